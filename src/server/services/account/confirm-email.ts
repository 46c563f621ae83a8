import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { jwtVerify } from "jose";
import { z } from "zod";
import { CONFIRMATION_LINK_INVALID_MESSAGE } from "#domain/contract/email-confirmation";
import { RESET_LINK_HOURS } from "#domain/privacy/retention";
import type { Auth } from "#server/auth";
import type { Database } from "#server/db/client";
import { users } from "#server/db/schema";
import { AppError } from "#server/errors";
import type { Logger } from "#server/logger";
import type { Metrics } from "#server/metrics";
import { grantTrials } from "../credits/trial-grants";
import { getMe } from "./get-me";

/** What better-auth signs into the confirmation link (api/routes/email-verification): an address and its account. */
const ZConfirmationToken = z.object({ email: z.string().max(254), userId: z.string().max(100) });

export type ConfirmationDeps = {
  db: Database;
  auth: Auth;
  secret: string;
  logger: Logger;
  metrics: Pick<Metrics, "trialGrants">;
  trialGrantsPerDay: number;
};

/** The account a confirmation link is for, read from its signed token; refused when forged or expired. */
export async function readConfirmation(
  deps: Pick<ConfirmationDeps, "db" | "secret">,
  token: string,
): Promise<{ userId: string; email: string; emailVerified: boolean }> {
  const payload = await jwtVerify(token, new TextEncoder().encode(deps.secret), { algorithms: ["HS256"] })
    .then(({ payload }) => ZConfirmationToken.safeParse(payload))
    .catch(() => null);
  if (!payload?.success) throw new AppError("BAD_REQUEST", CONFIRMATION_LINK_INVALID_MESSAGE);
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(and(eq(users.id, payload.data.userId), eq(users.email, payload.data.email)));
  // The account was deleted, or its address changed since the mail left.
  if (!user) throw new AppError("BAD_REQUEST", CONFIRMATION_LINK_INVALID_MESSAGE);
  return { userId: user.id, email: user.email, emailVerified: user.emailVerified };
}

/**
 * What the confirmation page names before anyone confirms: the address, whether it is confirmed, and what
 * confirming brings of the free checks (`trialsLeft`, or when they come, decision 101).
 */
export async function confirmationTarget(
  deps: Pick<ConfirmationDeps, "db" | "secret" | "logger" | "metrics" | "trialGrantsPerDay">,
  token: string,
): Promise<{ email: string; confirmed: boolean; trialsLeft: number; trialsArriveAt: string | null }> {
  const account = await readConfirmation(deps, token);
  const trials = { db: deps.db, logger: deps.logger, metrics: deps.metrics, perDay: deps.trialGrantsPerDay };
  const me = await getMe({ db: deps.db, trials }, account.userId);
  return {
    email: account.email,
    confirmed: account.emailVerified,
    trialsLeft: me.credits.trialsLeft,
    trialsArriveAt: me.trialsArriveAt,
  };
}

export type ConfirmationOutcome =
  /** Confirmed from the browser that created the account, or confirmed already: nothing else changes. */
  | { outcome: "confirmed"; email: string }
  /**
   * Confirmed from a browser that did not create the account: whoever signed up chose the password, and
   * only the mailbox's owner is known to be here. The account's sessions are ended and its password
   * dropped; `resetToken` lets this browser choose a new one.
   */
  | { outcome: "choose-password"; email: string; resetToken: string };

/**
 * The first confirmation of an address (decision 057). A POST from the confirmation page, never a GET, so
 * a mail scanner that opens every link confirms nothing; it never signs anybody in, so a link sent to a
 * victim cannot put their browser in the sender's account.
 */
export async function confirmEmail(
  deps: ConfirmationDeps,
  token: string,
  confirmerUserId: string | null,
): Promise<ConfirmationOutcome> {
  const account = await readConfirmation(deps, token);
  const { email } = account;
  if (account.emailVerified) return { outcome: "confirmed", email };
  const firstConfirmation = await deps.db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: sql`now()` })
      .where(and(eq(users.id, account.userId), eq(users.emailVerified, false)))
      .returning({ trialKey: users.trialKey });
    if (!confirmed) return false;
    if (confirmed.trialKey) {
      const trials = { logger: deps.logger, metrics: deps.metrics, perDay: deps.trialGrantsPerDay };
      await grantTrials(trials, tx, account.userId, confirmed.trialKey);
    }
    return true;
  });
  if (!firstConfirmation || confirmerUserId === account.userId) return { outcome: "confirmed", email };
  return { outcome: "choose-password", email, resetToken: await dropPassword(deps, account.userId) };
}

/**
 * Ends every session of the account, replaces its password with one nobody knows, and answers a reset
 * token (stored the way better-auth stores its own, hashed) for the confirmer to choose theirs.
 */
async function dropPassword(deps: Pick<ConfirmationDeps, "auth">, userId: string): Promise<string> {
  const context = await deps.auth.$context;
  await context.internalAdapter.deleteUserSessions(userId);
  await context.internalAdapter.updatePassword(
    userId,
    await context.password.hash(randomBytes(32).toString("base64url")),
  );
  const resetToken = randomBytes(24).toString("base64url");
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${resetToken}`,
    value: userId,
    expiresAt: new Date(Date.now() + RESET_LINK_HOURS * 60 * 60 * 1000),
  });
  return resetToken;
}
