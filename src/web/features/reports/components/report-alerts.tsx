import { useId } from "react";
import type { PresentedReport } from "#domain/report/present";
import { ReportHeading, type THeadingLevel } from "./report-heading";
import { WarningIcon } from "./warning-icon";

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
      {summary.noAlertsText ? (
        <p className="mt-3 font-medium text-green-800">{summary.noAlertsText}</p>
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
