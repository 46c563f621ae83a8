import { Link } from "react-router";
import { may, type Role } from "#domain/organisation/roles";
import { withPlate } from "#domain/plate";
import { buttonClass } from "#web/components/ui/button";
import { paths } from "#web/config/paths";

/**
 * In place of the check button when the automotora's balance is empty: an administrador buys a fleet pack
 * (the plate typed goes along, for the way back once bought), anyone else is told who can; the switch
 * above still offers their own balance.
 */
export function OrganisationOutOfCredits({ role, plate = "" }: { role: Role; plate?: string }) {
  if (may(role, "buy")) {
    return (
      <Link
        to={withPlate(paths.dashboard.packs.getHref("automotoras"), plate)}
        className={buttonClass("primary", "w-full")}
      >
        Comprar packs flota
      </Link>
    );
  }
  return (
    <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-slate-900">
      La automotora no tiene informes: pide a un administrador que compre un pack flota, o usa tu saldo
      personal.
    </p>
  );
}
