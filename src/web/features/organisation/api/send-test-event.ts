import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type TTestDelivery, ZTestDelivery } from "#domain/contract/webhooks";
import { apiFetch } from "#web/lib/api";
import { deliveriesQueryOptions } from "./get-deliveries";

export const TEST_EVENT_FAILED_MESSAGE = "No pudimos enviar el evento de prueba. Inténtalo de nuevo.";

/** POST /api/organisation/webhooks/{id}/test: a test event is queued, to follow in the endpoint's log. */
async function sendTestEvent(webhookId: string): Promise<TTestDelivery> {
  const response = await apiFetch(`/api/organisation/webhooks/${encodeURIComponent(webhookId)}/test`, {
    method: "POST",
  });
  return ZTestDelivery.parse(await response.json());
}

export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestEvent,
    onSuccess: (_, webhookId) =>
      queryClient.invalidateQueries({ queryKey: deliveriesQueryOptions(webhookId).queryKey }),
  });
}
