import { and, eq } from "drizzle-orm";
import { MEMBER_NOT_FOUND_MESSAGE, type TMember } from "#domain/contract/organisations";
import type { Role } from "#domain/organisation/roles";
import type { Database } from "#server/db/client";
import { organisationMembers, users } from "#server/db/schema";
import { AppError } from "#server/errors";
import { type Actor, requireRole } from "../actor";
import { endAdministration } from "./end-administration";
import { memberName } from "./organisation-view";
import { checkMemberChange } from "./roster";

/**
 * An administrador gives a member (themselves included) another role; the organisation always keeps one
 * administrador. Like a removal, it holds from the member's next request on. A vendedor holds nothing an
 * administrador set up: made one, their pending invitations, API keys and webhooks end in the same
 * transaction (decision 092), whatever role they had, so a demotion made before that rule ends too.
 */
export async function changeRole(
  deps: { db: Database },
  actor: Actor,
  userId: string,
  role: Role,
): Promise<TMember> {
  const { organisationId } = requireRole(actor, "changeRole");
  await deps.db.transaction(async (tx) => {
    await checkMemberChange(tx, actor, organisationId, userId, { kind: "changeRole", role });
    await tx
      .update(organisationMembers)
      .set({ role })
      .where(
        and(eq(organisationMembers.userId, userId), eq(organisationMembers.organisationId, organisationId)),
      );
    if (role !== "administrador") await endAdministration(tx, userId, organisationId);
  });
  const [member] = await deps.db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: organisationMembers.role,
      joinedAt: organisationMembers.joinedAt,
    })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(
      and(eq(organisationMembers.userId, userId), eq(organisationMembers.organisationId, organisationId)),
    );
  if (!member) throw new AppError("NOT_FOUND", MEMBER_NOT_FOUND_MESSAGE);
  return {
    userId,
    name: memberName(member.firstName, member.lastName),
    email: member.email,
    role: member.role,
    joinedAt: member.joinedAt.toISOString(),
    isMe: userId === actor.userId,
  };
}
