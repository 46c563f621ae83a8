import { queryOptions, useQuery } from "@tanstack/react-query";
import { type TWebhook, ZWebhookList } from "#domain/contract/webhooks";
import { apiFetch } from "#web/lib/api";

/** GET /api/organisation/webhooks: the automotora's endpoints, oldest first. */
async function getWebhooks({ signal }: { signal: AbortSignal }): Promise<TWebhook[]> {
  const response = await apiFetch("/api/organisation/webhooks", { signal });
  return ZWebhookList.parse(await response.json()).webhooks;
}

export const webhooksQueryOptions = queryOptions({
  queryKey: ["organisation", "webhooks"],
  queryFn: getWebhooks,
});

export const useWebhooks = () => useQuery(webhooksQueryOptions);
