import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
} from "@tanstack/react-query";
import { type TMyReports, type TReportSummary, ZMyReports } from "#domain/contract/reports";
import type { ReportBadge } from "#domain/report/texts";
import { apiFetch } from "#web/lib/api";

/** The filter and search of 'Mis reportes', asked of the server: a partial list filtered here would lie. */
export type MyReportsFilter = { score?: ReportBadge; q?: string };

/** Every page of every filter of the list: what a change to a report makes stale. */
export const myReportsKey = ["reports"] as const;

async function getMyReportsPage(
  filter: MyReportsFilter,
  cursor: string | null,
  signal: AbortSignal,
): Promise<TMyReports> {
  const params = new URLSearchParams();
  if (filter.score) params.set("score", filter.score);
  if (filter.q) params.set("q", filter.q);
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  const response = await apiFetch(`/api/reports${query ? `?${query}` : ""}`, { signal });
  return ZMyReports.parse(await response.json());
}

export const myReportsQueryOptions = (filter: MyReportsFilter) =>
  infiniteQueryOptions({
    queryKey: [...myReportsKey, filter],
    queryFn: ({ pageParam, signal }) => getMyReportsPage(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Another filter keeps the cards on screen until its first page comes, instead of the skeleton.
    placeholderData: keepPreviousData,
  });

export const useMyReports = (filter: MyReportsFilter) => useInfiniteQuery(myReportsQueryOptions(filter));

/** Shows a change the author made to one report's link at once, before the list is asked for again. */
export function patchMyReport(queryClient: QueryClient, id: string, patch: Partial<TReportSummary>) {
  queryClient.setQueriesData<InfiniteData<TMyReports>>(
    { queryKey: myReportsKey },
    (list) =>
      list && {
        ...list,
        pages: list.pages.map((page) => ({
          ...page,
          reports: page.reports.map((r) => (r.id === id ? { ...r, ...patch } : r)),
        })),
      },
  );
}
