import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button, buttonClass } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { usePageTitle } from "../../../hooks/use-page-title";
import { ApiError } from "../../../lib/api";
import { usePayments } from "../api/get-payments";
import { PaymentCard } from "../components/payment-card";

const SKELETON_ROWS = 3;

function LoadingSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Cargando pagos...</span>
      <div aria-hidden="true" className="space-y-4">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell apart.
            key={i}
            className="h-40 animate-pulse rounded-xl bg-slate-200 motion-reduce:animate-none"
          />
        ))}
      </div>
    </div>
  );
}

function EmptyState() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
      <h2 className="text-xl font-bold text-slate-900">Aún no tienes pagos</h2>
      <p className="mt-2 text-slate-700">Cuando compres un paquete de informes, tu pago aparecerá aquí.</p>
      <Link to={paths.dashboard.packs.getHref()} className={buttonClass("primary", "mt-6")}>
        Ver paquetes
      </Link>
    </div>
  );
}

export function PaymentsPage() {
  usePageTitle("Historial de Pagos");
  const query = usePayments();

  const content = () => {
    if (query.isPending) return <LoadingSkeleton />;
    if (query.isError) {
      return (
        <div className="space-y-4">
          <Alert>
            {query.error instanceof ApiError ? query.error.message : "No se pudieron cargar tus pagos"}
          </Alert>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        </div>
      );
    }
    if (query.data.length === 0) return <EmptyState />;
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
