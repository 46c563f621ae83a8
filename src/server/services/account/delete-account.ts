import { and, asc, eq, isNull, ne, or } from "drizzle-orm";
import type { Database } from "#server/db/client";
import {
  contactMessages,
  organisationMembers,
  trialGrants,
  users,
  vehicleReports,
  verifications,
} from "#server/db/schema";
import { revokeKeysOf } from "../api/revoke-api-key";
import type { Tx } from "../credits/spend-credit";

/**
 * Removes the user's personal data everywhere. Their personal reports (their shared links die with them)
 * are deleted here; sessions, credentials, credits, consents, a membership and their personal-security
 * requests go with the user row
 * through ON DELETE CASCADE; pending reset tokens are keyed by token, and contact messages by the
 * account that sent them or its confirmed e-mail, so they are removed by value. What stays: payments, as accounting records without the person (the user
 * column is set null), and the keyed hash of the e-mail in trial_grants (`trialKeyOf`), so signing up
 * again brings no new trials; confirmed accounts older than that table get theirs written here.
 */
export async function deleteAccount(
  deps: { db: Database; trialKeyOf: (email: string) => string },
  userId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return;
    // Only a confirmed address can have had trials: an unconfirmed sign-up with somebody else's address
    // must not use up that person's.
    if (user.emailVerified) {
      await tx
        .insert(trialGrants)
        .values({ trialKey: deps.trialKeyOf(user.email) })
        .onConflictDoNothing();
    }
    await tx.delete(verifications).where(eq(verifications.value, userId));
    // What the account sent, and what came under its address once that address was proven its own:
    // anybody may sign up with somebody else's.
    const sent = eq(contactMessages.userId, userId);
    await tx
      .delete(contactMessages)
      .where(user.emailVerified ? or(sent, eq(contactMessages.email, user.email)) : sent);
    await handOverOrganisation(tx, userId);
    // A key acts as its creator (decision 082); the row stays listed for the organisation, revoked.
    await revokeKeysOf(tx, userId);
    // The reports made for an organisation stay its own, without their author (the column is set null).
    await tx
      .delete(vehicleReports)
      .where(and(eq(vehicleReports.userId, userId), isNull(vehicleReports.organisationId)));
    await tx.delete(users).where(eq(users.id, userId));
  });
}

/**
 * Deleting an account is a right the organisation cannot hold back: when its last administrador goes,
 * the member who joined first after them becomes administrador, so the team keeps someone to run it.
 */
async function handOverOrganisation(tx: Tx, userId: string): Promise<void> {
  const [me] = await tx
    .select({ organisationId: organisationMembers.organisationId, role: organisationMembers.role })
    .from(organisationMembers)
    .where(eq(organisationMembers.userId, userId));
  if (me?.role !== "administrador") return;
  const others = await tx
    .select({ userId: organisationMembers.userId, role: organisationMembers.role })
    .from(organisationMembers)
    .where(
      and(eq(organisationMembers.organisationId, me.organisationId), ne(organisationMembers.userId, userId)),
    )
    .orderBy(asc(organisationMembers.joinedAt))
    .for("update");
  const [heir] = others;
  if (!heir || others.some((member) => member.role === "administrador")) return;
  await tx
    .update(organisationMembers)
    .set({ role: "administrador" })
    .where(eq(organisationMembers.userId, heir.userId));
}
