import { useQuery } from "@tanstack/react-query";
import { REPORT_LOAD_ERROR_MESSAGE } from "../../../../domain/report/texts";
import { ApiError, apiFetch } from "../../../lib/api";
import { type TPublicReport, ZPublicReport } from "./report-schemas";

export const publicReportPath = (accessCode: string) =>
  `/api/public/reports/${encodeURIComponent(accessCode)}`;

/** The A4 PDF of a shared report; the server names the file after the plate and the report code. */
export const reportPdfHref = (accessCode: string): string => `${publicReportPath(accessCode)}/pdf`;

export const publicReportQueryKey = (accessCode: string) => ["public-report", accessCode] as const;

/** Where a server-rendered report page carries its report (renderPublicReport), for the code to take up. */
export const PUBLIC_REPORT_DATA_ID = "public-report-data";

async function getPublicReport(accessCode: string, signal: AbortSignal): Promise<TPublicReport> {
  const response = await apiFetch(publicReportPath(accessCode), { signal });
  return ZPublicReport.parse(await response.json());
}

/**
 * The report the page arrived with, if it is this one: the code then draws it at once instead of asking
 * the server again. Anything unexpected in it means asking, as a page without it does.
 */
function reportInPage(accessCode: string): TPublicReport | undefined {
  const text = globalThis.document?.getElementById(PUBLIC_REPORT_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = ZPublicReport.safeParse(JSON.parse(text));
    return parsed.success && parsed.data.accessCode === accessCode ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function usePublicReport(accessCode: string) {
  return useQuery({
    queryKey: publicReportQueryKey(accessCode),
    queryFn: ({ signal }) => getPublicReport(accessCode, signal),
    initialData: () => reportInPage(accessCode),
    // A report never changes once made; whether its link still works is asked on each page load.
    staleTime: Number.POSITIVE_INFINITY,
    // The server's refusals (not found, withdrawn, rate limited) will not change by asking again.
    retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
  });
}

/** The server explains its refusals; anything else (network, a malformed answer) reads the same. */
export const publicReportErrorMessage = (error: unknown): string =>
  error instanceof ApiError ? error.message : REPORT_LOAD_ERROR_MESSAGE;
