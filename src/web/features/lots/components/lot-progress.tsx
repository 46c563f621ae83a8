import type { TLot } from "#domain/contract/lots";
import { formatLotDuration } from "#domain/lot/lot-estimate";
import { ProgressBar } from "#web/components/ui/progress-bar";
import { Spinner } from "#web/components/ui/spinner";
import { finishedText, progressText, unreportedText } from "../lot-words";
import { VerdictSummary } from "./verdict-summary";

/**
 * Where the lot stands, as the server's database says: the bar, the count and the time left, announced as
 * they change. While the server does not answer (a restart) the last state stays, marked as such.
 */
export function LotProgress({ lot, reconnecting }: { lot: TLot; reconnecting: boolean }) {
  const unreported = unreportedText(lot);
  return (
    <section
      aria-label="Avance del lote"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <p role="status" className="text-xl font-bold text-slate-900">
          {lot.finished ? finishedText(lot) : progressText(lot)}
        </p>
        {!lot.finished && lot.etaSeconds !== null && (
          <p className="text-slate-700">
            Tiempo restante:{" "}
            <span className="font-semibold text-slate-900">
              {formatLotDuration(lot.etaSeconds).toLowerCase()}
            </span>
          </p>
        )}
      </div>
      <ProgressBar
        value={lot.percent}
        name={{ label: "Avance del lote" }}
        valueText={`${lot.percent} %`}
        className="h-3"
      />
      {reconnecting && (
        <p role="alert" className="flex items-center gap-2 font-medium text-amber-900">
          <Spinner className="size-4" />
          Reconectando… Mostramos el último avance que recibimos; el lote no se pierde y sigue en cuanto el
          servidor responda.
        </p>
      )}
      {!lot.finished && !reconnecting && (
        <p className="text-sm text-slate-700">
          Puedes cerrar esta página: el lote sigue en el servidor y lo encuentras en «Lotes».
        </p>
      )}
      {lot.counts.done > 0 && <VerdictSummary rows={lot.rows} />}
      {unreported && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          {unreported}
        </p>
      )}
    </section>
  );
}
