import { eq } from "drizzle-orm";
import type { Role } from "#domain/organisation/roles";
import { displayName } from "#domain/profile";
import type { Database } from "#server/db/client";
import { creditAccounts, organisationMembers, organisations, users } from "#server/db/schema";
import { AppError } from "#server/errors";
import { trialsLeftOf } from "../credits/spend-credit";
import { heldBackTrials, type TrialGrantDeps } from "../credits/trial-grants";

export type Me = {
  user: { id: string; email: string; emailVerified: boolean; createdAt: string };
  profile: {
    firstName: string;
    lastName: string;
    fullName: string;
    phone: string | null;
    displayName: string;
  };
  /** The person's own balance. */
  credits: { trialsLeft: number; purchasedLeft: number };
  /**
   * When the free checks the day's ceiling holds back from this address come (the next day in Santiago);
   * null when none are held back. Meanwhile `trialsLeft` is 0, also for an unconfirmed address.
   */
  trialsArriveAt: string | null;
  /**
   * Their organisation, if they belong to one: its balance, their role, and whether their checks use it
   * (the dashboard's switch) instead of `credits`.
   */
  organisation: {
    id: string;
    displayName: string;
    role: Role;
    usesOrganisation: boolean;
    purchasedLeft: number;
  } | null;
};

/**
 * The person, their balance and their automotora. With `trials`, free checks owed from an earlier day
 * arrive first (trial-grants.ts), and those the day's ceiling holds back say when they come.
 */
export async function getMe(deps: { db: Database; trials?: TrialGrantDeps }, userId: string): Promise<Me> {
  const { db } = deps;
  const arriveAt = deps.trials ? await heldBackTrials(deps.trials, userId) : null;
  const [row] = await db
    .select({ user: users, credits: creditAccounts, trialsLeft: trialsLeftOf })
    .from(users)
    .innerJoin(creditAccounts, eq(creditAccounts.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError("UNAUTHENTICATED", "No hay sesión activa");
  const { user, credits, trialsLeft } = row;
  const organisation = await organisationOf(db, userId);
  return {
    user: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt.toISOString(),
    },
    profile: {
      firstName: user.firstName,
      lastName: user.lastName,
      fullName: user.name,
      // better-auth stores a cleared optional field as an empty string: no phone either way.
      phone: user.phone || null,
      displayName: displayName(user.firstName, user.email),
    },
    credits: { trialsLeft: arriveAt ? 0 : trialsLeft, purchasedLeft: credits.purchasedLeft },
    trialsArriveAt: arriveAt?.toISOString() ?? null,
    organisation,
  };
}

async function organisationOf(db: Database, userId: string): Promise<Me["organisation"]> {
  const [row] = await db
    .select({
      id: organisations.id,
      displayName: organisations.displayName,
      role: organisationMembers.role,
      usesOrganisation: organisationMembers.usesOrganisation,
      purchasedLeft: creditAccounts.purchasedLeft,
    })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .innerJoin(creditAccounts, eq(creditAccounts.organisationId, organisations.id))
    .where(eq(organisationMembers.userId, userId));
  return row ?? null;
}
