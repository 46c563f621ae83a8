import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type TCreatedWebhook, type TCreateWebhook, ZCreatedWebhook } from "#domain/contract/webhooks";
import { apiFetch } from "#web/lib/api";
import { webhooksQueryOptions } from "./get-webhooks";

export const CREATE_WEBHOOK_FAILED_MESSAGE = "No pudimos registrar la URL. Inténtalo de nuevo.";

/**
 * POST /api/organisation/webhooks: the endpoint, and its signing secret this once. The server refuses a
 * URL whose host resolves to a private address, in a Spanish message the form shows.
 */
async function createWebhook(input: TCreateWebhook): Promise<TCreatedWebhook> {
  const response = await apiFetch("/api/organisation/webhooks", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(input),
  });
  return ZCreatedWebhook.parse(await response.json());
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions.queryKey }),
  });
}
