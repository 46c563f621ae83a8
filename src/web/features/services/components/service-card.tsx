import { Link } from "react-router";
import { Button, buttonClass } from "#web/components/ui/button";
import { useSession } from "#web/lib/auth";
import type { TService } from "../catalogue";
import { serviceActions, type TServicePlace, type TViewer, viewerOf } from "../service-actions";
import { ServiceFeatures } from "./service-features";
import { ServiceIcon } from "./service-icon";
import { ServicePrice } from "./service-price";

export function useViewer(): TViewer {
  return viewerOf(useSession().me);
}

type TServiceCardProps = {
  service: TService;
  place: TServicePlace;
  /** The card's heading sits under the page's or the section's own heading. */
  headingLevel?: 2 | 3;
  className?: string;
};

export function ServiceCard({ service, place, headingLevel = 2, className = "" }: TServiceCardProps) {
  const viewer = useViewer();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `service-${place}-${service.slug}`;
  const actions = serviceActions(service, viewer, place);
  return (
    <article
      aria-labelledby={headingId}
      className={`flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-light text-brand">
          <ServiceIcon icon={service.icon} />
        </span>
        <div className="min-w-0">
          <Heading id={headingId} className="text-xl font-bold text-slate-900">
            {service.name}
          </Heading>
          <p className="text-sm font-medium text-slate-600">{service.subtitle}</p>
          {!service.available && (
            <p className="mt-1 inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
              Proximamente
            </p>
          )}
        </div>
      </div>
      <p className="mt-4 text-slate-700">{service.description}</p>
      <ServiceFeatures
        service={service}
        className="mt-4 flex-1 space-y-2"
        aria-label={`Incluye ${service.name}`}
      />
      <ServicePrice service={service} size="card" />
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {actions.map((action) =>
          action.kind === "soon" ? (
            <Button key={action.label} variant="secondary" disabled className="sm:flex-1">
              {action.label}
            </Button>
          ) : (
            <Link key={action.label} to={action.to} className={buttonClass(action.emphasis, "sm:flex-1")}>
              {action.label}
            </Link>
          ),
        )}
        {service.detailHref && (
          <Link
            to={service.detailHref}
            className="self-center rounded px-2 py-2 text-sm font-semibold text-brand underline-offset-4 hover:underline"
          >
            Ver detalle<span className="sr-only"> de {service.name}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
