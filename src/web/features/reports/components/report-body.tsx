import { type ReactNode, useMemo } from "react";
import type { TPublicReport } from "#domain/contract/reports";
import { presentReport } from "#domain/report/present";
import { checkScreenHeadline, REPORT_DISCLAIMER } from "#domain/report/texts";
import { DemoBanner } from "./demo-banner";
import { ReportAlerts } from "./report-alerts";
import { ReportSection } from "./report-section";
import { ReportSummary } from "./report-summary";

export const REPORT_TITLE = "Informe de validación vehicular";

type TReportBodyProps = {
  shared: TPublicReport;
  /**
   * 'check': the author's dialog on the check screen, under the dialog's own heading, with the owner's
   * full name and RUT and the screen's blunter wording below 40. 'public': the shared page, drawn from
   * the server's shared view (owner's initials, RUT and serials cut short, no policy number).
   */
  variant: "check" | "public";
  /** The author's retry of pending sources, drawn beside the verdict. */
  retry?: ReactNode;
};

/** The whole report; rendered from presentReport, like the PDF, so the three never disagree. */
export function ReportBody({ shared, variant, retry }: TReportBodyProps) {
  const isPublic = variant === "public";
  const { summary, sections } = useMemo(
    () => presentReport(shared.report, { shared: isPublic }),
    [shared.report, isPublic],
  );
  const level = isPublic ? 2 : 3;
  return (
    <div className="space-y-6">
      {shared.isDemo && <DemoBanner />}
      <ReportSummary
        shared={shared}
        summary={summary}
        headline={isPublic ? summary.headline : checkScreenHeadline(summary.score)}
        level={level}
        retry={retry}
      />
      <ReportAlerts summary={summary} level={level} />
      <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">{REPORT_DISCLAIMER}</p>
      {sections.map((section) => (
        <ReportSection key={section.key} section={section} level={level} />
      ))}
    </div>
  );
}
