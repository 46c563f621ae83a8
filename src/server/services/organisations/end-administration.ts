import { and, eq, sql } from "drizzle-orm";
import { organisationInvites } from "#server/db/schema";
import { revokeKeysOf } from "../api/revoke-api-key";
import type { Tx } from "../credits/spend-credit";
import { disableWebhooksOf } from "../webhooks/disable-webhooks-of";
import { pendingInvite } from "./organisation-view";

/**
 * What an administrador set up ends with their being one (decision 092): removed, demoted to vendedor,
 * leaving, or deleting their account. In the caller's transaction, so no request sees them gone and
 * their setup still working. Their pending invitations are withdrawn (acceptance checks the inviter
 * again, accept-invite.ts), their API keys revoked (a key acts as its creator, decision 082) and their
 * webhooks disabled (their URL may be a receiver of their own). `organisationId` is null for an account
 * deleted outside any organisation: it has no webhooks of one to stop.
 */
export async function endAdministration(
  tx: Tx,
  userId: string,
  organisationId: string | null,
): Promise<void> {
  await revokeInvitesOf(tx, userId);
  await revokeKeysOf(tx, userId);
  if (organisationId) await disableWebhooksOf(tx, userId, organisationId);
}

/** Every pending invitation `userId` sent: a person is in one organisation at a time, so theirs are its. */
async function revokeInvitesOf(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(organisationInvites)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(organisationInvites.invitedBy, userId), pendingInvite()));
}
