import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { REPORT_LOAD_ERROR_MESSAGE, reportSearchErrorMessage } from "../../../../domain/report/texts";
import { ApiError, apiFetch } from "../../../lib/api";
import { type TPublicReport, type TReportPageData, ZPublicReport, ZReportPageData } from "./report-schemas";

export const publicReportPath = (accessCode: string) =>
  `/api/public/reports/${encodeURIComponent(accessCode)}`;

export const publicReportQueryKey = (accessCode: string) => ["public-report", accessCode] as const;

/** Where a report page sent by the server carries its data (TReportPageData). */
export const PUBLIC_REPORT_DATA_ID = "public-report-data";

async function getPublicReport(accessCode: string, signal: AbortSignal): Promise<TPublicReport> {
  const response = await apiFetch(publicReportPath(accessCode), { signal });
  return ZPublicReport.parse(await response.json());
}

/** The data the page arrived with, if any; anything unexpected in it means asking, as without it. */
function readPageData(): TReportPageData | undefined {
  const text = globalThis.document?.getElementById(PUBLIC_REPORT_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = ZReportPageData.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

type TPageDataKind = "report" | "refusal";
type TPageDataOf<K extends TPageDataKind> = Extract<TReportPageData, Record<K, unknown>>;

/** `data` if it is of the kind asked for and for this code (as typed in the address). */
export function pageDataFor<K extends TPageDataKind>(
  data: TReportPageData | undefined,
  accessCode: string,
  kind: K,
): TPageDataOf<K> | undefined {
  if (!data || !(kind in data)) return undefined;
  const code = "report" in data ? data.report.accessCode : data.accessCode;
  // The server reads a code in upper case, however it was typed in the address.
  return code === accessCode.trim().toUpperCase() ? (data as TPageDataOf<K>) : undefined;
}

/**
 * The page's data, handed out once, to the first ask for its code and kind: a later visit to a report
 * in the same tab asks the server, so a link withdrawn meanwhile says so.
 */
export function oneVisitPageData(data: TReportPageData | undefined) {
  let left = data;
  return <K extends TPageDataKind>(accessCode: string, kind: K): TPageDataOf<K> | undefined => {
    const found = pageDataFor(left, accessCode, kind);
    if (found) left = undefined;
    return found;
  };
}

// Read as the page's code loads.
const takePageData = oneVisitPageData(readPageData());

// Back may show a copy of the page the browser kept (a no-cache page is reused without asking): its data
// is then as old as that copy, so the page checks it with the server before counting on it.
const restoredFromHistory =
  globalThis.document !== undefined &&
  (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.type ===
    "back_forward";

/**
 * The server's refusal of a code (no such report, a withdrawn or expired link, too many lookups) as the
 * report query's error, already settled: the server draws the page with it, and the page's code starts
 * from the same state, so a browser without scripts reads the reason and one with them hydrates it.
 */
export function settleRefusal(
  queryClient: QueryClient,
  accessCode: string,
  refusal: { status: number; message: string },
): void {
  queryClient
    .getQueryCache()
    .build(queryClient, { queryKey: publicReportQueryKey(accessCode) })
    .setState({
      status: "error",
      fetchStatus: "idle",
      error: new ApiError(refusal.status, refusal.message),
      errorUpdateCount: 1,
      errorUpdatedAt: Date.now(),
    });
}

export function usePublicReport(accessCode: string) {
  const queryClient = useQueryClient();
  // Before the query is first read, so the first render already shows the refusal the page came with.
  const [cameWithRefusal] = useState(() => {
    const refused = takePageData(accessCode, "refusal")?.refusal;
    if (refused) settleRefusal(queryClient, accessCode, refused);
    return refused !== undefined;
  });
  return useQuery({
    queryKey: publicReportQueryKey(accessCode),
    queryFn: (context) => getPublicReport(accessCode, context.signal),
    initialData: () => takePageData(accessCode, "report")?.report,
    // A refusal the page came with is the server's answer of the moment: not asked again as it is shown.
    // A later visit in the same tab asks, as a link may have been extended meanwhile.
    retryOnMount: !cameWithRefusal,
    initialDataUpdatedAt: restoredFromHistory ? 0 : undefined,
    // A report never changes once made: one on screen is not asked for again (coming back to the tab
    // must not swap it for an error), and a later visit asks after a minute, so a withdrawn link shows.
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // The server's refusals (not found, withdrawn, rate limited) will not change by asking again.
    retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
  });
}

/**
 * The server explains its refusals (not found, withdrawn, too many lookups); a failure on its side is
 * 'Error al buscar el reporte: {message}' (spec section 8); anything else (network, a malformed answer)
 * 'Error al cargar el reporte'.
 */
export function publicReportErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return REPORT_LOAD_ERROR_MESSAGE;
  return error.status >= 500 ? reportSearchErrorMessage(error.message) : error.message;
}
