import { Link } from "react-router";
import { SectionLink } from "../../../components/section-link";
import { buttonClass } from "../../../components/ui/button";
import { homeSections, paths, type THomeSection } from "../../../config/paths";

// The sections are announced here so navigation can already scroll to them; their content comes later.
function Section({ id, title }: { id: THomeSection; title: string }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-20 px-4 py-16 odd:bg-slate-50">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h2>
        <p className="mt-4 text-slate-700">Próximamente</p>
      </div>
    </section>
  );
}

export function HomePage() {
  return (
    <>
      <section id={homeSections.start} className="scroll-mt-20 bg-brand-light px-4 py-20 sm:py-28">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Seguridad integral para cada aspecto de tu vida
          </h1>
          <p className="mt-6 text-lg text-slate-700">
            Te protegemos a ti, a tus propiedades y a tus negocios con información confiable y verificada.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={paths.dashboard.services.getHref()} className={buttonClass("primary")}>
              Obtener Informe
            </Link>
            <SectionLink section={homeSections.howItWorks} className={buttonClass("secondary")}>
              Cómo Funciona
            </SectionLink>
          </div>
        </div>
      </section>
      <Section id={homeSections.howItWorks} title="Cómo Funciona" />
      <Section id={homeSections.services} title="Servicios" />
      <Section id={homeSections.about} title="Nosotros" />
    </>
  );
}
