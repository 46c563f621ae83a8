import { queryOptions, useQuery } from "@tanstack/react-query";
import { type TLot, ZLot } from "#domain/contract/lots";
import { ApiError, apiFetch } from "#web/lib/api";
import { lotsQueryOptions } from "./get-lots";

async function getLot(id: string, signal: AbortSignal): Promise<TLot> {
  const response = await apiFetch(`/api/lots/${encodeURIComponent(id)}`, { signal });
  return ZLot.parse(await response.json());
}

/** The server keeps a lot's progress in its database, so asking again is all following it takes. */
const POLL_MS = 2000;

/** A refusal (another organisation's lot, a lot that does not exist) will not change by asking again. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

export const lotQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...lotsQueryOptions.queryKey, id],
    queryFn: ({ signal }) => getLot(id, signal),
    // Through a restart (no answer, or a proxy's 502) the page keeps asking, at the same pace, showing the
    // last state it had; TanStack Query keeps `data` while a later try fails.
    refetchInterval: (query) =>
      query.state.data?.finished || isRefusal(query.state.error) ? false : POLL_MS,
    retry: (failures, error) => !isRefusal(error) && failures < 2,
    retryDelay: POLL_MS,
  });

export const useLot = (id: string) => useQuery(lotQueryOptions(id));
