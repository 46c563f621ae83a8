import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type TRotatedWebhook, ZRotatedWebhook } from "#domain/contract/webhooks";
import { apiFetch } from "#web/lib/api";
import { webhooksQueryOptions } from "./get-webhooks";

export const ROTATE_WEBHOOK_FAILED_MESSAGE = "No pudimos rotar el secreto. Inténtalo de nuevo.";

/**
 * POST /api/organisation/webhooks/{id}/rotate-secret: the new signing secret this once, and until when the
 * one it replaces still signs (decision 095).
 */
async function rotateWebhookSecret(id: string): Promise<TRotatedWebhook> {
  const response = await apiFetch(`/api/organisation/webhooks/${encodeURIComponent(id)}/rotate-secret`, {
    method: "POST",
  });
  return ZRotatedWebhook.parse(await response.json());
}

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions.queryKey }),
  });
}
