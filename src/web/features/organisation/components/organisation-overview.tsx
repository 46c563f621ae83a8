import { Link } from "react-router";
import type { TMyOrganisation } from "#domain/contract/organisations";
import { plural } from "#domain/format";
import { may } from "#domain/organisation/roles";
import { buttonClass } from "#web/components/ui/button";
import { paths } from "#web/config/paths";
import { BalanceSwitch } from "./balance-switch";

/** The automotora at a glance: its name, the reader's role, the balance, and where the balance is spent. */
export function OrganisationOverview({ organisation }: { organisation: TMyOrganisation }) {
  return (
    <section
      aria-label="Saldo de la automotora"
      className="space-y-4 rounded-xl border border-brand/30 bg-brand-light p-5"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        {/* Read as one sentence ('Saldo de la automotora: 37 informes'), the figure drawn large. */}
        <p role="status" className="text-slate-900">
          <span className="block font-semibold">Saldo de la automotora:</span>{" "}
          <span className="text-3xl font-bold">
            {plural(organisation.purchasedLeft, "informe", "informes")}
          </span>
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          {may(organisation.role, "buy") && (
            <Link to={paths.dashboard.packs.getHref("automotoras")} className={buttonClass("primary")}>
              Comprar packs flota
            </Link>
          )}
          <Link to={paths.dashboard.lots.getHref()} className={buttonClass("secondary")}>
            Verificar un lote
          </Link>
        </div>
      </div>
      <BalanceSwitch />
    </section>
  );
}
