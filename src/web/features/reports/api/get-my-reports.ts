import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch } from "../../../lib/api";

const ZReportSummary = z.object({
  id: z.string(),
  plate: z.string(),
  accessCode: z.string(),
  reportCode: z.string(),
  sharePath: z.string(),
  score: z.number(),
  headline: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().nullable(),
  isDemo: z.boolean(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  shareExpiresAt: z.string(),
});
export type TReportSummary = z.output<typeof ZReportSummary>;

const ZMyReports = z.object({
  reports: z.array(ZReportSummary),
  stats: z.object({
    total: z.number(),
    averageScore: z.number(),
    highCount: z.number(),
    thisMonth: z.number(),
  }),
});
export type TMyReports = z.output<typeof ZMyReports>;

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
