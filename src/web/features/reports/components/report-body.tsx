import { type ReactNode, useMemo } from "react";
import type { TPublicReport } from "#domain/contract/reports";
import { presentReport } from "#domain/report/present";
import { REPORT_DISCLAIMER } from "#domain/report/texts";
import { DemoBanner } from "./demo-banner";
import { ReportAlerts } from "./report-alerts";
import { ReportGlance } from "./report-glance";
import type { THeadingLevel } from "./report-heading";
import { ReportSection } from "./report-section";
import { ReportSummary } from "./report-summary";

export const REPORT_TITLE = "Informe de validación vehicular";

const ALERTS_ID = "alertas";

type TReportBodyProps = {
  shared: TPublicReport;
  /**
   * 'author': the author's views, with the owner's full name and RUT. 'public': the shared page, drawn from the server's shared view (owner's initials,
   * RUT and serials cut short, no policy number).
   */
  variant: "author" | "public";
  /** 2 on a page (the car is its h1), 3 under the dialog's own heading. */
  level: THeadingLevel;
  /** The author's retry of pending sources, drawn beside the verdict. */
  retry?: ReactNode;
  /** What comes right after the alerts, before the long sections: the seller checks, the link's panel. */
  afterAlerts?: ReactNode;
};

/**
 * The whole report, the glance first; rendered from presentReport, like the PDF, so the views never
 * disagree.
 */
export function ReportBody({ shared, variant, level, retry, afterAlerts }: TReportBodyProps) {
  const isPublic = variant === "public";
  const { summary, sections } = useMemo(
    () => presentReport(shared.report, { shared: isPublic }),
    [shared.report, isPublic],
  );
  return (
    <div className="space-y-6">
      <ReportGlance
        shared={shared}
        summary={summary}
        level={level}
        alertsHref={`#${ALERTS_ID}`}
        retry={retry}
      />
      {shared.isDemo && <DemoBanner />}
      <ReportAlerts summary={summary} level={level} id={ALERTS_ID} />
      {afterAlerts}
      <ReportSummary shared={shared} summary={summary} level={level} />
      <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">{REPORT_DISCLAIMER}</p>
      {sections.map((section) => (
        <ReportSection key={section.key} section={section} level={level} />
      ))}
    </div>
  );
}
