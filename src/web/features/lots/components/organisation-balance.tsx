import type { TMe } from "#domain/contract/account";
import { plural } from "#domain/format";

/** The balance every lot draws on: the automotora's, whatever the dashboard's switch says. */
export function OrganisationBalance({ organisation }: { organisation: NonNullable<TMe["organisation"]> }) {
  return (
    <p className="rounded-xl border border-brand/30 bg-brand-light px-4 py-3 text-slate-900">
      Saldo de {organisation.displayName}:{" "}
      <strong className="font-bold">{plural(organisation.purchasedLeft, "informe", "informes")}</strong>
    </p>
  );
}
