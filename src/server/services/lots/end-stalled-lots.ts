import { and, eq, isNotNull, sql } from "drizzle-orm";
import { LOT_PROVIDER_DOWN_MESSAGE } from "#domain/lot/lot-limits";
import { reportRequests } from "#server/db/schema";
import type { LotDeps } from "./lot-deps";

/**
 * Every instance now and then: while the provider's breaker is open (it refused our key, or reports in a
 * row got nothing), the lots' rows still waiting are failed, so a lot that cannot finish ends with what it
 * has and its unspent credits are back in the balance at once. A single report waits instead: a person is
 * watching it, and the breaker's probe lets it through as soon as the provider answers; a dealer's lot of
 * 200 would hold 200 credits for as long as the outage lasts. Rows already running end as any report does.
 * The failed rows' jobs, if fetched later, find their request decided and do nothing (make-report.ts).
 */
export async function endStalledLots(
  deps: Pick<LotDeps, "db" | "jobs" | "gate" | "announce">,
): Promise<number> {
  if (!deps.gate) return 0;
  if ((await deps.gate.state()).breaker === "closed") return 0;
  const ended = await deps.db
    .update(reportRequests)
    .set({
      status: "failed",
      errorCode: "UNAVAILABLE",
      error: LOT_PROVIDER_DOWN_MESSAGE,
      finishedAt: sql`now()`,
    })
    .where(and(isNotNull(reportRequests.lotId), eq(reportRequests.status, "queued")))
    .returning({ id: reportRequests.id });
  for (const { id } of ended) deps.jobs.changes.emit(id, "ended");
  await deps.announce?.(ended.map((r) => r.id));
  return ended.length;
}
