import { useId } from "react";
import type { TPublicReport } from "#domain/contract/reports";
import { formatDate } from "#domain/format";
import type { PresentedReport } from "#domain/report/present";
import { ReportHeading, type THeadingLevel } from "./report-heading";

type TReportSummaryProps = {
  shared: TPublicReport;
  summary: PresentedReport["summary"];
  level: THeadingLevel;
};

/** The spec's executive summary below the glance: the report's tiles, and why the score is what it is. */
export function ReportSummary({ shared, summary, level }: TReportSummaryProps) {
  const headingId = useId();
  const tiles = [
    { term: "Patente", value: shared.plate },
    { term: "Fecha", value: formatDate(shared.createdAt) },
    { term: "Cód. informe", value: shared.reportCode },
  ];

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4 sm:p-6">
      <ReportHeading level={level} id={headingId} className="text-xl font-bold text-slate-900">
        Resumen ejecutivo
      </ReportHeading>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map(({ term, value }) => (
          <div key={term} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="font-semibold break-words text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="rounded-lg bg-slate-50 px-3 py-2">
          {/* The report code (RPT-…) is for talking about a report; only the access code opens it. */}
          <dt className="text-sm text-slate-600">Código de acceso</dt>
          <dd className="font-mono font-semibold tracking-wider break-all text-slate-900">
            {shared.accessCode}
          </dd>
        </div>
      </dl>
      {summary.deductions.length > 0 && (
        <div className="mt-6">
          <ReportHeading level={level} sub className="font-semibold text-slate-900">
            ¿Por qué este puntaje?
          </ReportHeading>
          <ul className="mt-2 space-y-1">
            {summary.deductions.map(({ points, reason }) => (
              <li key={reason} className="text-slate-800">
                <span className="font-semibold text-red-700">{points}</span> · {reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
