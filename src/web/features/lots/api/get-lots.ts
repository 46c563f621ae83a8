import { queryOptions, useQuery } from "@tanstack/react-query";
import { type TLotSummary, ZLotList } from "#domain/contract/lots";
import { apiFetch } from "#web/lib/api";

async function getLots({ signal }: { signal: AbortSignal }): Promise<TLotSummary[]> {
  const response = await apiFetch("/api/lots", { signal });
  return ZLotList.parse(await response.json()).lots;
}

/** While a lot of the list runs, its progress is asked again at this pace. */
const RUNNING_POLL_MS = 5000;

/** The organisation's lots, newest first. */
export const lotsQueryOptions = queryOptions({
  queryKey: ["lots"],
  queryFn: getLots,
  refetchInterval: (query) => (query.state.data?.some((lot) => !lot.finished) ? RUNNING_POLL_MS : false),
});

export const useLots = () => useQuery(lotsQueryOptions);
