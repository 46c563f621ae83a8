import { whatsappShareUrl } from "#domain/report/share-link";
import { buttonClass } from "#web/components/ui/button";
import { NewTabLink } from "#web/components/ui/new-tab-link";
import { usePublicUrl } from "#web/lib/site";

/**
 * 'Compartir por WhatsApp' beside 'Copiar enlace': a wa.me link with the shared link in its message, at
 * the deployment's public address, so the server draws it with the page and nothing moves when the page's
 * code runs.
 */
export function WhatsappShareLink({ sharePath, plate }: { sharePath: string; plate: string }) {
  const origin = usePublicUrl();
  if (!origin) return null;
  return (
    <NewTabLink href={whatsappShareUrl(`${origin}${sharePath}`, plate)} className={buttonClass("secondary")}>
      Compartir por WhatsApp
    </NewTabLink>
  );
}
