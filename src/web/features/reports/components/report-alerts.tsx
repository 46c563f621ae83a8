import { useId } from "react";
import type { Tone } from "#domain/report/model";
import type { PresentedReport } from "#domain/report/present";
import { ReportHeading, type THeadingLevel } from "./report-heading";
import { WarningIcon } from "./warning-icon";

// Green only for 'sin observaciones': every category checked and clean.
const noAlertsClass: Record<Tone, string> = {
  green: "text-green-800",
  yellow: "text-amber-900",
  red: "text-red-800",
  neutral: "text-slate-800",
};

type TReportAlertsProps = {
  summary: PresentedReport["summary"];
  level: THeadingLevel;
  /** What the glance's count of alerts leads to. */
  id: string;
};

export function ReportAlerts({ summary, level, id }: TReportAlertsProps) {
  const headingId = useId();
  return (
    // Clear of the sticky navigation bar when the count leads here.
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-xl border border-slate-200 p-4 sm:p-6"
    >
      <ReportHeading level={level} id={headingId} className="text-xl font-bold text-slate-900">
        Alertas de seguridad
      </ReportHeading>
      {summary.noAlerts ? (
        <p className={`mt-3 font-medium ${noAlertsClass[summary.noAlerts.tone]}`}>{summary.noAlerts.text}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {summary.alerts.map((alert) => (
            <li key={alert} className="flex gap-2 text-slate-900">
              <WarningIcon />
              <span>{alert}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
