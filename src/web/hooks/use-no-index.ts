import { useEffect } from "react";

/**
 * Asks search engines not to index the current page, for pages anyone with a link can open. The server
 * marks its API answers with X-Robots-Tag and the prerendered report page carries the tag itself; a page
 * reached inside the app does not, and crawlers that run scripts read the tag this hook writes. Leaving
 * the page removes the tag, whichever of the two wrote it.
 */
export function useNoIndex(): void {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "robots";
      document.head.append(meta);
    }
    meta.content = "noindex";
    return () => meta.remove();
  }, []);
}
