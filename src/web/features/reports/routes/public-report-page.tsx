import { type ReactNode, useDeferredValue } from "react";
import {
  data,
  type HeadersFunction,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useRouteError,
} from "react-router";
import { ZPublicReport } from "#domain/contract/reports";
import { FREE_TRIALS } from "#domain/credits";
import { SHARED_REPORT_REVALIDATE } from "#domain/report/share-link";
import { sharedByLine } from "#domain/report/shared-by";
import { buttonClass } from "#web/components/ui/button";
import { metaFor, pageMeta } from "#web/config/page-meta";
import { paths } from "#web/config/paths";
import { ApiError } from "#web/lib/api";
import { publicReportErrorMessage } from "../api/get-public-report";
import { sharedReportPdfHref } from "../api/report-pdf";
import { ReportActionBar } from "../components/report-action-bar";
import { REPORT_TITLE, ReportBody } from "../components/report-body";
import { ReportChecks } from "../components/report-checks";
import { ReportUnavailable } from "../components/report-unavailable";
import { SharedLinkNote } from "../components/shared-link-note";
import { sharedReportMeta } from "../shared-report-meta";

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

// A working link names its car and score where it is pasted; a refused one, nothing of its report.
export const meta: MetaFunction<typeof loader> = (args) =>
  metaFor(
    args.loaderData && "report" in args.loaderData
      ? sharedReportMeta(args.loaderData.report)
      : pageMeta.report,
  )(args);

/**
 * The shared page's frame: the logo and the spec's title, small, so the car and its verdict lead; the page
 * has one h1, the car's, or the refusal's title when there is no report. A report made for an automotora
 * says who shares it there, beside the title: the one thing the page says of the automotora.
 */
function SharedReportFrame({
  refused,
  sharedBy,
  children,
}: {
  refused: boolean;
  sharedBy?: string | null;
  children: ReactNode;
}) {
  const Title = refused ? "h1" : "p";
  return (
    <div className="mx-auto w-full max-w-4xl space-y-4 px-4 pt-4 pb-8 sm:space-y-6 sm:pt-8">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <div className="flex items-center gap-2">
          <img src="/favicon.svg" alt="Patente Clara" width={28} height={28} className="size-7 shrink-0" />
          <Title className={refused ? "text-2xl font-bold text-slate-900" : "font-semibold text-slate-700"}>
            {REPORT_TITLE}
          </Title>
        </div>
        {sharedBy && (
          <p className="min-w-0 font-semibold break-words text-slate-900 sm:ml-auto">{sharedBy}</p>
        )}
      </header>
      {children}
    </div>
  );
}

/** Where a buyer who trusted this report goes next: a report of their own, on another car. */
function OwnReportInvitation() {
  return (
    <section
      aria-labelledby="own-report"
      data-print="hide"
      className="space-y-3 rounded-xl bg-brand-light p-4 text-center sm:p-6"
    >
      <h2 id="own-report" className="text-xl font-bold text-slate-900">
        ¿Estás viendo otro auto?
      </h2>
      <p className="text-slate-800">
        Revisa cualquier patente antes de comprar: tus primeras {FREE_TRIALS} consultas son gratis.
      </p>
      <Link to={paths.dashboard.verify.automovil.getHref()} className={buttonClass("primary")}>
        Haz tu propio informe
      </Link>
    </section>
  );
}

export default function PublicReportPage() {
  const loaded = useLoaderData<typeof loader>();
  // The report is long: drawn as a deferred update on a later visit, its render yields to the browser
  // every few milliseconds instead of holding the main thread (a tap meanwhile is not kept waiting).
  const report = useDeferredValue("report" in loaded ? loaded.report : undefined);
  const refusal = "refusal" in loaded ? loaded.refusal : undefined;

  return (
    <SharedReportFrame refused={refusal !== undefined} sharedBy={sharedByLine(report?.sharedBy)}>
      {refusal ? (
        <ReportUnavailable
          message={publicReportErrorMessage(new ApiError(refusal.status, refusal.message))}
        />
      ) : (
        report && (
          // The action bar's stretch: it stays at the bottom of the screen while any of the report shows.
          <div className="space-y-6">
            <ReportBody
              shared={report}
              variant="public"
              level={2}
              afterAlerts={
                <>
                  <ReportChecks accessCode={report.accessCode} />
                  <SharedLinkNote shareExpiresAt={report.shareExpiresAt} />
                </>
              }
            />
            <OwnReportInvitation />
            {/* The page only draws a report while its link works. */}
            <ReportActionBar shared={report} pdfHref={sharedReportPdfHref(report.accessCode)} linkWorks />
          </div>
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
    <SharedReportFrame refused>
      <ReportUnavailable message={publicReportErrorMessage(useRouteError())} />
    </SharedReportFrame>
  );
}
