import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#web/lib/api";
import { apiKeysQueryOptions } from "./get-api-keys";

export const REVOKE_API_KEY_FAILED_MESSAGE = "No pudimos revocar la clave. Inténtalo de nuevo.";

/** DELETE /api/organisation/api-keys/{id}: the key is refused from the next request on, on every server. */
async function revokeApiKey(id: string): Promise<void> {
  await apiFetch(`/api/organisation/api-keys/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions.queryKey }),
  });
}
