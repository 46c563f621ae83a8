import { BalanceSwitch } from "#web/features/organisation";
import { usePageTitle } from "#web/hooks/use-page-title";
import { services } from "../catalogue";
import { ServiceCard } from "../components/service-card";

/** /dashboard/servicios: where a member picks what to do next. */
export default function ServicesPage() {
  usePageTitle("Selecciona tu servicio");
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Selecciona tu servicio</h1>
      {/* The dashboard's start: a member of an automotora sees here which balance their checks spend. */}
      <BalanceSwitch className="mt-6" />
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {services.map((service) => (
          <ServiceCard key={service.slug} service={service} place="dashboard" />
        ))}
      </div>
    </div>
  );
}
