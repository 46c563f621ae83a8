import { and, count, eq, inArray, lt, min, or } from "drizzle-orm";
import { type Progress, progressOf, type SettledSource } from "#domain/report/progress";
import { REPORT_EMPTY_MESSAGE } from "#domain/report/texts";
import { reportRequests, vehicleReports } from "#server/db/schema";
import { AppError, type AppErrorCode } from "#server/errors";
import type { Actor } from "../actor";
import type { ReportDeps, RequestChange } from "./report-deps";
import type { ReportRow } from "./report-row";
import { isVisibleTo, reportsVisibleTo, requestsVisibleTo } from "./report-scope";
import { type AuthorReport, authorView } from "./report-view";

/** Where a report asked for stands: waiting its turn, being made, made, or refused. */
export type ReportState =
  | { status: "queued"; position: number; etaSeconds: number }
  | { status: "running"; progress: Progress }
  | { status: "done"; report: AuthorReport }
  | { status: "failed"; errorCode: AppErrorCode; error: string };

/** Seconds until a report `position` places from the front starts and is made, at the plan's pace. */
export const etaSeconds = (position: number, secondsPerReport: number): number =>
  Math.ceil((position + 1) * secondsPerReport);

type Request = typeof reportRequests.$inferSelect;

/** The sources a request has seen end, in order; a bare key is one that answered (an older row's way). */
const settledOf = (request: Pick<Request, "answered">): SettledSource[] =>
  request.answered.map((entry) =>
    typeof entry === "string" ? { source: entry, outcome: "answered" } : entry,
  );

/** The last progress of a request whose report was saved: every source's line, at 100 %. */
export async function finalProgress(deps: Pick<ReportDeps, "db">, id: string): Promise<Progress> {
  const [request] = await deps.db
    .select({ answered: reportRequests.answered })
    .from(reportRequests)
    .where(eq(reportRequests.id, id));
  return progressOf(request ? settledOf(request) : [], true);
}

/**
 * One of the actor's report requests, or their organisation's (or a report made before the queue
 * existed), as it stands now. The place in the queue is counted only when `position` asks for it (a
 * waiting answer with nobody to tell needs none until it gives up waiting).
 */
export async function reportState(
  deps: Pick<ReportDeps, "db" | "plan">,
  actor: Actor,
  id: string,
  { position = true }: { position?: boolean } = {},
): Promise<ReportState> {
  const { db } = deps;
  // The report, when there is one, in the same statement: a done request costs one read.
  const [found] = await db
    .select({ request: reportRequests, report: vehicleReports })
    .from(reportRequests)
    .leftJoin(vehicleReports, and(eq(vehicleReports.id, reportRequests.id), reportsVisibleTo(actor)))
    .where(and(eq(reportRequests.id, id), requestsVisibleTo(actor)));
  const request = found?.request;
  if (!request || request.status === "done") {
    const [row] = found?.report
      ? [found.report]
      : await db
          .select()
          .from(vehicleReports)
          .where(and(eq(vehicleReports.id, id), reportsVisibleTo(actor)));
    if (!row) throw new AppError("NOT_FOUND", REPORT_EMPTY_MESSAGE);
    return { status: "done", report: authorView(row) };
  }
  if (request.status === "failed") {
    return { status: "failed", errorCode: request.errorCode ?? "UNAVAILABLE", error: request.error ?? "" };
  }
  if (request.status === "running")
    return { status: "running", progress: progressOf(settledOf(request), false) };
  if (!position) return { status: "queued", position: 0, etaSeconds: 0 };
  // Ahead: every waiting request of an earlier turn, or of the same turn queued before.
  const [ahead] = await db
    .select({ n: count() })
    .from(reportRequests)
    .where(
      and(
        eq(reportRequests.status, "queued"),
        or(
          lt(reportRequests.turn, request.turn),
          and(eq(reportRequests.turn, request.turn), lt(reportRequests.queuedAt, request.queuedAt)),
        ),
      ),
    );
  const n = ahead?.n ?? 0;
  return { status: "queued", position: n, etaSeconds: etaSeconds(n, deps.plan.secondsPerReport) };
}

// Another instance's progress is seen by asking again this often; this instance's, at once.
const POLL_MS = 1000;

/**
 * Follows a request until it is done or failed, or until `timeoutMs` or `signal` ends the wait (the
 * report is made anyway). `onState` hears every change; answers the last state seen.
 */
export async function followReport(
  deps: ReportDeps,
  actor: Actor,
  id: string,
  opts: {
    timeoutMs: number;
    signal?: AbortSignal;
    onState?: (state: ReportState) => void;
    /** The caller has just queued it (not found it queued): nothing to read before it changes. */
    justQueued?: boolean;
  },
): Promise<ReportState> {
  const deadline = Date.now() + opts.timeoutMs;
  // Without anyone to tell, where the request stands on the way is no reason to look: its end is.
  const told = opts.onState !== undefined;
  const changes = changesOf(deps, id, told ? "any" : "ended");
  try {
    let last = "";
    // The report this instance has just saved, as it was stored: read only if the actor may see it.
    let saved: ReportRow | undefined;
    if (opts.justQueued && !told) saved = await changes.next(Math.min(POLL_MS, opts.timeoutMs), opts.signal);
    for (;;) {
      const state: ReportState =
        saved && isVisibleTo(actor, saved)
          ? { status: "done", report: authorView(saved) }
          : await reportState(deps, actor, id, { position: told });
      const seen = JSON.stringify(state);
      if (seen !== last) opts.onState?.(state);
      last = seen;
      if (state.status === "done" || state.status === "failed") return state;
      const left = deadline - Date.now();
      if (left <= 0 || opts.signal?.aborted) return told ? state : await reportState(deps, actor, id);
      saved = await changes.next(Math.min(POLL_MS, left), opts.signal);
    }
  } finally {
    changes.close();
  }
}

/**
 * A request's changes on this instance (all of them, or its end only), heard from now on: one told while
 * the request was being read is not missed until the next poll.
 */
function changesOf(deps: ReportDeps, id: string, wanted: "any" | "ended") {
  let heard: { saved?: ReportRow } | null = null;
  let wake: (() => void) | null = null;
  const changed = (kind: RequestChange, saved?: ReportRow) => {
    if (wanted === "any" || kind === "ended") {
      heard = { saved: saved ?? heard?.saved };
      wake?.();
    }
  };
  deps.jobs.changes.on(id, changed);
  return {
    /** The next change, or one heard since the last, `ms` at most: the saved report's row, if the end said it. */
    next(ms: number, signal: AbortSignal | undefined): Promise<ReportRow | undefined> {
      return new Promise((resolve) => {
        const take = () => {
          const change = heard;
          heard = null;
          resolve(change?.saved);
        };
        if (heard || signal?.aborted) return take();
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener("abort", done);
          wake = null;
          take();
        };
        const timer = setTimeout(done, ms);
        wake = done;
        signal?.addEventListener("abort", done);
      });
    },
    close: () => deps.jobs.changes.off(id, changed),
  };
}

/** For the queue metrics' sake only: how many reports wait across every instance. */
export const queuedCount = async (deps: Pick<ReportDeps, "db">): Promise<number> =>
  (await deps.db.select({ n: count() }).from(reportRequests).where(eq(reportRequests.status, "queued")))[0]
    ?.n ?? 0;

/**
 * Calls the provider's day still owes to accepted reports: all of them for those waiting, the lookups
 * keyed by the vehicle for those running. What a running report took is already counted as used; only
 * the one report per instance still being served its turn owes more, and the others owe nothing, so
 * the sum errs on the side of refusing.
 */
export async function promisedCalls(deps: Pick<ReportDeps, "db" | "plan">): Promise<number> {
  const rows = await deps.db
    .select({ status: reportRequests.status, n: count() })
    .from(reportRequests)
    .where(inArray(reportRequests.status, ["queued", "running"]))
    .groupBy(reportRequests.status);
  const { callsByPlate, callsByVehicle } = deps.plan;
  return rows.reduce(
    (sum, { status, n }) => sum + n * (status === "queued" ? callsByPlate + callsByVehicle : callsByVehicle),
    0,
  );
}

/** The best turn (the lowest) among the requests waiting for a worker: the one the queue hands out next. */
export async function bestWaitingTurn(deps: Pick<ReportDeps, "db">): Promise<number | null> {
  const [row] = await deps.db
    .select({ turn: min(reportRequests.turn) })
    .from(reportRequests)
    .where(eq(reportRequests.status, "queued"));
  return row?.turn ?? null;
}
