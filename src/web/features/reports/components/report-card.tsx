import { useId } from "react";
import { Link } from "react-router";
import type { TReportSummary } from "#domain/contract/reports";
import { formatDate, NOT_AVAILABLE } from "#domain/format";
import { vehicleTitle } from "#domain/report/glance";
import { buttonClass } from "#web/components/ui/button";
import { ToneBadge } from "#web/components/ui/tone-badge";
import { paths } from "#web/config/paths";
import { ShareLinkControls } from "./share-link-controls";

export function ReportCard({ report }: { report: TReportSummary }) {
  const headingId = useId();
  const vehicle = vehicleTitle(report) ?? NOT_AVAILABLE;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold tracking-wider text-slate-900">
          {report.plate}
        </h2>
        {/* The number with the report's verdict, as its page says them: a 95 with debts is no green light. */}
        <ToneBadge tone={report.verdict.tone}>
          {report.score} · {report.verdict.headline}
        </ToneBadge>
      </div>
      <div>
        <p className="font-medium text-slate-900">{vehicle}</p>
        <p className="text-sm text-slate-700">
          {formatDate(report.createdAt)} · {report.reportCode}
        </p>
      </div>
      {report.isDemo && (
        <div>
          <ToneBadge tone="yellow">Datos de demostración</ToneBadge>
        </div>
      )}
      <div className="mt-auto flex flex-col gap-3">
        {/* The author's own page, whole, whatever became of the shared link. */}
        <Link to={paths.dashboard.report.getHref(report.id)} className={buttonClass("primary")}>
          Ver reporte<span className="sr-only"> de {report.plate}</span>
        </Link>
        <ShareLinkControls link={report} actionVariant="secondary" />
      </div>
    </article>
  );
}
