import { useId } from "react";
import type { TReportSummary } from "#domain/contract/reports";
import { formatDate, NOT_AVAILABLE } from "#domain/format";
import type { Tone } from "#domain/report/present";
import { myReportsBadge, type ReportBadge } from "#domain/report/texts";
import { buttonClass } from "#web/components/ui/button";
import { ToneBadge } from "#web/components/ui/tone-badge";
import { shareLinkState } from "../share-link-state";
import { ShareLinkControls } from "./share-link-controls";

const badgeTone: Record<ReportBadge, Tone> = { high: "green", medium: "yellow", low: "red" };

export function ReportCard({ report }: { report: TReportSummary }) {
  const headingId = useId();
  const vehicle = [report.make, report.model, report.year].filter(Boolean).join(" ") || NOT_AVAILABLE;
  // Only a working link is worth opening: a withdrawn or expired one shows a refusal.
  const linkWorks = shareLinkState(report, new Date()) === "active";
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold tracking-wider text-slate-900">
          {report.plate}
        </h2>
        <ToneBadge tone={badgeTone[myReportsBadge(report.score)]}>Puntaje {report.score}</ToneBadge>
      </div>
      <div>
        <p className="font-medium text-slate-900">{vehicle}</p>
        <p className="text-sm text-slate-700">
          {formatDate(report.createdAt)} · {report.reportCode}
        </p>
        <p className="mt-1 text-slate-800">{report.headline}</p>
      </div>
      {report.isDemo && (
        <div>
          <ToneBadge tone="yellow">Datos de demostración</ToneBadge>
        </div>
      )}
      <div className="mt-auto flex flex-col gap-3">
        {linkWorks && (
          <a href={report.sharePath} target="_blank" rel="noopener" className={buttonClass("primary")}>
            Ver reporte<span className="sr-only"> de {report.plate} (se abre en una pestaña nueva)</span>
          </a>
        )}
        <ShareLinkControls link={report} actionVariant="secondary" />
      </div>
    </article>
  );
}
