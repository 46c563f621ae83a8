import { and, eq, sql } from "drizzle-orm";
import type { WebhookDisabledReason } from "#domain/contract/webhooks";
import { webhookDeliveries, webhookEndpoints } from "#server/db/schema";
import { HandedBack, type JobRun } from "#server/queue/job-queue";
import type { WebhookPayload } from "#server/queue/job-types";
import type { Poster } from "./outbound";
import type { WebhookDeps } from "./webhook-deps";

/** What the log says of a delivery whose endpoint stopped before it went: deleted, or stopped for it. */
const STOPPED_ERROR: Record<WebhookDisabledReason, string> = {
  deleted: "webhook eliminado",
  creator_left: "webhook desactivado",
};

/**
 * One try of one delivery (WEBHOOK_JOB): signed with the time of this try, and with the secrets that sign
 * at that time (the current one, and the one it replaced while the overlap lasts: decision 095), POSTed
 * through the guarded connection (outbound.ts). A 2xx answer delivers it; anything else, or no answer, is
 * written down and thrown, so pg-boss tries again later, until the last try fails it. A delivery already
 * decided, or whose endpoint was deleted or disabled meanwhile, is not sent.
 */
export async function deliverWebhook(
  deps: Pick<WebhookDeps, "db" | "secrets"> & { poster: Poster },
  job: JobRun<WebhookPayload>,
): Promise<void> {
  const { db } = deps;
  const { deliveryId } = job.payload;
  const [delivery] = await db
    .select({
      state: webhookDeliveries.state,
      body: webhookDeliveries.body,
      url: webhookEndpoints.url,
      secretEncrypted: webhookEndpoints.secretEncrypted,
      // The database's clock, the one that set the overlap's end.
      previousSecretEncrypted: sql<string | null>`case when ${webhookEndpoints.previousSecretUntil} > now()
        then ${webhookEndpoints.previousSecretEncrypted} end`,
      disabledAt: webhookEndpoints.disabledAt,
      disabledReason: webhookEndpoints.disabledReason,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (delivery?.state !== "pending") return;
  const pending = and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.state, "pending"));
  if (delivery.disabledAt) {
    await db
      .update(webhookDeliveries)
      .set({ state: "failed", lastError: STOPPED_ERROR[delivery.disabledReason ?? "deleted"] })
      .where(pending);
    return;
  }
  const secrets: string[] = [];
  try {
    secrets.push(deps.secrets.open(delivery.secretEncrypted));
  } catch {
    // Sealed under another server secret (BETTER_AUTH_SECRET changed): no try will ever sign it.
    await db.update(webhookDeliveries).set({ state: "failed", lastError: "secreto ilegible" }).where(pending);
    return;
  }
  if (delivery.previousSecretEncrypted) {
    try {
      secrets.push(deps.secrets.open(delivery.previousSecretEncrypted));
    } catch {
      // The secret rotated away was sealed under another server secret: the new one signs alone, and a
      // rotation is how such an endpoint gets a secret this server can read.
    }
  }
  let outcome: Awaited<ReturnType<Poster["post"]>>;
  try {
    outcome = await deps.poster.post(delivery.url, delivery.body, secrets, job.signal);
  } catch (err) {
    // Handed back by a stopping instance, or out of time: no try of the receiver's to write down.
    if (job.signal.reason instanceof HandedBack) throw err;
    outcome = { status: null, error: "tiempo agotado" };
  }
  const delivered = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  const error = delivered ? null : outcome.status === null ? outcome.error : `HTTP ${outcome.status}`;
  await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastStatus: outcome.status,
      lastError: error,
      state: delivered ? "delivered" : job.lastAttempt ? "failed" : "pending",
      deliveredAt: delivered ? sql`now()` : null,
    })
    .where(pending);
  // pg-boss keeps the same words as the row, and tries again unless this was the last try.
  if (error) throw new Error(error);
}
