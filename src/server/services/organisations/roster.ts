import { and, asc, eq } from "drizzle-orm";
import { MEMBER_NOT_FOUND_MESSAGE } from "#domain/contract/organisations";
import {
  CONFIRM_EMAIL_FIRST_MESSAGE,
  lastAdminRefusal,
  type MemberChange,
} from "#domain/organisation/membership";
import { NOT_A_MEMBER_MESSAGE, ROLE_FORBIDDEN_MESSAGE, type Role } from "#domain/organisation/roles";
import type { Database } from "#server/db/client";
import { organisationMembers, users } from "#server/db/schema";
import { AppError } from "#server/errors";
import type { Actor, Membership } from "../actor";
import type { Tx } from "../credits/spend-credit";

/** The actor's membership, whatever their role; a person outside any organisation is refused. */
export function requireMember(actor: Actor): Membership {
  if (!actor.membership) throw new AppError("FORBIDDEN", NOT_A_MEMBER_MESSAGE);
  return actor.membership;
}

/**
 * Every member's role, oldest first, their rows locked until the transaction ends: two administradores
 * demoting or removing each other at once are taken one after the other, so the second sees the first's
 * change. Always locked in that order, so two changes to one roster queue rather than deadlock.
 */
export async function lockRoster(
  tx: Tx,
  organisationId: string,
): Promise<{ userId: string; role: Role; joinedAt: Date }[]> {
  return tx
    .select({
      userId: organisationMembers.userId,
      role: organisationMembers.role,
      joinedAt: organisationMembers.joinedAt,
    })
    .from(organisationMembers)
    .where(eq(organisationMembers.organisationId, organisationId))
    .orderBy(asc(organisationMembers.joinedAt), asc(organisationMembers.userId))
    .for("update");
}

/**
 * The actor as the locked roster has them: the request resolved their role when it began, and another
 * administrador may have changed it since.
 */
export function requireAdminIn(roster: { userId: string; role: Role }[], userId: string): void {
  const me = roster.find((member) => member.userId === userId);
  if (!me) throw new AppError("FORBIDDEN", NOT_A_MEMBER_MESSAGE);
  if (me.role !== "administrador") throw new AppError("FORBIDDEN", ROLE_FORBIDDEN_MESSAGE);
}

/**
 * An administrador's change to another member, checked under the locked roster: the actor is still an
 * administrador, the member is there, and the organisation keeps an administrador afterwards.
 */
export async function checkMemberChange(
  tx: Tx,
  actor: Actor,
  organisationId: string,
  userId: string,
  change: MemberChange,
): Promise<void> {
  const roster = await lockRoster(tx, organisationId);
  requireAdminIn(roster, actor.userId);
  const target = roster.find((member) => member.userId === userId);
  if (!target) throw new AppError("NOT_FOUND", MEMBER_NOT_FOUND_MESSAGE);
  const refusal = lastAdminRefusal(
    roster.map((member) => member.role),
    target.role,
    change,
  );
  if (refusal) throw new AppError("CONFLICT", refusal);
}

/** The signed-in person's address, which must be confirmed to create or join an organisation. */
export async function confirmedEmailOf(db: Database, userId: string): Promise<string> {
  const [user] = await db
    .select({ email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.emailVerified) throw new AppError("FORBIDDEN", CONFIRM_EMAIL_FIRST_MESSAGE);
  return user.email;
}

/**
 * The role the sender of an invitation holds in its organisation now; null when they are no longer in it
 * or their account is gone (`invited_by` set null). `lock` holds their membership until the transaction
 * ends, so they are not removed or demoted before what depends on it commits.
 */
export async function inviterRoleOf(
  db: Database | Tx,
  invite: { invitedBy: string | null; organisationId: string },
  { lock = false } = {},
): Promise<Role | null> {
  if (!invite.invitedBy) return null;
  const inviter = db
    .select({ role: organisationMembers.role })
    .from(organisationMembers)
    .where(
      and(
        eq(organisationMembers.userId, invite.invitedBy),
        eq(organisationMembers.organisationId, invite.organisationId),
      ),
    );
  const [row] = lock ? await inviter.for("share") : await inviter;
  return row?.role ?? null;
}
