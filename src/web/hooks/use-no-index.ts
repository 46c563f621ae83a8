import { useEffect } from "react";

/**
 * Asks search engines not to index the current page, for pages anyone with a link can open. The server
 * marks its API answers with X-Robots-Tag, but the page itself is the app shell, which carries no such
 * header: crawlers that run scripts read this tag instead.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex";
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
