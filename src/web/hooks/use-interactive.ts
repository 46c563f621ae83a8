import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while a page is drawn away from the browser (built ahead or rendered by the server): there its
 * forms cannot work yet, and what someone typed would be lost when the page's code draws it again.
 */
export function useInteractive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
