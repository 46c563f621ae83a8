import { Link } from "react-router";
import { SectionLink } from "#web/components/section-link";
import { homeSections, paths } from "#web/config/paths";
import { useSite } from "#web/lib/site";
import { DealerSiteLink } from "./dealer-site-link";

const linkClass = "rounded text-slate-700 underline-offset-4 hover:text-brand hover:underline";

export function Footer() {
  const contactEmail = useSite()?.contactEmail;
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row md:items-start md:justify-between">
        <div>
          <p className="text-lg font-bold text-slate-900">Patente Clara</p>
          <p className="text-sm text-slate-700">Confianza, Transparencia, Tecnología, Territorio</p>
          {contactEmail && (
            <p className="mt-3 text-slate-700">
              Escríbenos a{" "}
              <a
                href={`mailto:${contactEmail}`}
                className="rounded font-semibold text-brand-dark underline underline-offset-4 hover:text-brand"
              >
                {contactEmail}
              </a>
            </p>
          )}
        </div>
        <nav aria-label="Pie de página">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <SectionLink section={homeSections.start} className={linkClass}>
                Inicio
              </SectionLink>
            </li>
            <li>
              <SectionLink section={homeSections.about} className={linkClass}>
                Nosotros
              </SectionLink>
            </li>
            <li>
              <SectionLink section={homeSections.services} className={linkClass}>
                Servicios
              </SectionLink>
            </li>
            <li>
              <Link to={paths.contact.getHref()} className={linkClass}>
                Contáctanos
              </Link>
            </li>
            <li>
              <Link to={paths.developers.getHref()} className={linkClass}>
                API para desarrolladores
              </Link>
            </li>
            <li>
              <Link to={paths.legal.privacy.getHref()} className={linkClass}>
                Privacidad
              </Link>
            </li>
            <li>
              <Link to={paths.legal.terms.getHref()} className={linkClass}>
                Términos
              </Link>
            </li>
            <DealerSiteLink className={linkClass} />
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-200 px-4 py-4 text-center text-sm text-slate-700">
        © {new Date().getFullYear()} Patente Clara. Todos los derechos reservados
      </p>
    </footer>
  );
}
