import { and, eq, isNull, sql } from "drizzle-orm";
import { webhookEndpoints } from "#server/db/schema";
import type { Tx } from "../credits/spend-credit";

/**
 * The webhooks an administrador registered stop when they are removed, demoted or leave (decision 092):
 * their URL may be a receiver of their own, and the organisation's events are no longer theirs to hear.
 * They stay listed, disabled with the reason, for the administradores who remain.
 */
export async function disableWebhooksOf(tx: Tx, userId: string, organisationId: string): Promise<void> {
  await tx
    .update(webhookEndpoints)
    .set({ disabledAt: sql`now()`, disabledReason: "creator_left" })
    .where(
      and(
        eq(webhookEndpoints.createdBy, userId),
        eq(webhookEndpoints.organisationId, organisationId),
        isNull(webhookEndpoints.disabledAt),
      ),
    );
}
