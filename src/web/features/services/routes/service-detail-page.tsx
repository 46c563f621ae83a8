import { Link, useLocation } from "react-router";
import { Button, buttonClass } from "#web/components/ui/button";
import { textLinkClass } from "#web/components/ui/text-link";
import { paths } from "#web/config/paths";
import { usePageTitle } from "#web/hooks/use-page-title";
import { serviceBySlug, type TService, type TServiceSlug } from "../catalogue";
import { useViewer } from "../components/service-card";
import { ServiceFeatures } from "../components/service-features";
import { ServiceHeading } from "../components/service-heading";
import { ServicePrice } from "../components/service-price";
import { serviceActions } from "../service-actions";

const slugByPath: Record<string, TServiceSlug> = {
  [paths.purchase.automotive.path]: "automovil",
  [paths.purchase.citizen.path]: "ciudadana",
  [paths.purchase.realEstate.path]: "inmobiliaria",
};

/** /servicios/{automovil|ciudadana|inmobiliaria}: what a service is, what it costs, how to get it. */
export default function ServiceDetailPage() {
  const { pathname } = useLocation();
  const service: TService = serviceBySlug(slugByPath[pathname.replace(/\/+$/, "")] ?? "automovil");
  usePageTitle(service.name);
  const viewer = useViewer();
  const actions = serviceActions(service, viewer, "public");
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:py-14">
      <Link
        to={paths.services.getHref()}
        className="rounded font-semibold text-brand underline-offset-4 hover:underline"
      >
        <span aria-hidden="true">← </span>Todos los servicios
      </Link>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div>
          <ServiceHeading
            service={service}
            titleClassName="text-3xl font-extrabold tracking-tight text-slate-900"
          />
          {!service.available && (
            <p className="mt-6 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
              Proximamente
            </p>
          )}
          <p className="mt-6 text-lg text-slate-700">{service.description}</p>
          <h2 className="mt-8 text-xl font-bold text-slate-900">Qué incluye</h2>
          <ServiceFeatures
            service={service}
            className="mt-4 grid gap-3 sm:grid-cols-2"
            itemClassName="flex gap-2 rounded-xl border border-slate-200 p-4 text-slate-800"
          />
        </div>
        <aside
          aria-labelledby="price-heading"
          className="h-fit rounded-2xl border border-slate-200 bg-slate-50 p-6"
        >
          <h2 id="price-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
            Precio
          </h2>
          <ServicePrice service={service} size="detail" />
          <div className="mt-6 flex flex-col gap-3">
            {actions.map((action) =>
              action.kind === "soon" ? (
                <Button key={action.label} variant="secondary" disabled>
                  {action.label}
                </Button>
              ) : (
                <Link key={action.label} to={action.to} className={buttonClass(action.emphasis)}>
                  {action.label}
                </Link>
              ),
            )}
            {!service.available && (
              <p className="text-sm text-slate-700">
                ¿Te interesa?{" "}
                <Link to={paths.contact.getHref()} className={textLinkClass}>
                  Escríbenos
                </Link>{" "}
                y te avisamos cuando esté disponible.
              </p>
            )}
          </div>
        </aside>
      </div>
    </div>
  );
}
