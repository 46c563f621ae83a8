import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type TCreateApiKey, type TCreatedApiKey, ZCreatedApiKey } from "#domain/contract/api-keys";
import { apiFetch } from "#web/lib/api";
import { apiKeysQueryOptions } from "./get-api-keys";

export const CREATE_API_KEY_FAILED_MESSAGE = "No pudimos crear la clave. Inténtalo de nuevo.";

/** POST /api/organisation/api-keys: the key listed, and its secret, which the server never shows again. */
async function createApiKey(input: TCreateApiKey): Promise<TCreatedApiKey> {
  const response = await apiFetch("/api/organisation/api-keys", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(input),
  });
  return ZCreatedApiKey.parse(await response.json());
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions.queryKey }),
  });
}
