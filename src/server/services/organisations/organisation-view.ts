import { and, asc, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { TMember, TMyOrganisation, TPendingInvite } from "#domain/contract/organisations";
import { NOT_A_MEMBER_MESSAGE } from "#domain/organisation/roles";
import { formatRut } from "#domain/rut";
import type { Database } from "#server/db/client";
import {
  creditAccounts,
  organisationInvites,
  organisationMembers,
  organisations,
  users,
} from "#server/db/schema";
import { AppError } from "#server/errors";
import type { Actor } from "../actor";
import type { Tx } from "../credits/spend-credit";

/** An invitation that can still be accepted. */
export const pendingInvite = () =>
  and(
    isNull(organisationInvites.acceptedAt),
    isNull(organisationInvites.revokedAt),
    gt(organisationInvites.expiresAt, sql`now()`),
  );

/** How members read each other: the name they signed up with. */
export const memberName = (firstName: string, lastName: string): string => `${firstName} ${lastName}`.trim();

export const inviteView = (row: {
  id: string;
  email: string;
  role: TPendingInvite["role"];
  expiresAt: Date;
}): TPendingInvite => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expiresAt: row.expiresAt.toISOString(),
});

/**
 * The organisation `userId` belongs to, as they see it now, read afresh rather than from the request's
 * actor: after creating, joining or changing it, the answer shows the change. Null for a non-member.
 */
export async function organisationView(db: Database | Tx, userId: string): Promise<TMyOrganisation | null> {
  const [me] = await db
    .select({
      organisationId: organisationMembers.organisationId,
      role: organisationMembers.role,
      usesOrganisation: organisationMembers.usesOrganisation,
    })
    .from(organisationMembers)
    .where(eq(organisationMembers.userId, userId));
  if (!me) return null;
  const [organisation, account, members, invites] = await Promise.all([
    db.select().from(organisations).where(eq(organisations.id, me.organisationId)),
    db
      .select({ purchasedLeft: creditAccounts.purchasedLeft })
      .from(creditAccounts)
      .where(eq(creditAccounts.organisationId, me.organisationId)),
    db
      .select({
        userId: organisationMembers.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: organisationMembers.role,
        joinedAt: organisationMembers.joinedAt,
      })
      .from(organisationMembers)
      .innerJoin(users, eq(users.id, organisationMembers.userId))
      .where(eq(organisationMembers.organisationId, me.organisationId))
      .orderBy(asc(organisationMembers.joinedAt), asc(organisationMembers.userId)),
    // Who was invited is the administradores' business, as inviting is.
    me.role === "administrador"
      ? db
          .select({
            id: organisationInvites.id,
            email: organisationInvites.email,
            role: organisationInvites.role,
            expiresAt: organisationInvites.expiresAt,
          })
          .from(organisationInvites)
          .where(and(eq(organisationInvites.organisationId, me.organisationId), pendingInvite()))
          .orderBy(desc(organisationInvites.createdAt), desc(organisationInvites.id))
      : Promise.resolve([]),
  ]);
  const [org] = organisation;
  if (!org) return null;
  return {
    id: org.id,
    legalName: org.legalName,
    rut: formatRut(org.rut) ?? org.rut,
    businessActivity: org.businessActivity,
    address: org.address,
    comuna: org.comuna,
    billingEmail: org.billingEmail,
    displayName: org.displayName,
    role: me.role,
    usesOrganisation: me.usesOrganisation,
    purchasedLeft: account[0]?.purchasedLeft ?? 0,
    members: members.map(
      (m): TMember => ({
        userId: m.userId,
        name: memberName(m.firstName, m.lastName),
        email: m.email,
        role: m.role,
        joinedAt: m.joinedAt.toISOString(),
        isMe: m.userId === userId,
      }),
    ),
    invites: invites.map(inviteView),
  };
}

/** GET /api/organisation: a person outside any organisation has none to see. */
export async function getMyOrganisation(deps: { db: Database }, actor: Actor): Promise<TMyOrganisation> {
  const view = await organisationView(deps.db, actor.userId);
  if (!view) throw new AppError("NOT_FOUND", NOT_A_MEMBER_MESSAGE);
  return view;
}
