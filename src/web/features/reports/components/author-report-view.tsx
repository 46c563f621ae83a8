import { useId, useState } from "react";
import type { TAuthorReport } from "#domain/contract/reports";
import { authorReportPdfHref, sharedReportPdfHref } from "../api/report-pdf";
import { shareLinkState } from "../share-link-state";
import { ReportActionBar } from "./report-action-bar";
import { ReportBody } from "./report-body";
import { ReportHeading, type THeadingLevel } from "./report-heading";
import { RetrySources } from "./retry-sources";
import { ShareLinkControls } from "./share-link-controls";

/**
 * A report as its author sees it, in the dialog after it is made and on its own page: the whole report,
 * the retry of pending sources, the author's PDF, and the shared link's panel.
 */
export function AuthorReportView({ report: loaded, level }: { report: TAuthorReport; level: THeadingLevel }) {
  // Asking pending sources again, extending or withdrawing the link update the report in place: the
  // view shows the newest version.
  const [report, setReport] = useState(loaded);
  const linkId = useId();
  const linkWorks = shareLinkState(report, new Date()) === "active";
  return (
    <div className="space-y-6">
      <ReportBody
        shared={report}
        variant="author"
        level={level}
        retry={<RetrySources shared={report} onUpdated={setReport} />}
        afterAlerts={
          <section
            aria-labelledby={linkId}
            className="space-y-3 rounded-xl border border-slate-200 p-4 sm:p-6"
          >
            <ReportHeading level={level} id={linkId} className="text-xl font-bold text-slate-900">
              Enlace compartido
            </ReportHeading>
            <p className="text-sm text-slate-700">
              Quien tenga el enlace ve el informe con los datos del propietario en forma parcial. Tú lo ves
              completo aquí, aunque el enlace expire o lo retires.
            </p>
            <ShareLinkControls
              link={report}
              onChange={(change) => setReport((current) => ({ ...current, ...change }))}
              actionVariant="secondary"
            />
          </section>
        }
      />
      <ReportActionBar
        shared={report}
        pdfHref={authorReportPdfHref(report.id)}
        sharePdfHref={sharedReportPdfHref(report.accessCode)}
        linkWorks={linkWorks}
      />
    </div>
  );
}
