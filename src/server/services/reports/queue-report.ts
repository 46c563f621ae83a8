import { and, desc, eq, gt, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import {
  EMAIL_NOT_VERIFIED_MESSAGE,
  FLEET_PACKS_PATH,
  nextCredit,
  noCreditsRefusal,
  type TPayer,
} from "#domain/credits";
import { validatePlate } from "#domain/plate";
import {
  NO_DATA_WINDOW_MS,
  noDataLeft,
  noDataLimitMessage,
  noDataWaitSeconds,
} from "#domain/report/no-data-allowance";
import { recentReportOf } from "#domain/report/repeat";
import type { Database } from "#server/db/client";
import { creditAccounts, reportRequests, users, vehicleReports } from "#server/db/schema";
import { AppError } from "#server/errors";
import { REPORT_JOB } from "#server/queue/job-types";
import type { AccountRef, Actor } from "../actor";
import { balanceColumns, type getBalance, NO_BALANCE, type Tx } from "../credits/spend-credit";
import { heldBackTrials, type TrialGrantDeps } from "../credits/trial-grants";
import type { ReportDeps } from "./report-deps";
import { reportsOfAccount, reportsVisibleTo, requestsVisibleTo } from "./report-scope";
import { type AuthorReport, authorView } from "./report-view";

/** Reports one account may have waiting or in the making at once: a dealer's morning, not a script's. */
export const MAX_QUEUED_PER_ACCOUNT = 20;

export const TOO_MANY_QUEUED_MESSAGE = "Ya tienes 20 informes en cola. Espera a que avancen para pedir más.";

export const ACTIVE = ["queued", "running"] as const;

export type QueueReportInput = {
  /** Who asks, and the account that pays and holds the report. */
  actor: Actor;
  plate: string;
  clientRequestId?: string;
  /** Made even though the account has a report of this plate from the last 24 hours. */
  confirmRepeat?: boolean;
};

/** The account's report of a plate that asks before another is made. */
type EarlierReport = { id: string; createdAt: string };

/**
 * The account's newest report of `plate`, made or still in the making (a second tab asks while the first
 * waits; a colleague checked it this morning), if it is recent enough to ask before making another.
 */
async function earlierReport(
  tx: Tx,
  account: AccountRef,
  plate: string,
  now: Date,
): Promise<EarlierReport | null> {
  const [made] = await tx
    .select({ id: vehicleReports.id, createdAt: vehicleReports.createdAt })
    .from(vehicleReports)
    .where(and(reportsOfAccount(account), eq(vehicleReports.plate, plate)))
    .orderBy(desc(vehicleReports.createdAt))
    .limit(1);
  const [making] = await tx
    .select({ id: reportRequests.id, createdAt: reportRequests.queuedAt })
    .from(reportRequests)
    .where(
      and(
        eq(reportRequests.accountId, account.id),
        eq(reportRequests.plate, plate),
        inArray(reportRequests.status, ACTIVE),
      ),
    )
    .orderBy(desc(reportRequests.queuedAt))
    .limit(1);
  const recent = recentReportOf(
    [made, making].filter((r) => r !== undefined),
    now,
  );
  return recent && { id: recent.id, createdAt: recent.createdAt.toISOString() };
}

/**
 * When the requests `whose` ended without vehicle data in the 24 hours before `now`: the newest `max`,
 * which are all an allowance of `max` needs to say whether it is spent and when it frees.
 */
async function noDataEndedAt(db: Database | Tx, whose: SQL | undefined, now: Date, max: number) {
  const { finishedAt } = reportRequests;
  const failures = await db
    .select({ finishedAt })
    .from(reportRequests)
    .where(
      and(
        whose,
        eq(reportRequests.status, "failed"),
        eq(reportRequests.errorCode, "NOT_FOUND"),
        gt(finishedAt, new Date(now.getTime() - NO_DATA_WINDOW_MS)),
      ),
    )
    .orderBy(desc(finishedAt))
    .limit(max);
  return failures.flatMap((f) => (f.finishedAt ? [f.finishedAt] : []));
}

/**
 * Refuses a person who asked about `max` plates without vehicle data in the last 24 hours, before any
 * source is asked again: such a plate costs no credit, so only this stops one credit from walking plates.
 * Their single reports count, not the rows of their organisation's lots: those count in its own allowance
 * (decision 094), so no plate is counted twice.
 */
async function assertNoDataAllowance(deps: ReportDeps, userId: string, max: number): Promise<void> {
  const now = deps.now?.() ?? new Date();
  const whose = and(eq(reportRequests.userId, userId), isNull(reportRequests.lotId));
  const wait = noDataWaitSeconds(await noDataEndedAt(deps.db, whose, now, max), max, now);
  if (wait !== null) throw new AppError("RATE_LIMITED", noDataLimitMessage(max), wait);
}

/** Where an organisation's lots stand against their allowance of plates without vehicle data. */
export type LotNoDataStanding = {
  allowance: number;
  left: number;
  /** With none left, the seconds until one is free again; null otherwise. */
  freesInSeconds: number | null;
};

/**
 * An organisation's allowance of plates without vehicle data in its lots (decision 094): its lots' rows
 * that ended so in the last 24 hours, whoever sent them. Its members' single reports count apart, each
 * member's in their own (assertNoDataAllowance). Read by a lot's preview, its creation, and each of its
 * rows before it asks any source.
 */
export async function lotNoDataStanding(
  deps: Pick<ReportDeps, "db" | "now" | "lotNoDataPerDay">,
  accountId: string,
): Promise<LotNoDataStanding> {
  const now = deps.now?.() ?? new Date();
  const max = deps.lotNoDataPerDay;
  const whose = and(eq(reportRequests.accountId, accountId), isNotNull(reportRequests.lotId));
  const endedAt = await noDataEndedAt(deps.db, whose, now, max);
  return {
    allowance: max,
    left: noDataLeft(endedAt, max, now),
    freesInSeconds: noDataWaitSeconds(endedAt, max, now),
  };
}

/** The credits an account's requests in the making hold, of each kind, and how many wait (a lot's apart). */
export type Held = {
  balance: Awaited<ReturnType<typeof getBalance>>;
  held: { trial: number; purchased: number };
  active: { all: number; single: number };
};

/**
 * An account's balance with what its requests in the making hold, of each kind, and how many wait (a
 * lot's apart), in one read: what a preview shows, and, under `lockAccount`, what a request is accepted
 * against.
 */
export async function heldOf(db: Database | Tx, accountId: string): Promise<Held> {
  const active = (only?: SQL) =>
    sql<number>`(select count(*) from ${reportRequests} where ${and(
      eq(reportRequests.accountId, accountId),
      inArray(reportRequests.status, ACTIVE),
      only,
    )})`.mapWith(Number);
  const [row] = await db
    .select({
      ...balanceColumns(db, accountId),
      heldTrial: active(eq(reportRequests.credit, "trial")),
      heldPurchased: active(eq(reportRequests.credit, "purchased")),
      all: active(),
      single: active(isNull(reportRequests.lotId)),
    })
    .from(creditAccounts)
    .leftJoin(users, eq(users.id, creditAccounts.userId))
    .where(eq(creditAccounts.id, accountId));
  if (!row) return { balance: NO_BALANCE, held: { trial: 0, purchased: 0 }, active: { all: 0, single: 0 } };
  const { heldTrial, heldPurchased, all, single, ...balance } = row;
  return { balance, held: { trial: heldTrial, purchased: heldPurchased }, active: { all, single } };
}

/**
 * Locks an account's balance for the caller's transaction and reads it with what its requests in the
 * making hold: requests of one account take turns here, on any instance, each counting what the one
 * before reserved. Two statements, not one: a statement that waited for the lock still reads from before
 * the wait (PostgreSQL's snapshot), so it would miss the request the one before had just queued.
 */
export async function lockAccount(tx: Tx, accountId: string): Promise<Held> {
  await tx
    .select({ id: creditAccounts.id })
    .from(creditAccounts)
    .where(eq(creditAccounts.id, accountId))
    .for("update");
  return heldOf(tx, accountId);
}

/**
 * Who pays, as a refusal speaks to them: a person, whose free checks owed from an earlier day arrive now
 * (or are said to come tomorrow), or an automotora, told where its administrador buys; a dealer's system
 * (an API key) gets the address, having no button to press.
 */
async function payerOf(deps: { trials?: TrialGrantDeps; publicUrl?: string }, actor: Actor): Promise<TPayer> {
  if (actor.account.kind === "organisation") {
    const fleetPacksUrl =
      actor.apiKeyId && deps.publicUrl ? `${deps.publicUrl}${FLEET_PACKS_PATH}` : undefined;
    return { kind: "organisation", fleetPacksUrl };
  }
  const arriveAt = deps.trials ? await heldBackTrials(deps.trials, actor.userId) : null;
  return { kind: "person", trialsArriveAt: arriveAt?.toISOString() ?? null };
}

/**
 * Accepts a report: checks the plate, whether the account made one of it in the last 24 hours (unless
 * `confirmRepeat`), the account's plates without data (`noDataPerDay`) and the balance, reserves one
 * credit (the requests an account has waiting or running hold theirs, so one credit cannot queue two
 * reports), and queues its job. Answers the request's id, the report a retried browser request already
 * has, or the earlier report of the plate, with nothing spent or held.
 */
export async function queueReport(
  deps: ReportDeps & {
    noDataPerDay: number;
    /** The free trials' daily ceiling: a person's owed trials arrive before their balance is read. */
    trials?: TrialGrantDeps;
    /** The site's address: a dealer's system refused for an empty balance is told where to buy (/api/v1). */
    publicUrl?: string;
  },
  input: QueueReportInput,
): Promise<
  | { requestId: string; queued: boolean }
  | { report: AuthorReport }
  | { earlier: EarlierReport; plate: string }
> {
  const { db } = deps;
  const { actor } = input;
  const { account } = actor;
  if (input.clientRequestId) {
    // A repeat is answered only with what the person may see now: one removed from an automotora since
    // asking finds nothing of its report here, as on every read (report-scope.ts).
    const [made] = await db
      .select()
      .from(vehicleReports)
      .where(
        and(
          eq(vehicleReports.userId, actor.userId),
          eq(vehicleReports.clientRequestId, input.clientRequestId),
          reportsVisibleTo(actor),
        ),
      );
    if (made) return { report: authorView(made) };
    const [asked] = await db
      .select({ id: reportRequests.id })
      .from(reportRequests)
      .where(
        and(
          eq(reportRequests.userId, actor.userId),
          eq(reportRequests.clientRequestId, input.clientRequestId),
          requestsVisibleTo(actor),
        ),
      );
    if (asked) return { requestId: asked.id, queued: false };
  }
  const plate = validatePlate(input.plate);
  if (!plate.ok) throw new AppError("BAD_REQUEST", plate.message);
  // Before anything is held: a provider that does not answer, or a day without calls left, is said now.
  // Both asked at once; the account's own limit is said first.
  const checks = await Promise.allSettled([
    assertNoDataAllowance(deps, actor.userId, deps.noDataPerDay),
    deps.gate?.assertCanAccept(),
  ]);
  for (const check of checks) if (check.status === "rejected") throw check.reason;
  const payer = await payerOf(deps, actor);

  const request = await db.transaction(async (tx) => {
    // Asked in turn, so two tabs sending the same plate at once cannot both pass the question.
    const { balance, held, active } = await lockAccount(tx, account.id);
    if (!input.confirmRepeat) {
      const earlier = await earlierReport(tx, account, plate.plate, deps.now?.() ?? new Date());
      if (earlier) return { earlier };
    }
    // A lot's rows wait apart: a dealer's lot leaves room for their single reports.
    if (active.single >= MAX_QUEUED_PER_ACCOUNT)
      throw new AppError("RATE_LIMITED", TOO_MANY_QUEUED_MESSAGE, 30);
    // Free checks held back until tomorrow are none today, for an unconfirmed address too.
    const usable = payer.kind === "person" && payer.trialsArriveAt ? { ...balance, trialsLeft: 0 } : balance;
    const credit = nextCredit({
      ...usable,
      trialsLeft: usable.trialsLeft - held.trial,
      purchasedLeft: balance.purchasedLeft - held.purchased,
    });
    if (credit === "unverified") throw new AppError("FORBIDDEN", EMAIL_NOT_VERIFIED_MESSAGE);
    if (credit === "none") {
      const refusal = noCreditsRefusal(usable, active.all, payer);
      // All of the balance held by reports in the making is a wait, not a purchase.
      throw refusal.kind === "held"
        ? new AppError("RATE_LIMITED", refusal.message, 30)
        : new AppError("PAYMENT_REQUIRED", refusal.message);
    }
    const [row] = await tx
      .insert(reportRequests)
      .values({
        id: crypto.randomUUID(),
        userId: actor.userId,
        accountId: account.id,
        plate: plate.plate,
        clientRequestId: input.clientRequestId,
        apiKeyId: actor.apiKeyId,
        credit,
        // Counted among the account's single reports only: a member's report asked while their
        // organisation's lot runs goes before the lot's next row, as another customer's would.
        turn: active.single,
      })
      .returning({ id: reportRequests.id, turn: reportRequests.turn });
    return row as { id: string; turn: number };
  });
  if ("earlier" in request) return { earlier: request.earlier, plate: plate.plate };
  // Should this fail, requeueStranded sends the job later: the request is already safely stored.
  await deps.jobs
    .send(REPORT_JOB, { requestId: request.id }, { id: request.id, priority: -request.turn })
    .catch(() => {});
  return { requestId: request.id, queued: true };
}
