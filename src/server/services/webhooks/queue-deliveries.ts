import type { TWebhookEvent } from "#domain/contract/webhooks";
import { eventBody } from "#domain/webhooks/events";
import { webhookDeliveries } from "#server/db/schema";
import { WEBHOOK_JOB } from "#server/queue/job-types";
import type { WebhookDeps } from "./webhook-deps";

/** One event for one endpoint. */
export type NewDelivery = { endpointId: string; event: TWebhookEvent };

/**
 * Stores the deliveries, each with the exact body every try will send, and queues a job for each, named
 * by the delivery's id. An event an endpoint already has is skipped, so announcing it again sends
 * nothing twice. A job whose send fails is sent later by the sweep (resendStranded): the stored row is
 * the promise. Answers the ids of the deliveries stored now.
 */
export async function queueDeliveries(
  deps: Pick<WebhookDeps, "db" | "jobs" | "logger">,
  deliveries: readonly NewDelivery[],
): Promise<string[]> {
  if (deliveries.length === 0) return [];
  const stored = await deps.db
    .insert(webhookDeliveries)
    .values(
      deliveries.map(({ endpointId, event }) => ({
        endpointId,
        eventId: event.id,
        eventType: event.type,
        body: eventBody(event),
      })),
    )
    .onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.eventId] })
    .returning({ id: webhookDeliveries.id });
  const ids = stored.map((row) => row.id);
  await deps.jobs
    .sendMany(
      WEBHOOK_JOB,
      ids.map((deliveryId) => ({ payload: { deliveryId }, id: deliveryId })),
    )
    .catch((err) => deps.logger.warn({ err }, "webhook jobs not sent: the sweep sends them"));
  return ids;
}
