import { useId } from "react";
import { buttonClass } from "#web/components/ui/button";

/** Answered as an attachment (patente-clara-mis-datos-aaaa-mm-dd.json) by the server. */
const EXPORT_URL = "/api/me/export";

/** 'Descargar mis datos': a copy of everything the account holds (access and portability, Ley 21.719). */
export function DataExport() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-5">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Tus datos
      </h2>
      <p className="mt-1 text-slate-700">
        Descarga un archivo con todo lo que guardamos de tu cuenta: perfil, informes, pagos y consentimientos,
        en formato JSON.
      </p>
      <a href={EXPORT_URL} download className={buttonClass("secondary", "mt-4")}>
        Descargar mis datos
      </a>
    </section>
  );
}
