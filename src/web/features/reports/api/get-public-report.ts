import { REPORT_LOAD_ERROR_MESSAGE, reportSearchErrorMessage } from "#domain/report/texts";
import { ApiError } from "#web/lib/api";

export const publicReportPath = (accessCode: string) =>
  `/api/public/reports/${encodeURIComponent(accessCode)}`;

/**
 * The server explains its refusals (not found, withdrawn, too many lookups); a failure on its side is
 * 'Error al buscar el reporte: {message}' (spec section 8); anything else (network, a malformed answer)
 * 'Error al cargar el reporte'.
 */
export function publicReportErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return REPORT_LOAD_ERROR_MESSAGE;
  return error.status >= 500 ? reportSearchErrorMessage(error.message) : error.message;
}
