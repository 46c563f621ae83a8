import { and, countDistinct, eq, inArray, isNotNull } from "drizzle-orm";
import {
  availableCredits,
  LOT_NO_VALID_PLATES_MESSAGE,
  LOTS_UNFINISHED_MAX,
  lotCreditsMissingMessage,
  TOO_MANY_LOTS_MESSAGE,
} from "#domain/lot/lot-limits";
import { lotNoDataLimitMessage } from "#domain/lot/lot-no-data";
import { lotItems, lots, reportRequests } from "#server/db/schema";
import { AppError } from "#server/errors";
import { REPORT_JOB } from "#server/queue/job-types";
import { type Actor, organisationAccount, requireRole } from "../actor";
import type { Tx } from "../credits/spend-credit";
import { ACTIVE, lockAccount, lotNoDataStanding } from "../reports/queue-report";
import type { LotDeps } from "./lot-deps";
import { duplicatesOf } from "./preview-lot";
import { type LotSource, readLotSource } from "./read-lot-source";

/** How long a lot that says the organisation has too many running asks to wait before trying again. */
const TOO_MANY_LOTS_RETRY_S = 60;

/**
 * The browser's id for an upload, kept on the lot's first request (report_requests is where a retried
 * request is recognised, per person): prefixed, so it can never be taken for a single report's.
 */
const clientKeyOf = (clientRequestId: string) => `lot:${clientRequestId}`;

/**
 * The lot a retried upload already made, if it did, on the organisation the person is in now: one who
 * moved to another is not handed the first one's lot.
 */
async function lotOfClientRequest(
  db: LotDeps["db"] | Tx,
  actor: { userId: string; accountId: string },
  clientRequestId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ lotId: reportRequests.lotId })
    .from(reportRequests)
    .where(
      and(
        eq(reportRequests.userId, actor.userId),
        eq(reportRequests.accountId, actor.accountId),
        eq(reportRequests.clientRequestId, clientKeyOf(clientRequestId)),
      ),
    );
  return row?.lotId ?? null;
}

/** The organisation's lots with a row still waiting or being made. */
async function unfinishedLots(tx: Tx, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ n: countDistinct(reportRequests.lotId) })
    .from(reportRequests)
    .where(
      and(
        eq(reportRequests.accountId, accountId),
        isNotNull(reportRequests.lotId),
        inArray(reportRequests.status, ACTIVE),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Sends a lot: reads its source again (nothing the preview said is trusted), and refuses it without
 * holding anything when it has no valid plate, the organisation's lots spent their plates without data
 * (decision 094), it already runs LOTS_UNFINISHED_MAX lots, the provider cannot serve it today, or the
 * balance is short. Otherwise, in one transaction under the account's lock, stores the lot, its rows and
 * one report request per distinct plate on the organisation's account (whatever the member's switch
 * says: a lot is the organisation's), each holding a purchased credit, with the turns after the account's
 * requests already active, so another account's single report waits at most one of the lot's turns
 * (decision 077). The jobs are sent once the transaction is committed; one whose send is lost is sent
 * again by the sweep (requeueStranded). A repeated clientRequestId answers the lot it made before.
 */
export async function createLot(
  deps: LotDeps,
  actor: Actor,
  source: LotSource & { clientRequestId?: string },
): Promise<{ id: string; created: boolean }> {
  const membership = requireRole(actor, "check");
  const account = organisationAccount(membership);
  const { clientRequestId } = source;
  if (clientRequestId) {
    const made = await lotOfClientRequest(
      deps.db,
      { userId: actor.userId, accountId: account.id },
      clientRequestId,
    );
    if (made) return { id: made, created: false };
  }
  const lot = await readLotSource(source);
  const credits = lot.plates.length;
  if (credits === 0) throw new AppError("BAD_REQUEST", LOT_NO_VALID_PLATES_MESSAGE);
  // Before anything is held, the organisation's own limit first: its lots' plates without data, then a
  // provider that does not answer, or a day without the lot's calls left.
  const noData = await lotNoDataStanding(deps, account.id);
  if (noData.freesInSeconds !== null)
    throw new AppError(
      "RATE_LIMITED",
      lotNoDataLimitMessage(noData.allowance, noData.freesInSeconds),
      noData.freesInSeconds,
    );
  await deps.gate?.assertCanAccept(credits * (deps.plan.callsByPlate + deps.plan.callsByVehicle));

  const made = await deps.db.transaction(async (tx) => {
    // Uploads of one organisation take turns here, so two cannot both pass the checks below.
    const { balance, held, active } = await lockAccount(tx, account.id);
    if (clientRequestId) {
      const id = await lotOfClientRequest(
        tx,
        { userId: actor.userId, accountId: account.id },
        clientRequestId,
      );
      if (id) return { id, created: false, requests: [] };
    }
    if ((await unfinishedLots(tx, account.id)) >= LOTS_UNFINISHED_MAX)
      throw new AppError("RATE_LIMITED", TOO_MANY_LOTS_MESSAGE, TOO_MANY_LOTS_RETRY_S);
    const available = availableCredits(balance.purchasedLeft, held.purchased);
    if (available < credits)
      throw new AppError("PAYMENT_REQUIRED", lotCreditsMissingMessage(credits, available));

    const [stored] = await tx
      .insert(lots)
      .values({
        organisationId: membership.organisationId,
        createdBy: actor.userId,
        fileName: lot.fileName,
        input: { invalid: lot.invalid, duplicates: duplicatesOf(lot.plates) },
        plates: credits,
      })
      .returning({ id: lots.id });
    if (!stored) throw new Error("the lot was not stored");
    const requests = lot.plates.map((p, position) => ({
      id: crypto.randomUUID(),
      userId: actor.userId,
      accountId: account.id,
      lotId: stored.id,
      apiKeyId: actor.apiKeyId,
      plate: p.plate,
      clientRequestId: position === 0 && clientRequestId ? clientKeyOf(clientRequestId) : null,
      credit: "purchased" as const,
      turn: active.all + position,
    }));
    await tx.insert(reportRequests).values(requests);
    await tx.insert(lotItems).values(
      lot.plates.map((p, position) => ({
        lotId: stored.id,
        position,
        plate: p.plate,
        rows: p.rows,
        requestId: requests[position]?.id as string,
      })),
    );
    return { id: stored.id, created: true, requests };
  });

  // One statement for the whole lot, each row at its turn. Should it fail, requeueStranded sends the jobs
  // later: the requests are already safely stored.
  await deps.jobs
    .sendMany(
      REPORT_JOB,
      made.requests.map((request) => ({
        payload: { requestId: request.id },
        id: request.id,
        priority: -request.turn,
      })),
    )
    .catch(() => {});
  return { id: made.id, created: made.created };
}
