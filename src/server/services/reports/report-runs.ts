import { and, count, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { creditAccounts, reportRuns } from "../../db/schema";
import { AppError } from "../../http/app-error";

/** Reports one account may have in the making at once: a dealer checks a few cars side by side. */
export const MAX_REPORTS_IN_FLIGHT = 3;

export const TOO_MANY_IN_FLIGHT_MESSAGE =
  "Ya tienes 3 informes en preparación. Espera a que alguno termine para pedir otro.";

// Longer than any report can take (two sources one after the other, each at most 60 s): a run older than
// this was left by a process that died.
const STALE_AFTER = sql`interval '5 minutes'`;

/**
 * Counts a report as in the making for its account, or refuses it with a 429 when the account already has
 * MAX_REPORTS_IN_FLIGHT. The account's credit row is locked first, so requests of one account on any
 * instance take turns to count; the count is a statement of its own, after the lock, so it sees what the
 * turn before committed. Returns the run's id for finishRun.
 */
export async function startRun(db: Database, userId: string): Promise<string> {
  return db.transaction(async (tx) => {
    await tx
      .select({ userId: creditAccounts.userId })
      .from(creditAccounts)
      .where(eq(creditAccounts.userId, userId))
      .for("update");
    await tx
      .delete(reportRuns)
      .where(and(eq(reportRuns.userId, userId), lt(reportRuns.startedAt, sql`now() - ${STALE_AFTER}`)));
    const [running] = await tx.select({ n: count() }).from(reportRuns).where(eq(reportRuns.userId, userId));
    if ((running?.n ?? 0) >= MAX_REPORTS_IN_FLIGHT) {
      throw new AppError("RATE_LIMITED", TOO_MANY_IN_FLIGHT_MESSAGE, 10);
    }
    const [run] = await tx.insert(reportRuns).values({ userId }).returning({ id: reportRuns.id });
    return (run as { id: string }).id;
  });
}

export async function finishRun(db: Database, runId: string): Promise<void> {
  await db.delete(reportRuns).where(eq(reportRuns.id, runId));
}
