import { useMutation } from "@tanstack/react-query";
import { type TAuthorReport, ZAuthorReport } from "#domain/contract/reports";
import { apiFetch } from "#web/lib/api";

/** Asks again, free, the sources the report could not check; answers the report updated in place. */
export async function retrySources(reportId: string): Promise<TAuthorReport> {
  const response = await apiFetch(`/api/reports/${encodeURIComponent(reportId)}/retry`, { method: "POST" });
  return ZAuthorReport.parse(await response.json());
}

export const useRetrySources = () => useMutation({ mutationFn: retrySources });
