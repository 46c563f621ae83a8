import { and, eq, sql } from "drizzle-orm";
import { FREE_TRIALS } from "#domain/credits";
import type { Database } from "#server/db/client";
import { creditAccounts, creditLedger, trialGrants, users } from "#server/db/schema";
import type { Logger } from "#server/logger";
import type { Metrics } from "#server/metrics";
import type { Tx } from "./spend-credit";

// Free trials once per address, ever (trial_grants, decision 027), and at most TRIAL_GRANTS_PER_DAY for the
// whole installation in a day of Santiago (decision 057). An address the ceiling held back is owed its
// trials: they come on a later day with room, the first time its account is read (decision 101).

export type TrialGrantDeps = {
  db: Database;
  logger: Logger;
  metrics: Pick<Metrics, "trialGrants">;
  /** TRIAL_GRANTS_PER_DAY. */
  perDay: number;
};

/** The start of today in Santiago, as the database's clock has it. */
const TODAY = sql`date_trunc('day', now() at time zone 'America/Santiago') at time zone 'America/Santiago'`;

/**
 * The trials granted today in Santiago, and when the next day starts there: when trials the ceiling held
 * back come. Asked of the database, whose clock the grants' `created_at` follow.
 */
export async function trialDay(db: Database | Tx): Promise<{ granted: number; nextDay: Date }> {
  const [row] = await db
    .select({
      granted: sql<number>`count(*)::int`.mapWith(Number),
      nextDay:
        sql<number>`extract(epoch from (date_trunc('day', now() at time zone 'America/Santiago') + interval '1 day') at time zone 'America/Santiago')::float8`.mapWith(
          Number,
        ),
    })
    .from(creditLedger)
    .where(and(eq(creditLedger.kind, "trial_grant"), sql`${creditLedger.createdAt} >= ${TODAY}`));
  return { granted: row?.granted ?? 0, nextDay: new Date((row?.nextDay ?? 0) * 1000) };
}

export type GrantOutcome =
  /** The address's trials are in the balance now. */
  | { outcome: "granted" }
  /** The address had them before, on this account or an earlier one: there are none to give. */
  | { outcome: "used_before" }
  /** Today's are all given: the address is owed them from `nextDay`. */
  | { outcome: "ceiling"; nextDay: Date };

/**
 * Grants the free trials of a confirmed address whose account is `userId`, unless its address had them or
 * today's ceiling is reached. The lock makes concurrent grants count one after the other.
 */
export async function grantTrials(
  deps: Omit<TrialGrantDeps, "db">,
  tx: Tx,
  userId: string,
  trialKey: string,
): Promise<GrantOutcome> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('trial-grants'))`);
  // Asked again under the lock: two reads of one waiting account may both have come here.
  const [had] = await tx
    .select({ trialKey: trialGrants.trialKey })
    .from(trialGrants)
    .where(eq(trialGrants.trialKey, trialKey));
  if (had) {
    deps.metrics.trialGrants.inc({ outcome: "used_before" });
    return { outcome: "used_before" };
  }
  const day = await trialDay(tx);
  if (day.granted >= deps.perDay) {
    deps.metrics.trialGrants.inc({ outcome: "ceiling" });
    deps.logger.warn(
      { ceiling: deps.perDay },
      "daily ceiling of free trials reached: a confirmed account gets them another day (TRIAL_GRANTS_PER_DAY)",
    );
    return { outcome: "ceiling", nextDay: day.nextDay };
  }
  const [fresh] = await tx
    .insert(trialGrants)
    .values({ trialKey })
    .onConflictDoNothing()
    .returning({ trialKey: trialGrants.trialKey });
  // Written without the lock: an account of this address deleted meanwhile (delete-account.ts).
  if (!fresh) {
    deps.metrics.trialGrants.inc({ outcome: "used_before" });
    return { outcome: "used_before" };
  }
  await addFreeTrials(tx, userId);
  deps.metrics.trialGrants.inc({ outcome: "granted" });
  return { outcome: "granted" };
}

/** The free trials in the balance, with their line in the ledger (once per account: its idempotency key). */
export async function addFreeTrials(tx: Pick<Tx, "update" | "insert">, userId: string): Promise<void> {
  await tx
    .update(creditAccounts)
    .set({ trialsLeft: sql`${creditAccounts.trialsLeft} + ${FREE_TRIALS}`, updatedAt: sql`now()` })
    .where(eq(creditAccounts.userId, userId));
  await tx.insert(creditLedger).values({
    // A person's account has the person's id (schema.ts).
    accountId: userId,
    userId,
    kind: "trial_grant",
    trialsDelta: FREE_TRIALS,
    idempotencyKey: `trial_grant:${userId}`,
  });
}

/**
 * When the free trials the day's ceiling holds back from this person come; null when none are held back
 * (granted, had before, or confirming today grants them). A confirmed account owed its trials gets them
 * here on a day with room: every page reads the account (GET /api/me), and so does a report's request,
 * so they arrive the first time the person comes back. A grant is keyed once per address and once per
 * account, so reading twice grants nothing twice.
 */
export async function heldBackTrials(deps: TrialGrantDeps, userId: string): Promise<Date | null> {
  const [user] = await deps.db
    .select({
      emailVerified: users.emailVerified,
      trialKey: users.trialKey,
      had: trialGrants.trialKey,
    })
    .from(users)
    .leftJoin(trialGrants, eq(trialGrants.trialKey, users.trialKey))
    .where(eq(users.id, userId));
  // No key: an account from before keys were kept (migration 0012), which got its trials then.
  if (!user?.trialKey || user.had) return null;
  // Asked first without the lock: while the day is full, reading an account changes nothing.
  const day = await trialDay(deps.db);
  if (day.granted >= deps.perDay) return day.nextDay;
  // Unconfirmed: confirming grants them today.
  if (!user.emailVerified) return null;
  const { trialKey } = user;
  const grant = await deps.db.transaction((tx) => grantTrials(deps, tx, userId, trialKey));
  return grant.outcome === "ceiling" ? grant.nextDay : null;
}
