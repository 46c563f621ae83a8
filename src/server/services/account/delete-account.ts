import { and, eq, isNull, or } from "drizzle-orm";
import type { Database } from "#server/db/client";
import {
  contactMessages,
  organisationMembers,
  trialGrants,
  users,
  vehicleReports,
  verifications,
} from "#server/db/schema";
import type { Tx } from "../credits/spend-credit";
import { deleteIfAbandoned } from "../organisations/abandoned-organisations";
import { endAdministration } from "../organisations/end-administration";
import { lockRoster } from "../organisations/roster";

/**
 * Removes the user's personal data everywhere. Their personal reports (their shared links die with them)
 * are deleted here; sessions, credentials, credits, consents, a membership and their personal-security
 * requests go with the user row
 * through ON DELETE CASCADE; pending reset tokens are keyed by token, and contact messages by the
 * account that sent them or its confirmed e-mail, so they are removed by value. What stays: payments, as accounting records without the person (the user
 * column is set null), and the keyed hash of the e-mail in trial_grants (`trialKeyOf`), so signing up
 * again brings no new trials; confirmed accounts older than that table get theirs written here. What the
 * person set up in an organisation ends with them (decision 092), and an organisation they were the last
 * member of goes too when nothing of it was paid (decision 093).
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
    const organisationId = await handOverOrganisation(tx, userId);
    // Their invitations, keys (a key acts as its creator, decision 082) and webhooks stop; the rows stay
    // listed for the organisation, withdrawn, revoked or disabled.
    await endAdministration(tx, userId, organisationId);
    // The reports made for an organisation stay its own, without their author (the column is set null).
    await tx
      .delete(vehicleReports)
      .where(and(eq(vehicleReports.userId, userId), isNull(vehicleReports.organisationId)));
    await tx.delete(users).where(eq(users.id, userId));
    // Their membership went with the user row: the RUT of an organisation left empty and unpaid is free.
    if (organisationId) await deleteIfAbandoned(tx, organisationId);
  });
}

/**
 * Deleting an account is a right the organisation cannot hold back: when its last administrador goes,
 * the member who joined first after them becomes administrador, so the team keeps someone to run it.
 * Answers the organisation the person is in, if any. The roster is locked as every change to it locks
 * it (roster.ts), before the person's invitations are withdrawn, in the order accepting one of them
 * takes the same rows (accept-invite.ts): the two wait for each other instead of deadlocking.
 */
async function handOverOrganisation(tx: Tx, userId: string): Promise<string | null> {
  const [membership] = await tx
    .select({ organisationId: organisationMembers.organisationId })
    .from(organisationMembers)
    .where(eq(organisationMembers.userId, userId));
  if (!membership) return null;
  const roster = await lockRoster(tx, membership.organisationId);
  const me = roster.find((member) => member.userId === userId);
  // Left or removed while this began: nothing of theirs is in it any more.
  if (!me) return null;
  const others = roster.filter((member) => member.userId !== userId);
  const [heir] = others;
  if (me.role === "administrador" && heir && !others.some((member) => member.role === "administrador"))
    await tx
      .update(organisationMembers)
      .set({ role: "administrador" })
      .where(eq(organisationMembers.userId, heir.userId));
  return membership.organisationId;
}
