import { type ReactNode, useId } from "react";
import type { TPublicReport } from "#domain/contract/reports";
import { alertsCountText, UNNAMED_VEHICLE, vehicleTitle } from "#domain/report/glance";
import type { Tone } from "#domain/report/model";
import type { PresentedReport } from "#domain/report/present";
import { toneClass } from "#web/components/ui/tone-badge";
import { ReportCategories } from "./report-categories";
import type { THeadingLevel } from "./report-heading";
import { ScoreGauge } from "./score-gauge";
import { WarningIcon } from "./warning-icon";

type TReportGlanceProps = {
  shared: TPublicReport;
  summary: PresentedReport["summary"];
  /** The level of the report's blocks: the car heads them all, one level above. */
  level: THeadingLevel;
  /** Where the alerts are listed, for the count to lead to. */
  alertsHref: string;
  /** The author's 'Reintentar fuentes pendientes', beside the verdict it can change. */
  retry?: ReactNode;
};

// The headline in its verdict's colour, dark enough for 4.5:1 against white.
const headlineClass: Record<Tone, string> = {
  green: "text-green-800",
  yellow: "text-amber-800",
  red: "text-red-700",
  neutral: "text-slate-700",
};

/**
 * What a buyer must see before scrolling, on a phone too: which car, its score with the verdict's words
 * in their colour, what the worst finding asks, how many alerts stand, and what was checked.
 */
export function ReportGlance({ shared, summary, level, alertsHref, retry }: TReportGlanceProps) {
  const headingId = useId();
  const { vehicle } = shared.report.sections;
  const car = vehicleTitle(
    vehicle.status === "found" ? vehicle.data : { make: null, model: null, year: null },
  );
  const Heading = level === 2 ? "h1" : "h2";
  const alerts = summary.alerts.length;
  const { headline, tone } = summary.verdict;
  return (
    // The verdict's colour as data too, for what reads the page without seeing it (the e2e tests).
    <section
      aria-labelledby={headingId}
      data-verdict-tone={tone}
      className="rounded-xl border border-slate-200 p-4 sm:p-6"
    >
      <Heading
        id={headingId}
        className="flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-bold text-slate-900 sm:text-3xl"
      >
        <span>{car ?? UNNAMED_VEHICLE}</span>
        {/* Drawn as a plate, so the eye finds it among the words. */}
        <span className="rounded-md border-2 border-slate-900 bg-white px-2 py-0.5 font-mono text-lg tracking-widest sm:text-xl">
          {shared.plate}
        </span>
      </Heading>
      {/* On a phone the verdict takes the full width under the gauge; wider, it stands beside it. */}
      <div className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-3 sm:gap-x-6">
        <ScoreGauge score={summary.score} tone={tone} className="w-36 sm:row-span-2 sm:w-48" />
        <div className="space-y-1 sm:self-end">
          <p className={`text-xl font-bold sm:text-2xl ${headlineClass[tone]}`}>{headline}</p>
          {alerts === 0 ? (
            <p className="font-medium text-green-800">{alertsCountText(alerts)}</p>
          ) : (
            <a href={alertsHref} className="inline-flex gap-1.5 font-semibold text-slate-900 underline">
              <WarningIcon />
              {alertsCountText(alerts)}
            </a>
          )}
        </div>
        <p
          className={`col-span-2 rounded-lg border px-3 py-2 font-semibold sm:col-span-1 sm:self-start ${toneClass[tone]}`}
        >
          {summary.recommendation}
        </p>
      </div>
      {summary.partial && (
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 font-medium text-amber-900">
          {summary.partial}
        </p>
      )}
      {summary.similar && <p className="mt-2 text-sm text-slate-700">{summary.similar}</p>}
      {retry && <div className="mt-3">{retry}</div>}
      <ReportCategories summary={summary} level={level} />
    </section>
  );
}
