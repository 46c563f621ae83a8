import type { ReactNode } from "react";
import {
  data,
  type HeadersFunction,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useLocation,
} from "react-router";
import { ZReportState } from "#domain/contract/reports";
import { REPORT_LOAD_ERROR_MESSAGE } from "#domain/report/texts";
import { BackLink } from "#web/components/ui/back-link";
import { buttonClass } from "#web/components/ui/button";
import { paths } from "#web/config/paths";
import { AuthorReportView } from "../components/author-report-view";
import { REPORT_TITLE } from "../components/report-body";

const PENDING_MESSAGE = "Tu informe aún se está generando. Vuelve a esta página en unos minutos.";

// The owner's full name and RUT: kept by no cache, shown to no search engine.
const PRIVATE_HEADERS = { "cache-control": "private, no-store", "x-robots-tag": "noindex" };

/**
 * The author's own report, from the same use-case as GET /api/reports/{id}, whatever became of its
 * shared link. A visitor never gets here: the require-auth layout sends them to the login page first.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const answer = await context.myReport(params.reportId ?? "");
  if ("state" in answer) {
    const state = ZReportState.parse(answer.state);
    if (state.status === "done") return data({ report: state.report }, { headers: PRIVATE_HEADERS });
    if (state.status === "failed") {
      const refusal = { status: state.errorStatus, message: state.error };
      return data({ refusal }, { status: refusal.status, headers: PRIVATE_HEADERS });
    }
    return data(
      { refusal: { status: 200, message: PENDING_MESSAGE, pending: true } },
      { headers: PRIVATE_HEADERS },
    );
  }
  const { status, message } = answer;
  return data({ refusal: { status, message } }, { status, headers: PRIVATE_HEADERS });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  {
    title:
      loaderData && "report" in loaderData
        ? `Informe ${loaderData.report.plate} — Patente Clara`
        : `${REPORT_TITLE} — Patente Clara`,
  },
  { name: "robots", content: "noindex" },
];

function AuthorReportFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-4xl space-y-3 px-4 pt-4 pb-8 sm:pt-8">
      <BackLink to={paths.dashboard.reports.getHref()}>Mis reportes</BackLink>
      {children}
    </div>
  );
}

/** No report to show: why, and the way on; a report still being made can be looked at again. */
function Refusal({ message, pending = false }: { message: string; pending?: boolean }) {
  const { pathname } = useLocation();
  return (
    <div className="space-y-6 rounded-xl border border-slate-200 p-4 sm:p-6">
      <h1 className="text-2xl font-bold text-slate-900">{REPORT_TITLE}</h1>
      <p role="alert" className="text-lg font-medium text-slate-900">
        {message}
      </p>
      <div className="flex flex-wrap gap-3">
        {pending && (
          <Link to={pathname} className={buttonClass("primary")}>
            Actualizar
          </Link>
        )}
        <Link
          to={paths.dashboard.reports.getHref()}
          className={buttonClass(pending ? "secondary" : "primary")}
        >
          Ver mis reportes
        </Link>
      </div>
    </div>
  );
}

export default function AuthorReportPage() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <AuthorReportFrame>
      {"report" in loaded ? (
        <AuthorReportView key={loaded.report.id} report={loaded.report} level={2} />
      ) : (
        <Refusal message={loaded.refusal.message} pending={"pending" in loaded.refusal} />
      )}
    </AuthorReportFrame>
  );
}

/** The page's data could not be fetched (the connection dropped on the way from 'Mis reportes'). */
export function ErrorBoundary() {
  return (
    <AuthorReportFrame>
      <Refusal message={REPORT_LOAD_ERROR_MESSAGE} />
    </AuthorReportFrame>
  );
}
