import { Link } from "react-router";
import { textLinkClass } from "#web/components/ui/text-link";
import { metaFor, pageMeta } from "#web/config/page-meta";
import { paths } from "#web/config/paths";
import { services } from "../catalogue";
import { ServiceCard } from "../components/service-card";

/** /servicios: the catalogue for everyone, its text in the first HTML answer. */
export const meta = metaFor(pageMeta.services);

export default function PublicServicesPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:py-16">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          Nuestros servicios
        </h1>
        <p className="mt-4 text-lg text-slate-700">
          Información confiable y verificada para protegerte a ti, a tu vehículo, a tus propiedades y a tu
          negocio. Pagas una sola vez por cada servicio, sin suscripciones.
        </p>
      </div>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {services.map((service) => (
          <ServiceCard key={service.slug} service={service} place="public" />
        ))}
      </div>
      <p className="mt-10 text-slate-700">
        ¿Tienes una automotora o necesitas algo a la medida?{" "}
        <Link to={paths.contact.getHref()} className={textLinkClass}>
          Contáctanos
        </Link>
      </p>
    </div>
  );
}
