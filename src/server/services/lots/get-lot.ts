import { and, asc, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import {
  LOT_NOT_FOUND_MESSAGE,
  type TLot,
  type TLotCounts,
  type TLotRow,
  type TLotSummary,
} from "#domain/contract/lots";
import { type LotReportInput, lotLine } from "#domain/lot/lot-alerts";
import { type LotRequestState, lotCounts, lotProgress, lotRowStatus } from "#domain/lot/lot-progress";
import { lotItems, lots, reportRequests, users, vehicleReports } from "#server/db/schema";
import { AppError } from "#server/errors";
import { type Actor, requireRole } from "../actor";
import { sharePath } from "../reports/report-view";
import { verdictInput } from "../reports/verdict-input";
import type { LotDeps } from "./lot-deps";

/** The lots a list shows: the newest, enough for a month of a busy dealer. */
export const LOTS_LISTED = 50;

/** Rows read at a time when a lot is gone through whole (its exports). */
const PAGE_ROWS = 100;

/** What names and dates a lot, for its page and for the list alike. */
const LOT_COLUMNS = {
  id: lots.id,
  fileName: lots.fileName,
  createdAt: lots.createdAt,
  createdBy: users.name,
  plates: lots.plates,
};

type LotRecord = Pick<TLotSummary, "id" | "fileName" | "createdBy" | "plates"> & { createdAt: Date };

/** The part of a lot its page and the list both show. */
const lotHeader = (lot: LotRecord, counts: TLotCounts): Omit<TLotSummary, "percent" | "finished"> => ({
  id: lot.id,
  fileName: lot.fileName,
  createdAt: lot.createdAt.toISOString(),
  createdBy: lot.createdBy,
  plates: lot.plates,
  counts,
});

/**
 * A lot of the actor's organisation, read afresh: a member removed a moment ago reads nothing, and the
 * lot of another organisation is as unknown as one that does not exist.
 */
export async function findLot(db: LotDeps["db"], actor: Actor, id: string) {
  const membership = requireRole(actor, "seeReports");
  const [lot] = await db
    .select({ ...LOT_COLUMNS, input: lots.input })
    .from(lots)
    .leftJoin(users, eq(users.id, lots.createdBy))
    .where(and(eq(lots.id, id), eq(lots.organisationId, membership.organisationId)));
  if (!lot) throw new AppError("NOT_FOUND", LOT_NOT_FOUND_MESSAGE);
  return lot;
}

/** A lot's rows with their requests and reports, in the input's order, from `after` on. */
function rowsQuery(db: LotDeps["db"], lotId: string, after: number, limit: number | null) {
  const query = db
    .select({
      position: lotItems.position,
      plate: lotItems.plate,
      rows: lotItems.rows,
      requestStatus: reportRequests.status,
      errorCode: reportRequests.errorCode,
      error: reportRequests.error,
      reportId: vehicleReports.id,
      reportCode: vehicleReports.reportCode,
      accessCode: vehicleReports.accessCode,
      score: vehicleReports.score,
      // What the line's verdict and alerts read of the body: the same as a report's own verdict.
      line: verdictInput,
    })
    .from(lotItems)
    .leftJoin(reportRequests, eq(reportRequests.id, lotItems.requestId))
    .leftJoin(vehicleReports, eq(vehicleReports.id, lotItems.requestId))
    .where(and(eq(lotItems.lotId, lotId), gt(lotItems.position, after)))
    .orderBy(asc(lotItems.position));
  return limit === null ? query : query.limit(limit);
}

type RowRecord = Awaited<ReturnType<typeof rowsQuery>>[number];

function toRow(r: RowRecord): TLotRow {
  const request: LotRequestState = r.requestStatus
    ? { status: r.requestStatus, errorCode: r.errorCode }
    : null;
  const status = lotRowStatus(request, r.reportId !== null);
  const made = status === "listo" && r.line !== null && r.score !== null;
  const line = made ? lotLine(r.line as LotReportInput, r.score as number) : null;
  return {
    position: r.position,
    plate: r.plate,
    rows: r.rows,
    status,
    reportId: made ? r.reportId : null,
    reportCode: made ? r.reportCode : null,
    sharePath: made && r.accessCode ? sharePath(r.accessCode) : null,
    vehicle: line?.vehicle ?? null,
    score: made ? r.score : null,
    verdict: line?.verdict ?? null,
    tone: line?.tone ?? null,
    alerts: line?.alerts ?? [],
    message: status === "sin datos" || status === "no se pudo" ? (r.error ?? null) : null,
  };
}

/**
 * GET /api/lots/{id}: a lot of the actor's organisation as its page shows it, every row with what came
 * of it, read from the database alone (a restart of the server loses nothing). One statement for its
 * rows: the requests and reports are joined by the row's request id, which is the report's id.
 */
export async function getLot(deps: Pick<LotDeps, "db" | "plan">, actor: Actor, id: string): Promise<TLot> {
  const lot = await findLot(deps.db, actor, id);
  const rows = (await rowsQuery(deps.db, lot.id, -1, null)).map(toRow);
  const counts = lotCounts(rows.map((r) => r.status));
  return {
    ...lotHeader(lot, counts),
    ...lotProgress(counts, deps.plan.secondsPerReport),
    input: lot.input,
    rows,
  };
}

/** A lot's rows a page at a time, for its exports: memory holds one page, whatever the lot's size. */
export async function* lotRows(db: LotDeps["db"], lotId: string): AsyncGenerator<TLotRow> {
  let after = -1;
  for (;;) {
    const page = await rowsQuery(db, lotId, after, PAGE_ROWS);
    for (const r of page) yield toRow(r);
    const last = page.at(-1);
    if (!last || page.length < PAGE_ROWS) return;
    after = last.position;
  }
}

/**
 * GET /api/lots: the organisation's newest lots with their counts, counted by the database: one line per
 * lot and outcome, never a line per row.
 */
export async function listLots(deps: Pick<LotDeps, "db" | "plan">, actor: Actor): Promise<TLotSummary[]> {
  const membership = requireRole(actor, "seeReports");
  const { db } = deps;
  const newest = await db
    .select(LOT_COLUMNS)
    .from(lots)
    .leftJoin(users, eq(users.id, lots.createdBy))
    .where(eq(lots.organisationId, membership.organisationId))
    .orderBy(desc(lots.createdAt), desc(lots.id))
    .limit(LOTS_LISTED);
  if (newest.length === 0) return [];
  const hasReport = sql<boolean>`${vehicleReports.id} is not null`;
  const outcomes = await db
    .select({
      lotId: lotItems.lotId,
      status: reportRequests.status,
      errorCode: reportRequests.errorCode,
      hasReport,
      n: count(),
    })
    .from(lotItems)
    .leftJoin(reportRequests, eq(reportRequests.id, lotItems.requestId))
    .leftJoin(vehicleReports, eq(vehicleReports.id, lotItems.requestId))
    .where(
      inArray(
        lotItems.lotId,
        newest.map((lot) => lot.id),
      ),
    )
    .groupBy(lotItems.lotId, reportRequests.status, reportRequests.errorCode, hasReport);
  return newest.map((lot) => {
    const statuses = outcomes
      .filter((o) => o.lotId === lot.id)
      .flatMap((o) => {
        const status = lotRowStatus(
          o.status ? { status: o.status, errorCode: o.errorCode } : null,
          o.hasReport,
        );
        return Array<typeof status>(o.n).fill(status);
      });
    const counts = lotCounts(statuses);
    const { percent, finished } = lotProgress(counts, deps.plan.secondsPerReport);
    return { ...lotHeader(lot, counts), percent, finished };
  });
}
