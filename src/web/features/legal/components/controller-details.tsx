import type { TController } from "#domain/contract/site";
import { DetailList } from "#web/components/ui/detail-list";
import { useSite } from "#web/lib/site";

/** One field of who answers for personal data, from the deployment's settings. */
export function ControllerValue({ field }: { field: keyof TController }) {
  // A field the deployment left unset arrives worded by the server ('Por definir en esta instalación').
  return <span>{useSite()?.controller?.[field] ?? "…"}</span>;
}

const FIELDS: readonly { field: keyof TController; term: string }[] = [
  { field: "name", term: "Nombre o razón social" },
  { field: "rut", term: "RUT" },
  { field: "address", term: "Domicilio" },
  { field: "email", term: "Correo electrónico de contacto" },
];

/** The controller's identity, as both legal texts state it. */
export function ControllerDetails() {
  return (
    <DetailList
      items={FIELDS.map(({ field, term }) => ({ term, value: <ControllerValue field={field} /> }))}
      className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:grid-cols-2"
    />
  );
}
