import { type ReactNode, useId } from "react";
import type { TPublicReport } from "#domain/contract/reports";
import { formatDate } from "#domain/format";
import type { PresentedReport } from "#domain/report/present";
import { CODE_COPIED_MESSAGE } from "#domain/report/texts";
import { ToneBadge } from "#web/components/ui/tone-badge";
import { CopyButton } from "./copy-button";
import { ReportHeading, type THeadingLevel } from "./report-heading";
import { ScoreGauge } from "./score-gauge";

// Deductions arrive as '-20'; the minus sign reads better and screen readers say "menos".
const signed = (points: string): string => points.replace(/^-/, "−");

type TReportSummaryProps = {
  shared: TPublicReport;
  summary: PresentedReport["summary"];
  headline: string;
  level: THeadingLevel;
  /** The author's 'Reintentar fuentes pendientes', beside the verdict it can change. */
  retry?: ReactNode;
};

export function ReportSummary({ shared, summary, headline, level, retry }: TReportSummaryProps) {
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
      <div className="mt-4 flex flex-col items-center gap-6 sm:flex-row sm:items-start">
        <div className="flex shrink-0 flex-col items-center gap-2">
          <ScoreGauge score={summary.score} color={summary.color} />
          {summary.similar && (
            <p className="max-w-52 text-center text-sm text-slate-700">{summary.similar}</p>
          )}
        </div>
        <div className="w-full min-w-0 space-y-3">
          <p className="text-2xl font-bold text-slate-900">{headline}</p>
          <ToneBadge tone={summary.color}>{summary.recommendation}</ToneBadge>
          {summary.partial && (
            <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 font-medium text-amber-900">
              {summary.partial}
            </p>
          )}
          {retry}
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {tiles.map(({ term, value }) => (
              <div key={term} className="rounded-lg bg-slate-50 px-3 py-2">
                <dt className="text-sm text-slate-600">{term}</dt>
                <dd className="font-semibold break-words text-slate-900">{value}</dd>
              </div>
            ))}
            <div className="col-span-2 rounded-lg bg-slate-50 px-3 py-2 sm:col-span-3">
              {/* The report code (RPT-…) is for talking about a report; only the access code opens it. */}
              <dt className="text-sm text-slate-600">Código de acceso</dt>
              <dd className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-mono font-semibold tracking-wider text-slate-900">
                  {shared.accessCode}
                </span>
                <span data-print="hide">
                  <CopyButton
                    text={() => shared.accessCode}
                    label="Copiar código"
                    copiedLabel="¡Copiado!"
                    copiedMessage={CODE_COPIED_MESSAGE}
                    failedMessage="No se pudo copiar el código"
                    variant="ghost"
                  />
                </span>
              </dd>
            </div>
          </dl>
        </div>
      </div>
      {summary.deductions.length > 0 && (
        <div className="mt-6">
          <ReportHeading level={level} sub className="font-semibold text-slate-900">
            ¿Por qué este puntaje?
          </ReportHeading>
          <ul className="mt-2 space-y-1">
            {summary.deductions.map(({ points, reason }) => (
              <li key={reason} className="text-slate-800">
                <span className="font-semibold text-red-700">{signed(points)}</span> · {reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
