import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
};

/**
 * Whether the user asked the system for less motion. CSS covers what it can (motion-reduce:); this is for
 * motion started from script, such as a carousel that advances by itself. Follows the setting live.
 * Prerendering assumes motion is fine: the browser decides again as soon as the script runs.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
