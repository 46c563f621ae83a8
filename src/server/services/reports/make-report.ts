import { setTimeout as delay } from "node:timers/promises";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { NO_REPORTS_LEFT_MESSAGE, ORGANISATION_NO_REPORTS_MESSAGE } from "#domain/credits";
import { santiagoDate } from "#domain/format";
import { lotNoDataReachedMessage } from "#domain/lot/lot-no-data";
import { reportEvidence } from "#domain/provider/breaker";
import { assembleReport } from "#domain/report/assemble";
import type { ReportSections, Vehicle } from "#domain/report/model";
import { outcomeOf, type SettledSource } from "#domain/report/progress";
import type { SimilarCars } from "#domain/report/similar-cars";
import { type ActiveStatus, strandedAction } from "#domain/report/stranded";
import {
  GENERATION_ERROR_MESSAGE,
  REPORT_NOT_SAVED_MESSAGE,
  saveReportErrorMessage,
  TRIAL_CONSUME_ERROR_MESSAGE,
} from "#domain/report/texts";
import { withoutOwner } from "#domain/report/without-owner";
import { reportRequests, vehicleReports } from "#server/db/schema";
import type { AppErrorCode } from "#server/errors";
import type { Turn } from "#server/providers/shared-budget";
import { HandedBack, type JobRun } from "#server/queue/job-queue";
import { REPORT_JOB, type ReportPayload } from "#server/queue/job-types";
import { spendCredit } from "../credits/spend-credit";
import { ownerOpposed } from "../privacy/owner-removal";
import { gatherSections } from "./gather-sections";
import { ACTIVE, lotNoDataStanding } from "./queue-report";
import type { ReportDeps } from "./report-deps";
import { carOfVehicle, newReportRow, type ReportRow } from "./report-row";
import { similarCarsOf } from "./similar-cars";

type Request = typeof reportRequests.$inferSelect;

/** What 'Error al guardar el reporte: {message}' says: never the database's own (English) words. */
const SAVE_FAILED_DETAIL = "no se descontó ninguna consulta. Inténtalo de nuevo en unos minutos.";
/** Kept from a job's time for what follows the lookups keyed by the vehicle: scoring and saving. */
const SAVE_MS = 2000;
/** How long a source's progress line waits for others to go with it: well under what a person notices. */
const PROGRESS_GATHER_MS = 25;
/** Said by the save when the request's outcome was already decided elsewhere (the sweep failed it). */
const DECIDED = "decided";

/** The progress lines `lines` appended to a request's, in an update of its row. */
const withLines = (lines: readonly SettledSource[]) =>
  lines.length ? { answered: sql`${reportRequests.answered} || ${JSON.stringify(lines)}::jsonb` } : {};

/** Appends `lines` to the request's progress, on their own. */
const appendLines = (deps: Pick<ReportDeps, "db">, id: string, lines: readonly SettledSource[]) =>
  deps.db.update(reportRequests).set(withLines(lines)).where(eq(reportRequests.id, id));

/**
 * A request that ends without a report: its credit is no longer held, so it is back in the balance.
 * `lines` are its sources' last progress lines, not written yet.
 */
async function fail(
  deps: Pick<ReportDeps, "db" | "jobs" | "announce">,
  id: string,
  code: AppErrorCode,
  error: string,
  lines: readonly SettledSource[] = [],
): Promise<void> {
  const [failed] = await deps.db
    .update(reportRequests)
    .set({ status: "failed", errorCode: code, error, finishedAt: sql`now()`, ...withLines(lines) })
    .where(and(eq(reportRequests.id, id), inArray(reportRequests.status, ACTIVE)))
    .returning({ id: reportRequests.id });
  deps.jobs.changes.emit(id, "ended");
  await afterReaders();
  if (failed) await deps.announce?.([id]);
}

/**
 * Lets what the last event set going on this instance go first (the waiting answer of a request that just
 * ended, the lookups a source's answer started): what follows is not on their way.
 */
const afterReaders = () => new Promise((resolve) => setImmediate(resolve));

/** Ends the save's transaction without a report: the request fails for `reason` instead. */
class Unsaved extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * The job of one report request, run with its turn of the provider's shared budget (taken before the job
 * was fetched): gathers every source, scores the result and saves it. Safe to run again for the same
 * request after a crash: a saved report or a finished request ends it at once, and the credit's ledger
 * key and the report's id (the request's) let nothing be spent or saved twice. A plate with no vehicle
 * data costs nothing. Nothing here waits past `job.deadline`, and an aborted job saves nothing.
 */
export async function makeReport(deps: ReportDeps, job: JobRun<ReportPayload>, turn: Turn): Promise<void> {
  const { db } = deps;
  const { requestId } = job.payload;
  const active = and(eq(reportRequests.id, requestId), inArray(reportRequests.status, ACTIVE));
  const isSaved = sql`exists (select 1 from ${vehicleReports} where ${vehicleReports.id} = ${requestId})`;
  // One statement on the way to the first lookup: only a request still active and not saved starts (one
  // the sweep failed meanwhile stays failed).
  const [request] = await db
    .update(reportRequests)
    .set({ status: "running", startedAt: sql`coalesce(${reportRequests.startedAt}, now())` })
    .where(and(active, sql`not ${isSaved}`))
    .returning();
  if (!request) {
    // Saved by a run whose process died before it said so: it is done.
    const [done] = await db
      .update(reportRequests)
      .set({ status: "done", finishedAt: sql`now()` })
      .where(and(active, isSaved))
      .returning({ id: reportRequests.id });
    if (done) deps.jobs.changes.emit(requestId, "ended");
    return;
  }
  if (request.lotId !== null && (await pastLotNoData(deps, request, turn))) return;
  const started = request;
  if (started.startedAt) {
    deps.metrics?.queueWait.observe((started.startedAt.getTime() - started.queuedAt.getTime()) / 1000);
  }
  deps.jobs.changes.emit(requestId, "started");
  try {
    // The slots the turn still owes are waited for until the last lookup's own time and the save are left.
    const slotsBy = job.deadline - deps.sourceTimeoutMs - SAVE_MS;
    await turn.run(() => gatherAndSave(deps, request, job, turn.release), { slotsBy, rank: request.turn });
  } catch (err) {
    // Not the plate's doing: tried again by the queue, unless this was the last try. A job handed back
    // by a stopping instance is no try at all: its request waits for the next.
    if (job.lastAttempt && !(job.signal.reason instanceof HandedBack)) {
      await fail(deps, requestId, "UNAVAILABLE", saveReportErrorMessage(SAVE_FAILED_DETAIL));
    }
    throw err;
  }
}

/**
 * Ends a lot's row without asking any source once its organisation's lots spent their plates without data
 * (decision 094): such a plate costs no credit, so only this stops a lot already running from walking
 * plates on the provider's budget. The turn's slots go back at once, the credit with the failure; the
 * row reads 'no se pudo' with the reason. Said true when it ended the row. Rows running at once each look
 * before asking, so the lots can pass the allowance by the plates already being asked, never by more.
 */
async function pastLotNoData(deps: ReportDeps, request: Request, turn: Turn): Promise<boolean> {
  const { allowance, left } = await lotNoDataStanding(deps, request.accountId);
  if (left > 0) return false;
  await turn.release().catch(() => {});
  await fail(deps, request.id, "RATE_LIMITED", lotNoDataReachedMessage(allowance));
  return true;
}

/**
 * The organisation whose account a request spends from, if it is one's: the report is made for it. A
 * person's account has the person's id and an organisation's the organisation's (schema.ts), so an
 * account other than the asker's own is their organisation's.
 */
const organisationOf = (request: Pick<Request, "accountId" | "userId">): string | null =>
  request.accountId === request.userId ? null : request.accountId;

type AboutTheCar = { similarCars: SimilarCars; ownerOpposed: boolean };

async function readAboutTheCar(
  deps: ReportDeps,
  plate: string,
  vehicle: Vehicle | null,
): Promise<AboutTheCar> {
  const rut = vehicle?.owner?.rut;
  const [similarCars, opposed] = await Promise.all([
    similarCarsOf(deps.db, { plate, ...carOfVehicle(vehicle), isDemo: deps.provider.isDemo }),
    rut ? ownerOpposed(deps, plate, rut) : false,
  ]);
  return { similarCars, ownerOpposed: opposed };
}

async function gatherAndSave(
  deps: ReportDeps,
  request: Request,
  job: JobRun,
  giveBackUnused: () => Promise<void>,
): Promise<void> {
  const { provider } = deps;
  const now = deps.now ?? (() => new Date());
  // Each source's line is written a moment after it ends, with those of the sources that ended meanwhile,
  // one write after the other so that the lines keep the order the sources answered in (concurrent appends
  // on a pool's connections may land in any order). Those left when the last source ends are written with
  // the request's outcome, so its last progress names every source.
  const unwritten: SettledSource[] = [];
  let progressWrites: Promise<void> | null = null;
  let ended = false;
  const lastAnswered = new AbortController();
  const writeProgress = async () => {
    // A moment later: the lines of sources that answer close together go in one write, the last ones with
    // the outcome, and no write stands in the way of an answer the report waits for (the vehicle's, the
    // last one's).
    await delay(PROGRESS_GATHER_MS, undefined, { signal: lastAnswered.signal }).catch(() => {});
    while (unwritten.length && !ended) {
      const lines = unwritten.splice(0);
      await appendLines(deps, request.id, lines)
        .then(() => deps.jobs.changes.emit(request.id, "progress"))
        .catch(() => {});
    }
    progressWrites = null;
  };
  // What the report needs of this database about its car (similar cars, an owner's opposition) is read
  // while the sources keyed by the vehicle are asked, not after the last of them.
  let aboutTheCar: Promise<AboutTheCar> | null = null;
  const sections = await gatherSections(provider, request.plate, {
    timeoutMs: deps.sourceTimeoutMs,
    now,
    signal: job.signal,
    onSection: (key, lookup, seconds) => {
      deps.metrics?.sourceDuration.observe({ source: key, status: lookup.status }, seconds);
      deps.metrics?.providerCalls.inc({ section: key });
      unwritten.push({ source: key, outcome: outcomeOf(lookup) });
      progressWrites ??= writeProgress();
      if (key === "vehicle" && lookup.status === "found") {
        // After the lookups this answer sets going have read what their sources said minutes ago and gone
        // out: those reads are on the report's way, these are not.
        aboutTheCar = afterReaders().then(() => readAboutTheCar(deps, request.plate, lookup.data as Vehicle));
        // Awaited below, once the report is assembled; a failure meanwhile is no unhandled rejection.
        aboutTheCar.catch(() => {});
      }
    },
  });
  ended = true;
  lastAnswered.abort();
  await progressWrites;
  const gathered = { request, job, sections, lastLines: unwritten.splice(0) };
  // Every call is made: what the turn reserved and did not use goes back before the report is saved, so
  // whoever reads it done finds the plan and the day's quota as they truly stand. Should this fail, the
  // queue gives it back again once the run ends.
  // Evidence against the provider is on record before anyone hears of this report, so the next request
  // is refused at once; an answer only ends a streak of empty reports, and waits until the report is told.
  const evidence = reportEvidence(Object.values(sections));
  const answered = evidence === "report_answered";
  await Promise.all([
    giveBackUnused().catch(() => {}),
    evidence && !answered ? deps.gate?.record(evidence) : null,
  ]);
  try {
    await saveReport(deps, gathered, aboutTheCar);
  } catch (err) {
    // Ended without an outcome stored (stopped, the database away): its progress is kept all the same.
    if (gathered.lastLines.length) await appendLines(deps, request.id, gathered.lastLines).catch(() => {});
    throw err;
  } finally {
    if (answered) await afterReaders().then(() => deps.gate?.record("report_answered"));
  }
}

/**
 * Assembles the report from its sections and saves it, spending its credit, or fails the request, with
 * the progress lines still unwritten (`lastLines`, emptied once they are stored). What the report needs
 * of the database about its car is `aboutTheCar` when it was read while the sources answered.
 */
async function saveReport(
  deps: ReportDeps,
  gathered: { request: Request; job: JobRun; sections: ReportSections; lastLines: SettledSource[] },
  aboutTheCar: Promise<AboutTheCar> | null,
): Promise<void> {
  const { db, provider } = deps;
  const { request, job, sections, lastLines } = gathered;
  const failWith = async (code: AppErrorCode, error: string) => {
    await fail(deps, request.id, code, error, lastLines);
    gathered.lastLines = [];
  };
  const now = deps.now ?? (() => new Date());
  // Stopped meanwhile (its time up, or handed back): what it gathered is incomplete, and not saved.
  job.signal.throwIfAborted();
  const generatedAt = now();
  const assembled = assembleReport({
    plate: request.plate,
    sections,
    today: santiagoDate(generatedAt) as string,
    now: generatedAt.toISOString(),
  });
  if (!assembled.ok) {
    const code = assembled.reason === "vehicle_not_found" ? "NOT_FOUND" : "UNAVAILABLE";
    return failWith(code, assembled.message);
  }
  const row = newReportRow({
    id: request.id,
    userId: request.userId,
    organisationId: organisationOf(request),
    lotId: request.lotId,
    plate: request.plate,
    clientRequestId: request.clientRequestId,
    report: assembled.report,
    isDemo: provider.isDemo,
    at: generatedAt,
  });
  const vehicle = assembled.report.sections.vehicle;
  const car = await (aboutTheCar ??
    readAboutTheCar(deps, request.plate, vehicle.status === "found" ? vehicle.data : null));
  const shown = car.ownerOpposed ? withoutOwner(assembled.report, "opposition") : assembled.report;
  const report = { ...shown, similarCars: car.similarCars };
  const saved: ReportRow = { ...row, id: request.id, body: report, revokedAt: null };

  job.signal.throwIfAborted();
  let outcome: string | null;
  try {
    outcome = await db.transaction(async (tx) => {
      // A request's outcome is decided once, here, the row locked until the end: if the sweep failed it
      // meanwhile, its credit is back in the balance, and this report is neither saved nor paid for.
      const [decided] = await tx
        .update(reportRequests)
        .set({ status: "done", finishedAt: sql`now()`, ...withLines(lastLines) })
        .where(and(eq(reportRequests.id, request.id), inArray(reportRequests.status, ACTIVE)))
        .returning({ id: reportRequests.id });
      if (!decided) return DECIDED;
      const spent = await spendCredit(tx, request, `report:${request.id}`, {
        trials: request.credit === "trial",
      });
      // The credit this request held went elsewhere (a refund took purchased reports back meanwhile).
      if (!spent)
        throw new Unsaved(
          request.credit === "trial"
            ? TRIAL_CONSUME_ERROR_MESSAGE
            : organisationOf(request)
              ? ORGANISATION_NO_REPORTS_MESSAGE
              : NO_REPORTS_LEFT_MESSAGE,
        );
      const [inserted] = await tx.insert(vehicleReports).values(saved).returning({ id: vehicleReports.id });
      if (!inserted) throw new Unsaved(REPORT_NOT_SAVED_MESSAGE);
      return null;
    });
  } catch (err) {
    // Thrown to undo the request's 'done': it fails below instead.
    if (!(err instanceof Unsaved)) throw err;
    outcome = err.reason;
  }
  if (outcome && outcome !== DECIDED)
    return failWith(outcome === REPORT_NOT_SAVED_MESSAGE ? "UNAVAILABLE" : "PAYMENT_REQUIRED", outcome);
  // Saved with its 'done', or decided elsewhere: then the request keeps its outcome, and its progress
  // names every source all the same (below, with the other bookkeeping).
  if (outcome === null) gathered.lastLines = [];
  deps.jobs.changes.emit(request.id, "ended", outcome === null ? saved : undefined);
  await afterReaders();
  if (gathered.lastLines.length) {
    await appendLines(deps, request.id, gathered.lastLines).catch(() => {});
    gathered.lastLines = [];
  }
  // Only an organisation registers webhooks: a person's report has nobody to announce it to.
  if (organisationOf(request) !== null) await deps.announce?.([request.id]);
}

/**
 * Every instance now and then, for the requests still active a minute after they were asked: sends again
 * the job of one whose job was never sent (the process stopped between the two), and fails one whose job
 * is gone without deciding it (its process died on the last try), so no credit stays held. A request whose
 * job lives is left to it, however long the queue (domain/report/stranded.ts).
 */
export async function requeueStranded(deps: Pick<ReportDeps, "db" | "jobs" | "announce">): Promise<void> {
  const active = await deps.db
    .select({ id: reportRequests.id, status: reportRequests.status, turn: reportRequests.turn })
    .from(reportRequests)
    .where(
      and(
        inArray(reportRequests.status, ACTIVE),
        lt(reportRequests.queuedAt, sql`now() - interval '1 minute'`),
      ),
    );
  if (active.length === 0) return;
  const fates = await deps.jobs.fates(
    REPORT_JOB,
    active.map((r) => r.id),
  );
  for (const request of active) {
    const action = strandedAction(request.status as ActiveStatus, fates.get(request.id) ?? "missing");
    if (action === "send")
      await deps.jobs.send(
        REPORT_JOB,
        { requestId: request.id },
        { id: request.id, priority: -request.turn },
      );
    if (action === "fail") await fail(deps, request.id, "UNAVAILABLE", GENERATION_ERROR_MESSAGE);
  }
}
