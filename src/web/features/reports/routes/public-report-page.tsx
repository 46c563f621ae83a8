import { type ReactNode, useDeferredValue } from "react";
import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  useLoaderData,
  useRouteError,
} from "react-router";
import { type TPublicReport, ZPublicReport } from "#domain/contract/reports";
import { SHARED_REPORT_REVALIDATE } from "#domain/report/share-link";
import { metaFor, pageMeta } from "#web/config/page-meta";
import { ApiError } from "#web/lib/api";
import { publicReportErrorMessage } from "../api/get-public-report";
import { sharedReportPdfHref } from "../api/report-pdf";
import { ReportActions } from "../components/report-actions";
import { REPORT_TITLE, ReportBody } from "../components/report-body";
import { ReportChecks } from "../components/report-checks";
import { ReportUnavailable } from "../components/report-unavailable";
import { SharedLinkNote } from "../components/shared-link-note";

/**
 * The report as the API answers it, from the same use-case and against the same budget: a
 * browser without scripts reads the report, or the reason there is none, under its status.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const answer = await context.sharedReport(params.accessCode ?? "");
  if ("report" in answer)
    return data(
      { report: ZPublicReport.parse(answer.report) },
      { headers: { "cache-control": SHARED_REPORT_REVALIDATE } },
    );
  const { status, message, retryAfterSeconds } = answer;
  return data(
    { refusal: { status, message } },
    {
      status,
      headers: {
        // A refusal is kept by no cache at all.
        "cache-control": "no-store",
        ...(retryAfterSeconds && { "retry-after": String(retryAfterSeconds) }),
      },
    },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta = metaFor(pageMeta.report);

/** The shared page's frame: the logo and title, with the report's actions when there is a report. */
function SharedReportFrame({ report, children }: { report?: TPublicReport; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <img src="/favicon.svg" alt="Patente Clara" width={40} height={40} className="size-10 shrink-0" />
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{REPORT_TITLE}</h1>
        </div>
        {report && <ReportActions shared={report} pdfHref={sharedReportPdfHref(report.accessCode)} />}
      </header>
      {children}
    </div>
  );
}

export default function PublicReportPage() {
  const loaded = useLoaderData<typeof loader>();
  // The report is long: drawn as a deferred update on a later visit, its render yields to the browser
  // every few milliseconds instead of holding the main thread (a tap meanwhile is not kept waiting).
  const report = useDeferredValue("report" in loaded ? loaded.report : undefined);
  const refusal = "refusal" in loaded ? loaded.refusal : undefined;

  return (
    <SharedReportFrame report={report}>
      {refusal ? (
        <ReportUnavailable
          message={publicReportErrorMessage(new ApiError(refusal.status, refusal.message))}
        />
      ) : (
        report && (
          <>
            <SharedLinkNote shareExpiresAt={report.shareExpiresAt} />
            <ReportBody shared={report} variant="public" />
            <ReportChecks accessCode={report.accessCode} />
          </>
        )
      )}
    </SharedReportFrame>
  );
}

/**
 * The report could not be loaded at all (the connection dropped while a later visit asked for it): the
 * spec's error view, 'Error al cargar el reporte' with its two ways on, not the site's generic error.
 */
export function ErrorBoundary() {
  return (
    <SharedReportFrame>
      <ReportUnavailable message={publicReportErrorMessage(useRouteError())} />
    </SharedReportFrame>
  );
}
