import { useDeferredValue } from "react";
import { useParams } from "react-router";
import { ActionLinks } from "../../../components/ui/action-links";
import { Alert } from "../../../components/ui/alert";
import { LoadingState } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useNoIndex } from "../../../hooks/use-no-index";
import { usePageTitle } from "../../../hooks/use-page-title";
import { publicReportErrorMessage, usePublicReport } from "../api/get-public-report";
import { OwnerCheck } from "../components/owner-check";
import { ReportActions } from "../components/report-actions";
import { REPORT_TITLE, ReportBody } from "../components/report-body";

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
        {report && <ReportActions shared={report} />}
      </header>
      {query.isError ? (
        <div className="space-y-4">
          <Alert>{publicReportErrorMessage(query.error)}</Alert>
          <ActionLinks
            primary={{ to: paths.home.getHref(), label: "Ir al Inicio" }}
            secondary={{ to: paths.reportSearch.getHref(), label: "Reintentar con otro codigo" }}
          />
        </div>
      ) : report ? (
        <>
          <ReportBody shared={report} variant="public" />
          <OwnerCheck accessCode={report.accessCode} />
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
