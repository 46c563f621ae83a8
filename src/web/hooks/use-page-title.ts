import { useEffect } from "react";

/**
 * Names the screen in the browser tab; a new title is also how screen readers learn that the page
 * changed. For pages without a route `meta`: set from an effect, over the default title React Router's
 * <Meta> draws.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    const own = `${title} — Patente Clara`;
    document.title = own;
    return () => {
      // The next page may have named itself already (a route's meta is drawn before this runs).
      if (document.title === own) document.title = previous;
    };
  }, [title]);
}
