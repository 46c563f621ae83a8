import { useDeferredValue } from "react";
import { useParams } from "react-router";
import { LoadingState } from "../../../components/ui/spinner";
import { useNoIndex } from "../../../hooks/use-no-index";
import { usePageTitle } from "../../../hooks/use-page-title";
import { publicReportErrorMessage, usePublicReport } from "../api/get-public-report";
import { sharedReportPdfHref } from "../api/report-pdf";
import { ReportActions } from "../components/report-actions";
import { REPORT_TITLE, ReportBody } from "../components/report-body";
import { ReportChecks } from "../components/report-checks";
import { ReportUnavailable } from "../components/report-unavailable";
import { SharedLinkNote } from "../components/shared-link-note";

export function PublicReportPage() {
  usePageTitle(REPORT_TITLE);
  useNoIndex();
  const { accessCode = "" } = useParams();
  const query = usePublicReport(accessCode);
  // The report is long: drawn as a deferred update, its render yields to the browser every few
  // milliseconds instead of holding the main thread (a tap meanwhile is not kept waiting).
  const report = useDeferredValue(query.data);

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <img src="/favicon.svg" alt="Patente Clara" width={40} height={40} className="size-10 shrink-0" />
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{REPORT_TITLE}</h1>
        </div>
        {report && <ReportActions shared={report} pdfHref={sharedReportPdfHref(report.accessCode)} />}
      </header>
      {query.isError ? (
        <ReportUnavailable message={publicReportErrorMessage(query.error)} />
      ) : report ? (
        <>
          <SharedLinkNote shareExpiresAt={report.shareExpiresAt} />
          <ReportBody shared={report} variant="public" />
          <ReportChecks accessCode={report.accessCode} />
        </>
      ) : (
        // The report fills more than a screen: holding one while it loads keeps the footer out of view
        // instead of jumping down when the report arrives.
        <div className="min-h-svh">
          <LoadingState label="Cargando reporte..." />
        </div>
      )}
    </div>
  );
}
