import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { type TMyReports, type TReportSummary, ZMyReports } from "#domain/contract/reports";
import { apiFetch } from "#web/lib/api";

async function getMyReports({ signal }: { signal: AbortSignal }): Promise<TMyReports> {
  const response = await apiFetch("/api/reports", { signal });
  return ZMyReports.parse(await response.json());
}

export const myReportsQueryOptions = queryOptions({ queryKey: ["reports"], queryFn: getMyReports });

export const useMyReports = () => useQuery(myReportsQueryOptions);

/** Shows a change the author made to one report's link at once, before the list is asked for again. */
export function patchMyReport(queryClient: QueryClient, id: string, patch: Partial<TReportSummary>) {
  queryClient.setQueryData(
    myReportsQueryOptions.queryKey,
    (list) => list && { ...list, reports: list.reports.map((r) => (r.id === id ? { ...r, ...patch } : r)) },
  );
}
