import { desc, eq } from "drizzle-orm";
import { DELIVERIES_LISTED, type TDelivery } from "#domain/contract/webhooks";
import type { Database } from "#server/db/client";
import { webhookDeliveries } from "#server/db/schema";
import { type Actor, requireRole } from "../actor";
import { deliveryView, endpointOf } from "./webhook-view";

/** An endpoint's latest deliveries, newest first: what was sent, how often, and what came back. */
export async function listDeliveries(deps: { db: Database }, actor: Actor, id: string): Promise<TDelivery[]> {
  const { organisationId } = requireRole(actor, "manageWebhooks");
  await endpointOf(deps.db, organisationId, id);
  const rows = await deps.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERIES_LISTED);
  return rows.map(deliveryView);
}
