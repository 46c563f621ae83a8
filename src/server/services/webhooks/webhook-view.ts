import { and, eq } from "drizzle-orm";
import { type TDelivery, type TWebhook, WEBHOOK_NOT_FOUND_MESSAGE } from "#domain/contract/webhooks";
import type { Database } from "#server/db/client";
import { type webhookDeliveries, webhookEndpoints } from "#server/db/schema";
import { AppError } from "#server/errors";

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * An endpoint as the dashboard lists it. The previous secret's end is told only while it is ahead of
 * `now`: after it, deliveries are signed with the current secret alone (deliver-webhook.ts), whatever
 * housekeeping has not cleared yet.
 */
export const webhookView = (row: EndpointRow, now = new Date()): TWebhook => ({
  id: row.id,
  url: row.url,
  createdAt: row.createdAt.toISOString(),
  disabledAt: row.disabledAt?.toISOString() ?? null,
  // Every disabling writes its reason since migration 0020, which named the earlier ones 'deleted'.
  disabledReason: row.disabledAt ? (row.disabledReason ?? "deleted") : null,
  previousSecretUntil:
    !row.disabledAt && row.previousSecretEncrypted && row.previousSecretUntil && row.previousSecretUntil > now
      ? row.previousSecretUntil.toISOString()
      : null,
});

export const deliveryView = (row: DeliveryRow): TDelivery => ({
  id: row.id,
  event: row.eventType,
  state: row.state,
  attempts: row.attempts,
  lastStatus: row.lastStatus,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

/** An endpoint of the organisation; another organisation's is as unknown as one that does not exist. */
export async function endpointOf(db: Database, organisationId: string, id: string): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organisationId, organisationId)));
  if (!row) throw new AppError("NOT_FOUND", WEBHOOK_NOT_FOUND_MESSAGE);
  return row;
}
