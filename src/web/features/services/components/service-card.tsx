import { Link } from "react-router";
import { formatClp } from "../../../../domain/format";
import { Button, buttonClass } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import type { TService } from "../catalogue";

function ServiceActions({ service, trialsLeft }: { service: TService; trialsLeft: number }) {
  if (!service.available) {
    return (
      <Button variant="secondary" disabled>
        Proximamente
      </Button>
    );
  }
  const verifyHref = paths.dashboard.verify[service.slug].getHref();
  if (!service.freeTrial) {
    return (
      <Link to={verifyHref} className={buttonClass("primary")}>
        Solicitar Servicio
      </Link>
    );
  }
  return (
    <>
      <Link to={paths.dashboard.packs.getHref()} className={buttonClass("primary")}>
        Comprar
      </Link>
      {trialsLeft > 0 && (
        <Link to={verifyHref} className={buttonClass("secondary")}>
          Prueba Gratis ({trialsLeft})
        </Link>
      )}
    </>
  );
}

export function ServiceCard({ service, trialsLeft }: { service: TService; trialsLeft: number }) {
  const headingId = `service-${service.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {service.name}
      </h2>
      <p className="mt-2 flex-1 text-slate-700">{service.description}</p>
      <p className="mt-4 text-lg font-semibold text-slate-900">{formatClp(service.price)}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <ServiceActions service={service} trialsLeft={trialsLeft} />
      </div>
    </article>
  );
}
