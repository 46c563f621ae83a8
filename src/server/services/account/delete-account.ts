import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { contactMessages, trialGrants, users, verifications } from "#server/db/schema";

/**
 * Removes the user's personal data everywhere. Sessions, credentials, credits, consents, the reports they
 * made (their shared links die with them) and their personal-security requests go with the user row
 * through ON DELETE CASCADE; pending reset tokens are keyed by token, and contact messages by the
 * confirmed e-mail, so they are removed by value. What stays: payments, as accounting records without the person (the user
 * column is set null), and the keyed hash of the e-mail in trial_grants (`trialKeyOf`), so signing up
 * again brings no new trials; accounts older than that table get theirs written here.
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
    await tx
      .insert(trialGrants)
      .values({ trialKey: deps.trialKeyOf(user.email) })
      .onConflictDoNothing();
    await tx.delete(verifications).where(eq(verifications.value, userId));
    // Only an address proven the account's: anybody may sign up with somebody else's.
    if (user.emailVerified) await tx.delete(contactMessages).where(eq(contactMessages.email, user.email));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
