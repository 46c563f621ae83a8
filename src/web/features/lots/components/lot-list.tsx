import { Link } from "react-router";
import type { TLotSummary } from "#domain/contract/lots";
import { formatDateTime, plural } from "#domain/format";
import { ProgressBar } from "#web/components/ui/progress-bar";
import { ToneBadge } from "#web/components/ui/tone-badge";
import { paths } from "#web/config/paths";
import { endedRows, lotName, progressText } from "../lot-words";

function LotStatus({ lot }: { lot: TLotSummary }) {
  if (!lot.finished) return <ToneBadge tone="neutral">En curso</ToneBadge>;
  const missing = lot.counts.noData + lot.counts.failed;
  if (missing === 0) return <ToneBadge tone="green">Terminado</ToneBadge>;
  return <ToneBadge tone="yellow">Terminado · {plural(missing, "sin informe", "sin informe")}</ToneBadge>;
}

function LotItem({ lot }: { lot: TLotSummary }) {
  return (
    <li className="relative rounded-xl border border-slate-200 bg-white p-4 shadow-sm focus-within:ring-3 focus-within:ring-brand hover:border-brand sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h2 className="min-w-0 text-lg font-bold wrap-anywhere text-slate-900">
          {/* The whole card is the link's target; the name alone is what it says. */}
          <Link
            to={paths.dashboard.lot.getHref(lot.id)}
            className="after:absolute after:inset-0 after:rounded-xl focus:outline-none"
          >
            {lotName(lot)}
          </Link>
        </h2>
        <LotStatus lot={lot} />
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {formatDateTime(lot.createdAt)} · {plural(lot.plates, "patente", "patentes")}
        {lot.createdBy && ` · por ${lot.createdBy}`}
      </p>
      {lot.finished ? (
        <p className="mt-3 text-sm text-slate-800">
          {plural(lot.counts.done, "informe listo", "informes listos")}
        </p>
      ) : (
        <div className="mt-3 flex items-center gap-3">
          <ProgressBar
            value={lot.percent}
            name={{ label: `Avance de ${lotName(lot)}` }}
            valueText={`${lot.percent} %`}
            className="h-2.5 flex-1"
          />
          <span className="shrink-0 text-sm font-medium text-slate-800">
            {endedRows(lot.counts) === 0 ? "En cola" : progressText(lot)}
          </span>
        </div>
      )}
    </li>
  );
}

/** The organisation's lots, newest first, each leading to its page. */
export function LotList({ lots }: { lots: readonly TLotSummary[] }) {
  return (
    <ul aria-label="Lotes" className="space-y-3">
      {lots.map((lot) => (
        <LotItem key={lot.id} lot={lot} />
      ))}
    </ul>
  );
}
