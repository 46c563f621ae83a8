import { eq } from "drizzle-orm";
import {
  may,
  NOT_A_MEMBER_MESSAGE,
  type OrganisationAction,
  ROLE_FORBIDDEN_MESSAGE,
  type Role,
} from "#domain/organisation/roles";
import type { Database } from "#server/db/client";
import { organisationMembers, organisations } from "#server/db/schema";
import { AppError } from "#server/errors";

/** A person's place in an organisation, as every request reads it afresh: a removed member has none. */
export type Membership = {
  organisationId: string;
  role: Role;
  displayName: string;
  /** The dashboard's switch: checks use the organisation's balance. */
  usesOrganisation: boolean;
};

/** The credit account a request spends from and whose reports it lists (decision 075). */
export type AccountRef =
  | { kind: "person"; id: string }
  | { kind: "organisation"; id: string; organisationId: string; displayName: string };

/**
 * Who a request acts as: a person, or a person within an organisation. Resolved once per request by the
 * session middleware; services take it instead of a bare user id.
 */
export type Actor = {
  userId: string;
  membership: Membership | null;
  account: AccountRef;
  /**
   * The API key the request came with (decision 082): it acts for the organisation alone, as the
   * administrador who created it, and sees the organisation's reports, never that person's own.
   */
  apiKeyId?: string;
};

/** The account of an organisation has the organisation's id (schema.ts, creditAccounts). */
export const organisationAccount = (m: Pick<Membership, "organisationId" | "displayName">): AccountRef => ({
  kind: "organisation",
  id: m.organisationId,
  organisationId: m.organisationId,
  displayName: m.displayName,
});

/** A person acting on their own account: its id is theirs. */
export const personalActor = (userId: string): Actor => ({
  userId,
  membership: null,
  account: { kind: "person", id: userId },
});

export async function resolveActor(db: Database, userId: string): Promise<Actor> {
  const [row] = await db
    .select({
      organisationId: organisationMembers.organisationId,
      role: organisationMembers.role,
      usesOrganisation: organisationMembers.usesOrganisation,
      displayName: organisations.displayName,
    })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(organisationMembers.userId, userId));
  if (!row) return personalActor(userId);
  return {
    userId,
    membership: row,
    account: row.usesOrganisation ? organisationAccount(row) : { kind: "person", id: userId },
  };
}

/** The actor's membership, if its role allows `action`; otherwise the Spanish 403. */
export function requireRole(actor: Actor, action: OrganisationAction): Membership {
  if (!actor.membership) throw new AppError("FORBIDDEN", NOT_A_MEMBER_MESSAGE);
  if (!may(actor.membership.role, action)) throw new AppError("FORBIDDEN", ROLE_FORBIDDEN_MESSAGE);
  return actor.membership;
}
