import { useQuery } from "@tanstack/react-query";
import { DetailList } from "../../../components/ui/detail-list";
import { siteQueryOptions, type TController } from "../../home/api/get-site";

const LOADING = "…";

/**
 * One field of who answers for personal data, from the deployment's settings. Prerendered, it is a
 * placeholder the server replaces as it sends the page; in the browser it is /api/site's value. The
 * element keeps the server's text if React ever hydrates it, instead of warning about the difference.
 */
export function ControllerValue({ field }: { field: keyof TController }) {
  const { data } = useQuery(siteQueryOptions);
  const value = data?.controller?.[field];
  // A field the deployment left unset arrives worded by the server ('Por definir en esta instalación').
  return <span suppressHydrationWarning>{value ?? LOADING}</span>;
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
