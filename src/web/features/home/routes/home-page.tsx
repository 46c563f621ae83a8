import type { ReactNode } from "react";
import { Link } from "react-router";
import { SectionLink } from "#web/components/section-link";
import { buttonClass } from "#web/components/ui/button";
import { StrokeIcon } from "#web/components/ui/stroke-icon";
import { metaFor, pageMeta } from "#web/config/page-meta";
import { homeSections, paths } from "#web/config/paths";
import { HeroPlateForm } from "../components/hero-plate-form";
import { ServicesCarousel } from "../components/services-carousel";
import { TestimonialsMarquee } from "../components/testimonials-marquee";

const layers = [
  {
    title: "Confianza",
    text: "Información verificada de fuentes oficiales, para que decidas con certeza.",
    icon: "M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zm-3 9l2 2 4-4",
  },
  {
    title: "Tecnología",
    text: "Consultamos varias fuentes a la vez y te entregamos un puntaje de confianza explicado en segundos.",
    icon: "M9 3v3M15 3v3M9 18v3M15 18v3M3 9h3M3 15h3M18 9h3M18 15h3M7 6h10a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1zm3 4h4v4h-4z",
  },
  {
    title: "Territorio",
    text: "Hecho en Chile y para Chile: conocemos los registros, las comunas y los trámites de cada región.",
    icon: "M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  },
  {
    title: "Transparencia",
    text: "Te mostramos de dónde viene cada dato y qué significa, sin letra chica.",
    icon: "M2.5 12S6 5 12 5s9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7zm9.5 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  },
] as const;

const steps = [
  {
    title: "Crea tu cuenta",
    text: "Regístrate gratis en un minuto y recibe 3 consultas gratuitas.",
  },
  {
    title: "Ingresa la patente",
    text: "Escribe la patente del vehículo que te interesa, por ejemplo AA1122.",
  },
  {
    title: "Recibe tu informe",
    text: "Reunimos datos técnicos, multas, SOAP, revisión técnica y deudas de TAG, con un puntaje de confianza explicado.",
  },
  {
    title: "Compártelo",
    text: "Envía el enlace a quien quieras: el informe se abre con su código de acceso, sin necesidad de cuenta.",
  },
] as const;

type TSectionProps = {
  id?: string;
  heading: string;
  headingId: string;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
};

function Section({ id, heading, headingId, intro, className = "", children }: TSectionProps) {
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-20 py-16 sm:py-20 ${className}`}>
      <div className="mx-auto max-w-3xl px-4 text-center">
        <h2 id={headingId} className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {heading}
        </h2>
        {intro && <p className="mt-4 text-lg text-slate-700">{intro}</p>}
      </div>
      <div className="mt-10">{children}</div>
    </section>
  );
}

export const meta = metaFor(pageMeta.home);

export default function HomePage() {
  return (
    <>
      <section
        id={homeSections.start}
        aria-labelledby="hero-heading"
        className="scroll-mt-20 bg-gradient-to-b from-brand-light to-white px-4 py-20 sm:py-28"
      >
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-dark uppercase">
            Confianza · Transparencia · Tecnología · Territorio
          </p>
          <h1
            id="hero-heading"
            className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
          >
            Seguridad integral para cada aspecto de tu vida
          </h1>
          <p className="mt-6 text-lg text-pretty text-slate-700 sm:text-xl">
            Te protegemos a ti, a tus propiedades y a tus negocios con información confiable y verificada.
          </p>
          <HeroPlateForm />
          <SectionLink
            section={homeSections.howItWorks}
            className="mt-4 inline-flex min-h-11 items-center px-4 font-semibold text-brand-dark underline underline-offset-4 hover:text-brand"
          >
            Cómo Funciona
          </SectionLink>
        </div>
      </section>

      <Section
        id={homeSections.services}
        heading="Nuestros servicios"
        headingId="servicios-heading"
        intro="Elige la protección que necesitas. Cada servicio se paga una sola vez, sin suscripciones."
      >
        <ServicesCarousel />
      </Section>

      <Section
        heading="Cuatro pilares, una sola promesa"
        headingId="pilares-heading"
        intro="Así trabajamos para que cada informe sea útil y confiable."
        className="bg-slate-50"
      >
        <ul className="mx-auto grid max-w-6xl gap-6 px-4 sm:grid-cols-2 lg:grid-cols-4">
          {layers.map((layer) => (
            <li key={layer.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-light text-brand">
                <StrokeIcon d={layer.icon} className="size-6" strokeWidth={1.8} />
              </span>
              <h3 className="mt-4 text-xl font-bold text-slate-900">{layer.title}</h3>
              <p className="mt-2 text-slate-700">{layer.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id={homeSections.howItWorks}
        heading="Cómo funciona"
        headingId="como-funciona-heading"
        intro="De una patente a un informe claro y compartible, en cuatro pasos."
      >
        <ol className="mx-auto grid max-w-6xl gap-6 px-4 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 p-6">
              <span
                className="flex size-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">
                <span className="sr-only">Paso {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex justify-center px-4">
          <Link to={paths.auth.register.getHref()} className={buttonClass("primary", "px-6")}>
            Comienza gratis
          </Link>
        </div>
      </Section>

      <Section
        id={homeSections.about}
        heading="Nosotros"
        headingId="nosotros-heading"
        className="bg-slate-50"
      >
        <div className="mx-auto max-w-3xl space-y-4 px-4 text-lg text-slate-700">
          <p>
            Somos un equipo chileno convencido de que comprar un auto, arrendar una propiedad o contratar a
            una empresa no debería ser un salto al vacío.
          </p>
          <p>
            Reunimos información de fuentes públicas y oficiales, la cruzamos y te la explicamos en un
            lenguaje simple, para que tomes decisiones seguras en todo Chile.
          </p>
        </div>
      </Section>

      <Section
        heading="Lo que dicen nuestros miembros"
        headingId="testimonios-heading"
        intro={
          <>
            <span className="font-extrabold text-brand-dark">+1000 miembros</span> ya revisan antes de
            decidir.
          </>
        }
      >
        <TestimonialsMarquee />
      </Section>

      <section
        aria-labelledby="cta-heading"
        className="bg-brand-dark px-4 py-16 text-center text-white sm:py-20"
      >
        <div className="mx-auto max-w-2xl">
          <h2 id="cta-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            ¿Te compartieron un informe?
          </h2>
          <p className="mt-4 text-lg text-blue-100">
            Consúltalo con su código de acceso, sin necesidad de crear una cuenta.
          </p>
          <Link
            to={paths.reportSearch.getHref()}
            className="mt-8 inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-6 py-2 font-semibold text-brand-dark hover:bg-brand-light"
          >
            Buscar reporte
          </Link>
        </div>
      </section>
    </>
  );
}
