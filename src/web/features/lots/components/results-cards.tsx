import type { TLotRow } from "#domain/contract/lots";
import type { LotRowWord } from "#domain/lot/lot-texts";
import { RowAlerts, RowReportLink, RowScore, RowStatus, RowVerdict } from "./row-parts";

/** The lot's results on a phone: a card per plate, read top to bottom without scrolling sideways. */
export function ResultsCards({
  rows,
  rowWord,
  label,
}: {
  rows: readonly TLotRow[];
  rowWord: LotRowWord;
  label: string;
}) {
  return (
    <ul aria-label={label} className="space-y-3">
      {rows.map((row) => (
        <li key={row.plate} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="font-mono text-lg font-bold tracking-wider text-slate-900">{row.plate}</p>
              <p className="text-sm text-slate-700">
                {rowWord} {row.rows.join(", ")}
              </p>
            </div>
            <RowStatus row={row} />
          </div>
          {row.vehicle && <p className="mt-2 font-medium text-slate-900">{row.vehicle}</p>}
          {row.reportId !== null && (
            <dl className="mt-3 space-y-2">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <dt className="text-sm text-slate-700">Puntaje</dt>
                <dd>
                  <RowScore row={row} />
                </dd>
                <dd>
                  <RowVerdict row={row} />
                </dd>
              </div>
              <div>
                <dt className="sr-only">Alertas</dt>
                <dd className="text-sm">
                  <RowAlerts row={row} />
                </dd>
              </div>
            </dl>
          )}
          <RowReportLink row={row} className="mt-1" />
        </li>
      ))}
    </ul>
  );
}
