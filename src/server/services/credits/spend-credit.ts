import { and, eq, gt, sql } from "drizzle-orm";
import { FREE_TRIALS, type TBalance } from "#domain/credits";
import type { Database } from "#server/db/client";
import { creditAccounts, creditLedger, trialGrants, users } from "#server/db/schema";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type SpentCredit = { kind: "trial" | "purchased"; trialsLeft: number; purchasedLeft: number };

/**
 * Spends one credit of `accountId` inside the caller's transaction, `userId` being who checked: a trial
 * first (only with `trials`, which a confirmed e-mail allows; an organisation has none), then a purchased
 * report. Each
 * conditional UPDATE locks the row and only succeeds while the balance is positive, so racing requests
 * can never spend more than there is; null means there was nothing to spend. The ledger row, keyed by
 * `idempotencyKey`, records the spend once.
 */
export async function spendCredit(
  tx: Tx,
  { accountId, userId }: { accountId: string; userId: string },
  idempotencyKey: string,
  { trials }: { trials: boolean },
): Promise<SpentCredit | null> {
  const returning = { trialsLeft: creditAccounts.trialsLeft, purchasedLeft: creditAccounts.purchasedLeft };
  const [trial] = trials
    ? await tx
        .update(creditAccounts)
        .set({ trialsLeft: sql`${creditAccounts.trialsLeft} - 1`, updatedAt: sql`now()` })
        .where(and(eq(creditAccounts.id, accountId), gt(creditAccounts.trialsLeft, 0)))
        .returning(returning)
    : [];
  const spent = trial
    ? { kind: "trial" as const, ...trial }
    : await tx
        .update(creditAccounts)
        .set({ purchasedLeft: sql`${creditAccounts.purchasedLeft} - 1`, updatedAt: sql`now()` })
        .where(and(eq(creditAccounts.id, accountId), gt(creditAccounts.purchasedLeft, 0)))
        .returning(returning)
        .then(([row]) => (row ? { kind: "purchased" as const, ...row } : null));
  if (!spent) return null;
  await tx.insert(creditLedger).values({
    accountId,
    userId,
    kind: "report",
    trialsDelta: spent.kind === "trial" ? -1 : 0,
    purchasedDelta: spent.kind === "purchased" ? -1 : 0,
    idempotencyKey,
  });
  return spent;
}

/**
 * The free checks an account holds, or, while its address is unconfirmed, the ones confirming it will
 * grant (none if the address had them before): the balance a person is shown, and what tells them to
 * confirm rather than to buy. Only a confirmed account spends trials (`nextCredit`).
 */
export const trialsLeftOf = sql<number>`case when not ${users.emailVerified} and ${users.trialKey} is not null
  and not exists (select 1 from ${trialGrants} where ${trialGrants.trialKey} = ${users.trialKey})
  then ${FREE_TRIALS} else ${creditAccounts.trialsLeft} end`.mapWith(Number);

/**
 * The account's credits, whether its e-mail is confirmed (which free trials need), and whether it ever
 * bought reports (what to say when nothing is left). An organisation's account has no trials and no
 * e-mail of its own: its members confirmed theirs to join.
 */
export async function getBalance(
  db: Database | Tx,
  accountId: string,
): Promise<TBalance & { everBought: boolean }> {
  const [row] = await db
    .select(balanceColumns(db, accountId))
    .from(creditAccounts)
    .leftJoin(users, eq(users.id, creditAccounts.userId))
    .where(eq(creditAccounts.id, accountId));
  return row ?? NO_BALANCE;
}

/** What an account that is not there has. */
export const NO_BALANCE = { trialsLeft: 0, purchasedLeft: 0, emailVerified: false, everBought: false };

/** The columns of `getBalance`, for a read of `creditAccounts` left-joined to its person in `users`. */
export function balanceColumns(db: Database | Tx, accountId: string) {
  const purchases = db
    .select({ one: sql`1` })
    .from(creditLedger)
    .where(and(eq(creditLedger.accountId, accountId), eq(creditLedger.kind, "purchase")));
  return {
    trialsLeft: trialsLeftOf,
    purchasedLeft: creditAccounts.purchasedLeft,
    emailVerified: sql<boolean>`coalesce(${users.emailVerified}, true)`,
    everBought: sql<boolean>`exists ${purchases}`,
  };
}
