import { queryOptions, useQuery } from "@tanstack/react-query";
import { type TApiKey, ZApiKeyList } from "#domain/contract/api-keys";
import { apiFetch } from "#web/lib/api";

/** GET /api/organisation/api-keys: the automotora's keys, newest first, revoked ones included. */
async function getApiKeys({ signal }: { signal: AbortSignal }): Promise<TApiKey[]> {
  const response = await apiFetch("/api/organisation/api-keys", { signal });
  return ZApiKeyList.parse(await response.json()).keys;
}

export const apiKeysQueryOptions = queryOptions({
  queryKey: ["organisation", "api-keys"],
  queryFn: getApiKeys,
});

export const useApiKeys = () => useQuery(apiKeysQueryOptions);
