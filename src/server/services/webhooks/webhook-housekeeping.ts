import { and, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { webhookDeliveries, webhookEndpoints } from "#server/db/schema";
import { WEBHOOK_JOB } from "#server/queue/job-types";
import type { WebhookDeps } from "./webhook-deps";

/** How long the delivery log is kept, and a deleted endpoint with it. */
const LOG_DAYS = 30;
/** Longer than any delivery's tries take (about a day, job-types.ts): one still pending then never ends. */
const TRIES_SPAN = "interval '2 days'";
/** Deliveries looked at by one sweep; more wait for the next. */
const SWEEP_BATCH = 500;

/**
 * Every instance, every sweep: a delivery stored a minute ago and never tried had its job's send lost
 * (the process stopped between the two, the database failed the send): its job is sent again. One whose
 * job ended without trying it (its payload refused) is failed, so the log does not show it pending.
 */
export async function resendStranded(deps: Pick<WebhookDeps, "db" | "jobs">): Promise<void> {
  const untried = await deps.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.state, "pending"),
        eq(webhookDeliveries.attempts, 0),
        lt(webhookDeliveries.createdAt, sql`now() - interval '1 minute'`),
      ),
    )
    .limit(SWEEP_BATCH);
  if (untried.length === 0) return;
  const fates = await deps.jobs.fates(
    WEBHOOK_JOB,
    untried.map((row) => row.id),
  );
  const missing = untried.filter((row) => !fates.has(row.id)).map((row) => row.id);
  const ended = untried.filter((row) => fates.get(row.id) === "ended").map((row) => row.id);
  await deps.jobs.sendMany(
    WEBHOOK_JOB,
    missing.map((deliveryId) => ({ payload: { deliveryId }, id: deliveryId })),
  );
  if (ended.length)
    await deps.db
      .update(webhookDeliveries)
      .set({ state: "failed", lastError: "sin intentos" })
      .where(and(inArray(webhookDeliveries.id, ended), eq(webhookDeliveries.state, "pending")));
}

/**
 * Once an hour is enough: deliveries older than the log's 30 days go, and so do endpoints deleted as long
 * ago, with whatever log they have left; a delivery pending past every try's span (its process died on
 * the last one) is failed; a rotated secret whose overlap ended is erased, since nothing signs with it
 * any more (deliver-webhook.ts already stopped at its end).
 */
export async function purgeDeliveries(deps: Pick<WebhookDeps, "db">): Promise<void> {
  const { db } = deps;
  const old = sql`now() - ${sql.raw(`interval '${LOG_DAYS} days'`)}`;
  await db
    .update(webhookDeliveries)
    .set({ state: "failed", lastError: "intentos agotados" })
    .where(
      and(
        eq(webhookDeliveries.state, "pending"),
        lt(webhookDeliveries.createdAt, sql`now() - ${sql.raw(TRIES_SPAN)}`),
      ),
    );
  await db.delete(webhookDeliveries).where(lt(webhookDeliveries.createdAt, old));
  await db
    .update(webhookEndpoints)
    .set({ previousSecretEncrypted: null, previousSecretUntil: null })
    .where(lt(webhookEndpoints.previousSecretUntil, sql`now()`));
  await db
    .delete(webhookEndpoints)
    .where(and(isNotNull(webhookEndpoints.disabledAt), lt(webhookEndpoints.disabledAt, old)));
}
