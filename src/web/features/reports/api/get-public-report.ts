import { useQuery } from "@tanstack/react-query";
import { REPORT_LOAD_ERROR_MESSAGE } from "../../../../domain/report/texts";
import { ApiError, apiFetch } from "../../../lib/api";
import { type TPublicReport, type TReportPageData, ZPublicReport, ZReportPageData } from "./report-schemas";

export const publicReportPath = (accessCode: string) =>
  `/api/public/reports/${encodeURIComponent(accessCode)}`;

/** The A4 PDF of a shared report; the server names the file after the plate and the report code. */
export const reportPdfHref = (accessCode: string): string => `${publicReportPath(accessCode)}/pdf`;

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

// Read once, as the page's code loads, and used once: a later visit to a report in the same tab asks the
// server, so a link withdrawn meanwhile says so.
let pageData = readPageData();

type TPageDataOf<K extends "report" | "refusal"> = Extract<TReportPageData, Record<K, unknown>>;

/** `data` if it is of the kind asked for and for this code (as typed in the address). */
export function pageDataFor<K extends "report" | "refusal">(
  data: TReportPageData | undefined,
  accessCode: string,
  kind: K,
): TPageDataOf<K> | undefined {
  if (!data || !(kind in data)) return undefined;
  const code = "report" in data ? data.report.accessCode : data.accessCode;
  // The server reads a code in upper case, however it was typed in the address.
  return code === accessCode.trim().toUpperCase() ? (data as TPageDataOf<K>) : undefined;
}

/** The page's data for this code and kind, taken, so it serves one visit. */
function takePageData<K extends "report" | "refusal">(accessCode: string, kind: K) {
  const data = pageDataFor(pageData, accessCode, kind);
  if (data) pageData = undefined;
  return data;
}

export function usePublicReport(accessCode: string) {
  return useQuery({
    queryKey: publicReportQueryKey(accessCode),
    queryFn: ({ signal }) => {
      const refused = takePageData(accessCode, "refusal")?.refusal;
      if (refused) throw new ApiError(refused.status, refused.message);
      return getPublicReport(accessCode, signal);
    },
    initialData: () => takePageData(accessCode, "report")?.report,
    // The report the page arrived with, or the one just fetched, is not asked for again for a minute; a
    // report never changes, and a link withdrawn meanwhile shows on the next visit after that.
    staleTime: 60_000,
    // The server's refusals (not found, withdrawn, rate limited) will not change by asking again.
    retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
  });
}

/** The server explains its refusals; anything else (network, a malformed answer) reads the same. */
export const publicReportErrorMessage = (error: unknown): string =>
  error instanceof ApiError ? error.message : REPORT_LOAD_ERROR_MESSAGE;
