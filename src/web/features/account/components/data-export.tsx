import { buttonClass } from "#web/components/ui/button";
import { Panel } from "#web/components/ui/panel";

/** Answered as an attachment (patente-clara-mis-datos-aaaa-mm-dd.json) by the server. */
const EXPORT_URL = "/api/me/export";

/** 'Descargar mis datos': a copy of everything the account holds (access and portability, Ley 21.719). */
export function DataExport() {
  return (
    <Panel
      title="Tus datos"
      intro="Descarga un archivo con todo lo que guardamos de tu cuenta: perfil, informes, pagos y consentimientos, en formato JSON."
    >
      <a href={EXPORT_URL} download className={buttonClass("secondary", "mt-4")}>
        Descargar mis datos
      </a>
    </Panel>
  );
}
