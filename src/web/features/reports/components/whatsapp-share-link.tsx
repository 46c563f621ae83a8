import { useSyncExternalStore } from "react";
import { whatsappShareUrl } from "#domain/report/share-link";
import { buttonClass } from "#web/components/ui/button";
import { NewTabLink } from "#web/components/ui/new-tab-link";

const subscribe = () => () => {};

/**
 * 'Compartir por WhatsApp' beside 'Copiar enlace': a wa.me link with the shared link in its message. The
 * link needs this page's address, so a page drawn on the server gets it once it runs in the browser.
 */
export function WhatsappShareLink({ sharePath, plate }: { sharePath: string; plate: string }) {
  const origin = useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => null,
  );
  if (origin === null) return null;
  return (
    <NewTabLink href={whatsappShareUrl(`${origin}${sharePath}`, plate)} className={buttonClass("secondary")}>
      Compartir por WhatsApp
    </NewTabLink>
  );
}
