import { and, eq, sql } from "drizzle-orm";
import { INVITE_NOT_FOUND_MESSAGE } from "#domain/contract/organisations";
import type { Database } from "#server/db/client";
import { organisationInvites } from "#server/db/schema";
import { AppError } from "#server/errors";
import { type Actor, requireRole } from "../actor";
import { pendingInvite } from "./organisation-view";

/** An administrador withdraws a pending invitation of their organisation: its link stops working. */
export async function revokeInvite(deps: { db: Database }, actor: Actor, inviteId: string): Promise<void> {
  const { organisationId } = requireRole(actor, "invite");
  const [revoked] = await deps.db
    .update(organisationInvites)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(organisationInvites.id, inviteId),
        eq(organisationInvites.organisationId, organisationId),
        pendingInvite(),
      ),
    )
    .returning({ id: organisationInvites.id });
  if (!revoked) throw new AppError("NOT_FOUND", INVITE_NOT_FOUND_MESSAGE);
}
