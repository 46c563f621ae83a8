import { and, eq } from "drizzle-orm";
import { MEMBER_NOT_FOUND_MESSAGE } from "#domain/contract/organisations";
import { lastAdminRefusal, USE_LEAVE_MESSAGE } from "#domain/organisation/membership";
import type { Database } from "#server/db/client";
import { organisationMembers } from "#server/db/schema";
import { AppError } from "#server/errors";
import { type Actor, requireRole } from "../actor";
import { lockRoster, requireAdminIn } from "./roster";

/**
 * An administrador removes another member. It takes effect on the member's next request, whatever page
 * they have open: the actor is read afresh on every request (require-session.ts). The reports they made
 * for the organisation stay the organisation's.
 */
export async function removeMember(deps: { db: Database }, actor: Actor, userId: string): Promise<void> {
  const { organisationId } = requireRole(actor, "removeMember");
  if (userId === actor.userId) throw new AppError("BAD_REQUEST", USE_LEAVE_MESSAGE);
  await deps.db.transaction(async (tx) => {
    const roster = await lockRoster(tx, organisationId);
    requireAdminIn(roster, actor.userId);
    const target = roster.find((member) => member.userId === userId);
    if (!target) throw new AppError("NOT_FOUND", MEMBER_NOT_FOUND_MESSAGE);
    const refusal = lastAdminRefusal(
      roster.map((member) => member.role),
      target.role,
      { kind: "remove" },
    );
    if (refusal) throw new AppError("CONFLICT", refusal);
    await tx
      .delete(organisationMembers)
      .where(
        and(eq(organisationMembers.userId, userId), eq(organisationMembers.organisationId, organisationId)),
      );
  });
}
