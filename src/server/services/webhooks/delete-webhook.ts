import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { webhookEndpoints } from "#server/db/schema";
import { type Actor, requireRole } from "../actor";
import { endpointOf } from "./webhook-view";

/**
 * An administrador deletes an endpoint: from now on no event is sent to it, deliveries still retrying
 * included (deliver-webhook.ts), and it no longer counts toward the organisation's five. It stays listed,
 * disabled, with its log, until housekeeping removes it with the log's 30 days. Deleting it again is done.
 */
export async function deleteWebhook(deps: { db: Database }, actor: Actor, id: string): Promise<void> {
  const { organisationId } = requireRole(actor, "manageWebhooks");
  await endpointOf(deps.db, organisationId, id);
  await deps.db
    .update(webhookEndpoints)
    .set({ disabledAt: sql`now()`, disabledReason: "deleted" })
    .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.disabledAt)));
}
