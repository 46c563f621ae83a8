import { data, Link } from "react-router";
import { buttonClass } from "#web/components/ui/button";
import { paths } from "#web/config/paths";
import { usePageTitle } from "#web/hooks/use-page-title";

/** An address that is no page answers 404, not a page that says so under 200. */
export const loader = () => data(null, { status: 404 });

export default function NotFoundPage() {
  usePageTitle("Página no encontrada");
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Página no encontrada</h1>
      <p className="mt-4 text-lg text-slate-700">La página que buscas no existe o fue movida.</p>
      <Link to={paths.home.getHref()} className={buttonClass("primary", "mt-8")}>
        Volver al inicio
      </Link>
    </section>
  );
}
