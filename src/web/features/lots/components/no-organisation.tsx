import { Link } from "react-router";
import { buttonClass } from "#web/components/ui/button";
import { paths } from "#web/config/paths";

/** Lots run on an automotora's balance: a person without one is told how to get one. */
export function NoOrganisation() {
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 className="text-xl font-bold text-slate-900">Los lotes son para automotoras</h2>
      <p className="text-slate-700">
        Con un lote consultas de una vez hasta 500 patentes, pegadas o en un archivo CSV o Excel, y recibes la
        lista completa con su puntaje. Se usa el saldo de la automotora, que comparte todo su equipo.
      </p>
      <p className="text-slate-700">
        Crea la cuenta de tu automotora, o pide a su administrador que te invite, para verificar lotes.
      </p>
      <Link to={paths.dashboard.organisation.getHref()} className={buttonClass("primary")}>
        Crear o unirme a una automotora
      </Link>
    </div>
  );
}
