import { Link } from "react-router";
import { buttonClass } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { LoadError } from "#web/components/ui/load-error";
import { SkeletonList } from "#web/components/ui/skeleton-list";
import { paths } from "#web/config/paths";
import { usePageTitle } from "#web/hooks/use-page-title";
import { usePayments } from "../api/get-payments";
import { PaymentCard } from "../components/payment-card";

export default function PaymentsPage() {
  usePageTitle("Historial de Pagos");
  const query = usePayments();

  const content = () => {
    if (query.isPending) {
      return <SkeletonList label="Cargando pagos..." count={3} className="space-y-4" itemClassName="h-40" />;
    }
    if (query.isError) {
      return (
        <LoadError
          error={query.error}
          fallback="No se pudieron cargar tus pagos"
          onRetry={() => void query.refetch()}
        />
      );
    }
    if (query.data.length === 0) {
      return (
        <EmptyState
          title="Aún no tienes pagos"
          text="Cuando compres un paquete de informes, tu pago aparecerá aquí."
          actionTo={paths.dashboard.packs.getHref()}
          actionLabel="Ver paquetes"
        />
      );
    }
    return (
      <ul className="space-y-4">
        {query.data.map((payment) => (
          <li key={payment.id}>
            <PaymentCard payment={payment} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Historial de Pagos</h1>
          <p className="mt-2 text-slate-700">
            Tus compras de paquetes de informes, de la más reciente a la más antigua.
          </p>
        </div>
        <Link to={paths.dashboard.packs.getHref()} className={buttonClass("secondary", "shrink-0")}>
          Comprar informes
        </Link>
      </div>
      {content()}
    </div>
  );
}
