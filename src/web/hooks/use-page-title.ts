import { useEffect } from "react";

/**
 * Names the screen in the browser tab; a new title is also how screen readers learn that the page
 * changed. Set from an effect because index.html's own <title> would win over a rendered one.
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
