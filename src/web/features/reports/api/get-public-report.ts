import { useQuery } from "@tanstack/react-query";
import { REPORT_LOAD_ERROR_MESSAGE } from "../../../../domain/report/texts";
import { ApiError, apiFetch } from "../../../lib/api";
import { type TPublicReport, ZPublicReport } from "./report-schemas";

export const publicReportPath = (accessCode: string) =>
  `/api/public/reports/${encodeURIComponent(accessCode)}`;

/** The A4 PDF of a shared report; the server names the file after the plate and the report code. */
export const reportPdfHref = (accessCode: string): string => `${publicReportPath(accessCode)}/pdf`;

async function getPublicReport(accessCode: string, signal: AbortSignal): Promise<TPublicReport> {
  const response = await apiFetch(publicReportPath(accessCode), { signal });
  return ZPublicReport.parse(await response.json());
}

export function usePublicReport(accessCode: string) {
  return useQuery({
    queryKey: ["public-report", accessCode],
    queryFn: ({ signal }) => getPublicReport(accessCode, signal),
    // The server's refusals (not found, withdrawn, rate limited) will not change by asking again.
    retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
  });
}

/** The server explains its refusals; anything else (network, a malformed answer) reads the same. */
export const publicReportErrorMessage = (error: unknown): string =>
  error instanceof ApiError ? error.message : REPORT_LOAD_ERROR_MESSAGE;
