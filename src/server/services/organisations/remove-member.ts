import { and, eq } from "drizzle-orm";
import { USE_LEAVE_MESSAGE } from "#domain/organisation/membership";
import type { Database } from "#server/db/client";
import { organisationMembers } from "#server/db/schema";
import { AppError } from "#server/errors";
import { type Actor, requireRole } from "../actor";
import { revokeKeysOf } from "../api/revoke-api-key";
import { checkMemberChange } from "./roster";

/**
 * An administrador removes another member. It takes effect on the member's next request, whatever page
 * they have open: the actor is read afresh on every request (require-session.ts). The reports they made
 * for the organisation stay the organisation's; the API keys they created stop working (decision 082).
 */
export async function removeMember(deps: { db: Database }, actor: Actor, userId: string): Promise<void> {
  const { organisationId } = requireRole(actor, "removeMember");
  if (userId === actor.userId) throw new AppError("BAD_REQUEST", USE_LEAVE_MESSAGE);
  await deps.db.transaction(async (tx) => {
    await checkMemberChange(tx, actor, organisationId, userId, { kind: "remove" });
    await tx
      .delete(organisationMembers)
      .where(
        and(eq(organisationMembers.userId, userId), eq(organisationMembers.organisationId, organisationId)),
      );
    await revokeKeysOf(tx, userId);
  });
}
