import { and, eq, inArray, isNull, max, sql } from "drizzle-orm";
import { reportVerdict } from "#domain/report/verdict";
import { lotEvent, reportEvent } from "#domain/webhooks/events";
import { creditAccounts, lots, reportRequests, vehicleReports, webhookEndpoints } from "#server/db/schema";
import { failureCodeOf } from "#server/errors";
import { verdictInput } from "../reports/verdict-input";
import { type NewDelivery, queueDeliveries } from "./queue-deliveries";
import type { WebhookDeps } from "./webhook-deps";

const ENDED = ["done", "failed"] as const;
const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * Told of report requests that just ended (saved or failed, by a worker or a sweep), once their outcome is
 * stored: a report.completed or report.failed for each one of an organisation, to each of its active
 * endpoints, and a lot.completed for each lot whose last request this was. Whoever ends requests calls
 * it after committing, so the last of a lot's rows to commit always sees the lot ended; an event announced
 * twice is one delivery (queue-deliveries.ts). For a person's report, or an organisation without
 * endpoints, it is one query that finds nothing.
 */
export async function announceEnded(
  deps: Pick<WebhookDeps, "db" | "jobs" | "logger">,
  requestIds: readonly string[],
): Promise<void> {
  if (requestIds.length === 0) return;
  const { db } = deps;
  const ended = await db
    .select({
      id: reportRequests.id,
      plate: reportRequests.plate,
      status: reportRequests.status,
      errorCode: reportRequests.errorCode,
      error: reportRequests.error,
      finishedAt: reportRequests.finishedAt,
      lotId: reportRequests.lotId,
      score: vehicleReports.score,
      findings: verdictInput,
      endpointId: webhookEndpoints.id,
    })
    .from(reportRequests)
    .innerJoin(creditAccounts, eq(creditAccounts.id, reportRequests.accountId))
    .innerJoin(
      webhookEndpoints,
      and(
        eq(webhookEndpoints.organisationId, creditAccounts.organisationId),
        isNull(webhookEndpoints.disabledAt),
      ),
    )
    .leftJoin(vehicleReports, eq(vehicleReports.id, reportRequests.id))
    .where(and(inArray(reportRequests.id, [...requestIds]), inArray(reportRequests.status, ENDED)));
  if (ended.length === 0) return;

  const deliveries: NewDelivery[] = ended.map(({ findings, ...row }) => ({
    endpointId: row.endpointId,
    event: reportEvent({
      ...row,
      // The verdict every view of the report says (decision 100), from its findings and stored score.
      verdict: findings && row.score !== null ? reportVerdict({ ...findings, score: row.score }) : null,
      status: row.status === "done" ? "done" : "failed",
      // The API's code, as GET /api/v1/reports/{id} tells the same failure.
      errorCode: row.errorCode && failureCodeOf(row.errorCode),
      finishedAt: row.finishedAt ?? new Date(),
    }),
  }));
  const lotIds = [...new Set(ended.flatMap((row) => (row.lotId ? [row.lotId] : [])))];
  if (lotIds.length) {
    const lotsNow = await db
      .select({
        id: lots.id,
        plates: lots.plates,
        active: countWhere(sql`${reportRequests.status} in ('queued', 'running')`),
        done: countWhere(sql`${reportRequests.status} = 'done'`),
        failed: countWhere(sql`${reportRequests.status} = 'failed'`),
        endedAt: max(reportRequests.finishedAt),
      })
      .from(lots)
      .innerJoin(reportRequests, eq(reportRequests.lotId, lots.id))
      .where(inArray(lots.id, lotIds))
      .groupBy(lots.id, lots.plates);
    for (const lot of lotsNow.filter((l) => l.active === 0)) {
      const endpoints = new Set(ended.filter((row) => row.lotId === lot.id).map((row) => row.endpointId));
      const event = lotEvent(lot, lot.endedAt ?? new Date());
      for (const endpointId of endpoints) deliveries.push({ endpointId, event });
    }
  }
  await queueDeliveries(deps, deliveries);
}
