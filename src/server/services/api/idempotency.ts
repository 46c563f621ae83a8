import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { idempotencyKeys } from "#server/db/schema";
import { AppError } from "#server/errors";

// Idempotency-Key on the POSTs of /api/v1 (decision 083): the first answer to a key is kept 24 hours and
// answered again to a retry of the same request, so nothing is spent twice.

/** An answer as a route gives it and a retry gets it back. */
export type KeptAnswer = { status: number; body: unknown };

/** One POST under an Idempotency-Key: the API key it came with, the header's value, what it asked. */
export type IdempotentRequest = { apiKeyId: string; key: string; fingerprint: string };

export type IdempotentOutcome =
  /** Answered now, or (`replayed`) the first answer to this key. */
  | { kind: "answered"; answer: KeptAnswer; replayed: boolean }
  /** The key was used for another request: another method, path or body. */
  | { kind: "reused" }
  /** The first request with this key is still being answered. */
  | { kind: "in_progress" };

/** How long a kept answer is replayed; the sweep deletes older ones. */
export const IDEMPOTENCY_KEPT_HOURS = 24;

/**
 * A request still in progress after this long was left by an instance that stopped mid-way: a retry takes
 * it over. Far above what creating a report or a lot of 500 plates takes.
 */
const ABANDONED_AFTER_S = 60;

/** The request's fingerprint: SHA-256 of its method, path and body as sent. */
export const fingerprintOf = (method: string, path: string, body: string): string =>
  createHash("sha256").update(`${method.toUpperCase()} ${path}\n`).update(body).digest("hex");

/**
 * The id the services recognise a retried request by (report_requests.client_request_id): the claim's, so
 * a request taken over from a stopped instance that had already queued its report finds it instead of
 * queueing another. A claim lives 24 hours: the same key and body sent after it is purged claim anew, and
 * are a new request, not an answer from a month ago (the services look a client_request_id up forever).
 */
const clientRequestIdOf = (claimId: string): string => `api:${claimId}`;

/**
 * Answers `request` once. The first request with a key claims it (a row in progress) and runs; a 2xx answer
 * is kept for retries, a refusal frees the key, since it spent nothing and the same request may succeed
 * later (credits bought, a limit passed). A retry while the first runs is told so at once rather than held:
 * it would hold a connection for as long, and a client retries anyway.
 */
export async function answerOnce(
  db: Database,
  request: IdempotentRequest,
  run: (clientRequestId: string) => Promise<KeptAnswer>,
): Promise<IdempotentOutcome> {
  const { apiKeyId, key, fingerprint } = request;
  const sameKey = and(eq(idempotencyKeys.apiKeyId, apiKeyId), eq(idempotencyKeys.key, key));
  // A key freed between the claim and the read is claimed again; twice is more than any real race needs.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ apiKeyId, key, fingerprint })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    let id = claimed?.id;
    if (!id) {
      const [kept] = await db.select().from(idempotencyKeys).where(sameKey);
      if (!kept) continue;
      if (kept.fingerprint !== fingerprint) return { kind: "reused" };
      if (kept.state === "done")
        return {
          kind: "answered",
          answer: { status: kept.responseStatus ?? 200, body: kept.responseBody },
          replayed: true,
        };
      // Taken over only once abandoned, and by one retry alone: the database's clock decides.
      const [taken] = await db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now()` })
        .where(
          and(
            eq(idempotencyKeys.id, kept.id),
            eq(idempotencyKeys.state, "in_progress"),
            lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${ABANDONED_AFTER_S})`),
          ),
        )
        .returning({ id: idempotencyKeys.id });
      if (!taken) return { kind: "in_progress" };
      id = taken.id;
    }
    return { kind: "answered", answer: await runClaimed(db, id, run), replayed: false };
  }
  return { kind: "in_progress" };
}

async function runClaimed(
  db: Database,
  id: string,
  run: (clientRequestId: string) => Promise<KeptAnswer>,
): Promise<KeptAnswer> {
  const free = () => db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
  let answer: KeptAnswer;
  try {
    answer = await run(clientRequestIdOf(id));
  } catch (err) {
    // A refusal of ours spent nothing: the key is free again, for this body or another. Anything else may
    // have come after the report or lot was made: the claim is left for the next retry to take over at
    // once, with the same client_request_id, so it finds what was made. Should either write fail, the
    // claim is taken over once abandoned (ABANDONED_AFTER_S).
    const release =
      err instanceof AppError
        ? free()
        : db
            .update(idempotencyKeys)
            .set({ createdAt: sql`now() - make_interval(secs => ${ABANDONED_AFTER_S + 1})` })
            .where(eq(idempotencyKeys.id, id));
    await release.catch(() => {});
    throw err;
  }
  if (answer.status >= 200 && answer.status < 300) {
    await db
      .update(idempotencyKeys)
      .set({ state: "done", responseStatus: answer.status, responseBody: answer.body })
      .where(eq(idempotencyKeys.id, id));
  } else {
    await free();
  }
  return answer;
}

/** Deletes the answers kept longer than IDEMPOTENCY_KEPT_HOURS; the sweep calls it (compose.ts). */
export async function purgeIdempotencyKeys(db: Database): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEPT_HOURS})`));
}
