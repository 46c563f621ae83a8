import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { NO_REPORTS_LEFT_MESSAGE } from "#domain/credits";
import { santiagoDate } from "#domain/format";
import { assembleReport } from "#domain/report/assemble";
import {
  GENERATION_ERROR_MESSAGE,
  REPORT_NOT_SAVED_MESSAGE,
  saveReportErrorMessage,
  TRIAL_CONSUME_ERROR_MESSAGE,
} from "#domain/report/texts";
import { reportRequests, vehicleReports } from "#server/db/schema";
import type { AppErrorCode } from "#server/errors";
import { spendCredit } from "../credits/spend-credit";
import { leaveOpposedOwnerOut } from "../privacy/owner-removal";
import { gatherSections } from "./gather-sections";
import { ACTIVE } from "./queue-report";
import type { ReportDeps } from "./report-deps";
import { newReportRow } from "./report-row";
import { similarCarsOf } from "./similar-cars";

type Request = typeof reportRequests.$inferSelect;

/** What 'Error al guardar el reporte: {message}' says: never the database's own (English) words. */
const SAVE_FAILED_DETAIL = "no se descontó ninguna consulta. Inténtalo de nuevo en unos minutos.";

/** A request that ends without a report: its credit is no longer held, so it is back in the balance. */
async function fail(deps: ReportDeps, id: string, code: AppErrorCode, error: string): Promise<void> {
  await deps.db
    .update(reportRequests)
    .set({ status: "failed", errorCode: code, error, finishedAt: sql`now()` })
    .where(and(eq(reportRequests.id, id), inArray(reportRequests.status, ACTIVE)));
  deps.jobs.changes.emit(id, "state");
}

/**
 * The job of one report request: gathers every source (within the provider's shared budget), scores the
 * result and saves it. Safe to run again for the same request after a crash: a saved report or a finished
 * request ends it at once, and the credit's ledger key and the report's id (the request's) let nothing be
 * spent or saved twice. A plate with no vehicle data costs nothing.
 */
export async function makeReport(deps: ReportDeps, requestId: string, lastAttempt = true): Promise<void> {
  const { db } = deps;
  const [request] = await db.select().from(reportRequests).where(eq(reportRequests.id, requestId));
  if (!request || !(ACTIVE as readonly string[]).includes(request.status)) return;
  const [saved] = await db
    .select({ id: vehicleReports.id })
    .from(vehicleReports)
    .where(eq(vehicleReports.id, requestId));
  if (saved) {
    await db
      .update(reportRequests)
      .set({ status: "done", finishedAt: sql`now()` })
      .where(eq(reportRequests.id, requestId));
    deps.jobs.changes.emit(requestId, "state");
    return;
  }
  const [started] = await db
    .update(reportRequests)
    .set({ status: "running", startedAt: sql`coalesce(${reportRequests.startedAt}, now())` })
    .where(eq(reportRequests.id, requestId))
    .returning({ queuedAt: reportRequests.queuedAt, startedAt: reportRequests.startedAt });
  if (started?.startedAt) {
    deps.metrics?.queueWait.observe((started.startedAt.getTime() - started.queuedAt.getTime()) / 1000);
  }
  deps.jobs.changes.emit(requestId, "state");
  try {
    const run = () => gatherAndSave(deps, request);
    await (deps.budget ? deps.budget.runWithSlots(deps.plan.callsByPlate, run) : run());
  } catch (err) {
    // Not the plate's doing: tried again by the queue, unless this was the last try.
    if (lastAttempt) await fail(deps, requestId, "UNAVAILABLE", saveReportErrorMessage(SAVE_FAILED_DETAIL));
    throw err;
  }
}

async function gatherAndSave(deps: ReportDeps, request: Request): Promise<void> {
  const { db, provider, budget } = deps;
  const now = deps.now ?? (() => new Date());
  const sections = await gatherSections(provider, request.plate, {
    timeoutMs: deps.sourceTimeoutMs,
    now,
    beforeVehicleLookups: budget ? () => budget.topUp(deps.plan.callsByVehicle) : undefined,
    onSection: (key, status, seconds) => {
      deps.metrics?.sourceDuration.observe({ source: key, status }, seconds);
      deps.metrics?.providerCalls.inc({ section: key });
      void db
        .update(reportRequests)
        .set({ answered: sql`${reportRequests.answered} || ${JSON.stringify([key])}::jsonb` })
        .where(eq(reportRequests.id, request.id))
        .then(() => deps.jobs.changes.emit(request.id, "progress"))
        .catch(() => {});
    },
  });

  const generatedAt = now();
  const assembled = assembleReport({
    plate: request.plate,
    sections,
    today: santiagoDate(generatedAt) as string,
    now: generatedAt.toISOString(),
  });
  if (!assembled.ok) {
    const code = assembled.reason === "vehicle_not_found" ? "NOT_FOUND" : "UNAVAILABLE";
    return fail(deps, request.id, code, assembled.message);
  }
  const row = newReportRow({
    id: request.id,
    userId: request.userId,
    plate: request.plate,
    clientRequestId: request.clientRequestId,
    report: assembled.report,
    isDemo: provider.isDemo,
    at: generatedAt,
  });
  const report = await leaveOpposedOwnerOut(deps, request.plate, {
    ...assembled.report,
    similarCars: await similarCarsOf(db, row),
  });

  const outcome = await db.transaction(async (tx) => {
    const spent = await spendCredit(tx, request.userId, `report:${request.id}`, {
      trials: request.credit === "trial",
    });
    // The credit this request held went elsewhere (a refund took purchased reports back meanwhile).
    if (!spent) return request.credit === "trial" ? TRIAL_CONSUME_ERROR_MESSAGE : NO_REPORTS_LEFT_MESSAGE;
    const [saved] = await tx
      .insert(vehicleReports)
      .values({ ...row, body: report })
      .returning({ id: vehicleReports.id });
    if (!saved) return REPORT_NOT_SAVED_MESSAGE;
    await tx
      .update(reportRequests)
      .set({ status: "done", finishedAt: sql`now()` })
      .where(eq(reportRequests.id, request.id));
    return null;
  });
  if (outcome)
    return fail(
      deps,
      request.id,
      outcome === REPORT_NOT_SAVED_MESSAGE ? "UNAVAILABLE" : "PAYMENT_REQUIRED",
      outcome,
    );
  deps.jobs.changes.emit(request.id, "state");
}

// A job older than its tries can last died with no one to fail its request.
const ABANDONED_AFTER = sql`interval '30 minutes'`;

/**
 * Every instance now and then: queues again a request whose job was never sent (the process stopped
 * between the two), and fails one whose job is gone, so no credit stays held.
 */
export async function requeueStranded(deps: ReportDeps): Promise<void> {
  const stranded = await deps.db
    .select({ id: reportRequests.id, turn: reportRequests.turn })
    .from(reportRequests)
    .where(
      and(eq(reportRequests.status, "queued"), lt(reportRequests.queuedAt, sql`now() - interval '1 minute'`)),
    );
  for (const request of stranded) await deps.jobs.send(request.id, request.turn);
  const abandoned = await deps.db
    .select({ id: reportRequests.id })
    .from(reportRequests)
    .where(
      and(
        inArray(reportRequests.status, ACTIVE),
        lt(reportRequests.queuedAt, sql`now() - ${ABANDONED_AFTER}`),
      ),
    );
  for (const request of abandoned) await fail(deps, request.id, "UNAVAILABLE", GENERATION_ERROR_MESSAGE);
}
