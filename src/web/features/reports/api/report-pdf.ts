import { publicReportPath } from "./get-public-report";

// The server names each file after the plate and the report code.

/** The shared view as an A4 PDF, for whoever holds the link while it works. */
export const sharedReportPdfHref = (accessCode: string): string => `${publicReportPath(accessCode)}/pdf`;

/** The author's full report as an A4 PDF (their session), whatever became of the shared link. */
export const authorReportPdfHref = (reportId: string): string =>
  `/api/reports/${encodeURIComponent(reportId)}/pdf`;
