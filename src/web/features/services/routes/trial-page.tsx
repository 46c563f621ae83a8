import { Link } from "react-router";
import { buttonClass } from "#web/components/ui/button";
import { paths } from "#web/config/paths";
import { usePageTitle } from "#web/hooks/use-page-title";
import { useSession } from "#web/lib/auth";

/**
 * /trial/{timestamp}: the shareable trial link. The timestamp only tells links apart; every new
 * account gets the same 3 free reports, so the page simply invites the visitor to claim them.
 */
export default function TrialPage() {
  usePageTitle("Prueba gratuita");
  const { status, me } = useSession();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-24">
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">Prueba gratuita</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        Te invitaron a probar Patente Clara
      </h1>
      <p className="mt-6 text-lg text-slate-700">
        Crea tu cuenta y obtén 3 consultas gratuitas: ingresa una patente y recibe un informe claro del
        vehículo, con datos de fuentes oficiales, antes de comprar.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {status === "authenticated" ? (
          me.credits.trialsLeft > 0 ? (
            <Link to={paths.dashboard.verify.automovil.getHref()} className={buttonClass("primary")}>
              Usar mi prueba gratuita
            </Link>
          ) : (
            // Spec section 5: a free trial needs trials above 0.
            <div className="space-y-4">
              <p className="font-medium text-slate-900">No tienes pruebas gratuitas disponibles</p>
              <Link to={paths.dashboard.packs.getHref()} className={buttonClass("primary")}>
                Ver paquetes
              </Link>
            </div>
          )
        ) : (
          <>
            <Link to={paths.auth.register.getHref()} className={buttonClass("primary")}>
              Crear cuenta gratis
            </Link>
            <Link to={paths.auth.login.getHref()} className={buttonClass("secondary")}>
              Ya tengo cuenta
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
