import { and, eq } from "drizzle-orm";
import { USE_LEAVE_MESSAGE } from "#domain/organisation/membership";
import type { Database } from "#server/db/client";
import { organisationMembers } from "#server/db/schema";
import { AppError } from "#server/errors";
import { type Actor, requireRole } from "../actor";
import { endAdministration } from "./end-administration";
import { checkMemberChange } from "./roster";

/**
 * An administrador removes another member. It takes effect on the member's next request, whatever page
 * they have open: the actor is read afresh on every request (require-session.ts). The reports they made
 * for the organisation stay the organisation's; what they set up as an administrador ends with the
 * removal: their pending invitations, API keys and webhooks (decision 092).
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
    await endAdministration(tx, userId, organisationId);
  });
}
