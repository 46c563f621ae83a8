import { asc, eq } from "drizzle-orm";
import type { TWebhook } from "#domain/contract/webhooks";
import type { Database } from "#server/db/client";
import { webhookEndpoints } from "#server/db/schema";
import { type Actor, requireRole } from "../actor";
import { webhookView } from "./webhook-view";

/** The organisation's endpoints, oldest first; a deleted one stays listed while its log is kept. */
export async function listWebhooks(deps: { db: Database }, actor: Actor): Promise<TWebhook[]> {
  const { organisationId } = requireRole(actor, "manageWebhooks");
  const rows = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organisationId, organisationId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  const now = new Date();
  return rows.map((row) => webhookView(row, now));
}
