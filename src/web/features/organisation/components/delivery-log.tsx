import type { TDelivery } from "#domain/contract/webhooks";
import { formatDateTime, plural } from "#domain/format";
import type { Tone } from "#domain/report/model";
import { LoadError } from "#web/components/ui/load-error";
import { LoadingState } from "#web/components/ui/spinner";
import { ToneBadge } from "#web/components/ui/tone-badge";
import { useDeliveries } from "../api/get-deliveries";

/** How a delivery stands, in words: a pending one already tried is being retried with backoff. */
function stateOf(delivery: TDelivery): { tone: Tone; label: string } {
  if (delivery.state === "delivered") return { tone: "green", label: "Entregado" };
  if (delivery.state === "failed") return { tone: "red", label: "Fallido" };
  return delivery.attempts > 0
    ? { tone: "yellow", label: "Reintentando" }
    : { tone: "neutral", label: "En cola" };
}

/** What the endpoint last answered: its status, or why no answer came ('tiempo agotado'). */
function lastAnswer(delivery: TDelivery): string {
  if (delivery.lastError) return delivery.lastError;
  if (delivery.lastStatus !== null) return `HTTP ${delivery.lastStatus}`;
  return "Sin intentos todavía";
}

function DeliveryItem({ delivery }: { delivery: TDelivery }) {
  const state = stateOf(delivery);
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm font-semibold text-slate-900">{delivery.event}</span>
        <ToneBadge tone={state.tone}>{state.label}</ToneBadge>
      </p>
      <p className="text-sm text-slate-700 sm:text-right">
        {formatDateTime(delivery.createdAt)} · {plural(delivery.attempts, "intento", "intentos")} ·{" "}
        {lastAnswer(delivery)}
      </p>
    </li>
  );
}

/**
 * The latest events sent to one endpoint and how each went, newest first; read again every few seconds
 * while one is still being tried.
 */
export function DeliveryLog({ webhookId, id, label }: { webhookId: string; id: string; label: string }) {
  const deliveries = useDeliveries(webhookId);
  const content = () => {
    if (deliveries.isPending) return <LoadingState label="Cargando las entregas..." />;
    if (deliveries.isError) {
      return (
        <LoadError
          error={deliveries.error}
          fallback="No pudimos cargar las entregas"
          onRetry={() => void deliveries.refetch()}
        />
      );
    }
    if (deliveries.data.length === 0) {
      return <p className="py-3 text-slate-700">Aún no enviamos eventos a esta URL.</p>;
    }
    return (
      <ul aria-label={label} className="divide-y divide-slate-200">
        {deliveries.data.map((delivery) => (
          <DeliveryItem key={delivery.id} delivery={delivery} />
        ))}
      </ul>
    );
  };
  return (
    <div id={id} className="rounded-lg border border-slate-200 bg-slate-50 px-4">
      {content()}
    </div>
  );
}
