import { useMutation } from "@tanstack/react-query";
import { type TAuthorReport, ZAuthorReport } from "#domain/contract/reports";
import { apiFetch, errorMessageOf } from "#web/lib/api";

export const RETRY_FAILED_MESSAGE =
  "No se pudieron consultar las fuentes pendientes. Inténtalo de nuevo en unos minutos.";

/** Asks again, free, the sources the report could not check; answers the report updated in place. */
export async function retrySources(reportId: string): Promise<TAuthorReport> {
  const response = await apiFetch(`/api/reports/${encodeURIComponent(reportId)}/retry`, { method: "POST" });
  return ZAuthorReport.parse(await response.json());
}

/**
 * The server's own Spanish reason (the 24 hours past, a limit reached), else ours: a dropped connection
 * ('Failed to fetch') or an answer that does not parse (zod's English) never reaches the screen.
 */
export const retrySourcesErrorMessage = (error: unknown): string =>
  errorMessageOf(error, RETRY_FAILED_MESSAGE);

export const useRetrySources = () => useMutation({ mutationFn: retrySources });
