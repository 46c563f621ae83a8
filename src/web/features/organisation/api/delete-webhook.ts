import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#web/lib/api";
import { webhooksQueryOptions } from "./get-webhooks";

export const DELETE_WEBHOOK_FAILED_MESSAGE = "No pudimos eliminar el webhook. Inténtalo de nuevo.";

/** DELETE /api/organisation/webhooks/{id}: no event is sent to it any more. */
async function deleteWebhook(id: string): Promise<void> {
  await apiFetch(`/api/organisation/webhooks/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions.queryKey }),
  });
}
