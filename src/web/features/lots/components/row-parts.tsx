// The cells a result shows, the same in the table and in the phone's cards.

import { Link } from "react-router";
import type { TLotRow } from "#domain/contract/lots";
import { ToneBadge } from "#web/components/ui/tone-badge";
import { paths } from "#web/config/paths";
import { STATUS_LABELS } from "../lot-words";

const STATUS_CLASS: Record<TLotRow["status"], string> = {
  "en cola": "text-slate-700",
  "en proceso": "text-brand-dark",
  listo: "text-green-800",
  "sin datos": "text-amber-900",
  "no se pudo": "text-red-800",
};

export function RowVerdict({ row }: { row: TLotRow }) {
  if (row.verdict === null || row.tone === null) return <span className="text-slate-500">—</span>;
  return <ToneBadge tone={row.tone}>{row.verdict}</ToneBadge>;
}

/** A table row stays a line or three: the rest of a long list is counted, and read in the report. */
const ALERTS_SHOWN = 3;

export function RowAlerts({ row }: { row: TLotRow }) {
  if (row.reportId === null) return <span className="text-slate-500">—</span>;
  if (row.alerts.length === 0) return <span className="text-slate-700">Sin alertas</span>;
  // Most serious first (the contract's order), so the ones cut are the least.
  const shown = row.alerts.slice(0, ALERTS_SHOWN);
  const more = row.alerts.length - shown.length;
  return (
    <ul className="space-y-0.5">
      {shown.map((alert) => (
        <li key={alert} className="flex gap-1.5 text-slate-900">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-red-700" />
          {alert}
        </li>
      ))}
      {more > 0 && (
        <li className="pl-3 text-slate-700">
          y {more} {more === 1 ? "alerta más" : "alertas más"}
        </li>
      )}
    </ul>
  );
}

export function RowStatus({ row }: { row: TLotRow }) {
  return (
    <span className="block">
      <span className={`font-medium ${STATUS_CLASS[row.status]}`}>{STATUS_LABELS[row.status]}</span>
      {row.message && <span className="block text-sm text-slate-700">{row.message}</span>}
    </span>
  );
}

export function RowScore({ row }: { row: TLotRow }) {
  if (row.score === null) return <span className="text-slate-500">—</span>;
  return <span className="font-bold text-slate-900 tabular-nums">{row.score}</span>;
}

export function RowReportLink({ row, className = "" }: { row: TLotRow; className?: string }) {
  if (row.reportId === null) return null;
  return (
    <Link
      to={paths.dashboard.report.getHref(row.reportId)}
      className={`inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-brand-dark underline underline-offset-4 hover:text-brand ${className}`}
    >
      Ver informe<span className="sr-only"> de {row.plate}</span>
    </Link>
  );
}
