import { useEffect } from "react";

/**
 * Names the screen in the browser tab; a new title is also how screen readers learn that the page
 * changed. For pages without a route `meta`: set from an effect, over the default title React Router's
 * <Meta> draws.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} — Patente Clara`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
