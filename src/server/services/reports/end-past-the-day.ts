import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { DAILY_LIMIT_MESSAGE, waitingTheDayCanMake } from "#domain/provider/daily-quota";
import { reportRequests } from "#server/db/schema";
import type { ReportDeps } from "./report-deps";
import { promisedCalls } from "./report-state";

/**
 * Reports waiting past the day's quota end today, in the day's words, their credit no longer held,
 * instead of waiting for tomorrow while their page says they are in line. It happens when two instances
 * accept the day's last room at once; the youngest turns go. Answers how many ended.
 */
export async function endWaitingPastTheDay(
  deps: Pick<ReportDeps, "db" | "jobs" | "budget" | "plan" | "announce">,
): Promise<number> {
  const { budget, plan, db } = deps;
  const limit = budget?.dailyLimit ?? null;
  if (!budget || limit === null) return 0;
  const used = await budget.dailyUse();
  // The usual case, one count: everything accepted still fits.
  if (used + (await promisedCalls(deps)) <= limit) return 0;

  const active = await db
    .select({ id: reportRequests.id, status: reportRequests.status })
    .from(reportRequests)
    .where(inArray(reportRequests.status, ["queued", "running"]))
    .orderBy(asc(reportRequests.turn), asc(reportRequests.queuedAt));
  const waiting = active.filter((r) => r.status === "queued");
  const made = waitingTheDayCanMake(
    { limit, used, running: active.length - waiting.length, waiting: waiting.length },
    { byPlate: plan.callsByPlate, byVehicle: plan.callsByVehicle },
  );
  const past = waiting.slice(made).map((r) => r.id);
  if (!past.length) return 0;
  // Only those still waiting: one a worker started meanwhile is made with what the day has left.
  const ended = await db
    .update(reportRequests)
    .set({ status: "failed", errorCode: "UNAVAILABLE", error: DAILY_LIMIT_MESSAGE, finishedAt: sql`now()` })
    .where(and(inArray(reportRequests.id, past), eq(reportRequests.status, "queued")))
    .returning({ id: reportRequests.id });
  for (const { id } of ended) deps.jobs.changes.emit(id, "ended");
  await deps.announce?.(ended.map((r) => r.id));
  return ended.length;
}
