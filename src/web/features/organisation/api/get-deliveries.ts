import { queryOptions, useQuery } from "@tanstack/react-query";
import { type TDelivery, ZDeliveryList } from "#domain/contract/webhooks";
import { apiFetch } from "#web/lib/api";

/** While a delivery is still being tried, its log is read again this often. */
const PENDING_REFRESH_MS = 3000;

/** GET /api/organisation/webhooks/{id}/deliveries: the latest deliveries to one endpoint, newest first. */
async function getDeliveries(webhookId: string, signal: AbortSignal): Promise<TDelivery[]> {
  const response = await apiFetch(`/api/organisation/webhooks/${encodeURIComponent(webhookId)}/deliveries`, {
    signal,
  });
  return ZDeliveryList.parse(await response.json()).deliveries;
}

export const deliveriesQueryOptions = (webhookId: string) =>
  queryOptions({
    queryKey: ["organisation", "webhooks", webhookId, "deliveries"],
    queryFn: ({ signal }) => getDeliveries(webhookId, signal),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.state === "pending") ? PENDING_REFRESH_MS : false,
  });

export const useDeliveries = (webhookId: string) => useQuery(deliveriesQueryOptions(webhookId));
