import { z } from "zod";

/**
 * What pg-boss keeps as a queue's name: its own check is unanchored (any one word character passes), so a
 * name such as 'informes lote' would be taken and then be awkward in every query that names it.
 */
const NAME = /^[a-z][a-z0-9-]{0,49}$/;
const NAME_MAX = 50;

/**
 * A kind of durable job, declared once: the queue it lives in, the schema its payload must fit (checked
 * when it is sent and again when a worker takes it, so no run ever sees unchecked data) and how it is
 * tried again.
 */
export type JobType<P extends object> = {
  readonly name: string;
  readonly payload: z.ZodType<P>;
  /** Tries after the first; a run that throws on the last one fails the job for good. */
  readonly retryLimit: number;
  readonly retryDelaySeconds: number;
  /**
   * Each wait about twice the last, from retryDelaySeconds: pg-boss waits delay × 2^(n-1) to twice that
   * (jittered) before try n + 1.
   */
  readonly retryBackoff?: boolean;
  /** How long one run may last before pg-boss gives it up; without it, the queue's own. */
  readonly expireInSeconds?: number;
};

/** The payload a run of this job type is handed, as its schema parsed it. */
export type JobPayload<T> = T extends JobType<infer P> ? P : never;

const isCount = (n: number) => Number.isInteger(n) && n >= 0;

/** Checks a declaration once, when the module declaring it loads: a wrong one stops the start, not a job. */
export function defineJobType<P extends object>(type: JobType<P>): JobType<P> {
  if (type.name.length > NAME_MAX || !NAME.test(type.name))
    throw new Error(`job type "${type.name}": a name is 1 to 50 lowercase letters, digits or hyphens`);
  if (!isCount(type.retryLimit) || !isCount(type.retryDelaySeconds))
    throw new Error(`job type "${type.name}": retries are counted in whole numbers from 0`);
  if (
    type.expireInSeconds !== undefined &&
    !(Number.isInteger(type.expireInSeconds) && type.expireInSeconds > 0)
  )
    throw new Error(`job type "${type.name}": a run's expiry is a whole number of seconds above 0`);
  return Object.freeze({ ...type });
}

/**
 * The job of one report request (services/reports/make-report.ts). It is sent with the request's id as its
 * own, so the same request queued again is the same job, and with minus the request's turn as priority, so
 * each account's first waiting report goes before anybody's second. Its expiry is the queue's, which the
 * provider's plan sets (compose.ts). The name is the queue's from before types were declared: jobs already
 * stored under it still run.
 */
export const REPORT_JOB = defineJobType({
  name: "reports",
  payload: z.object({ requestId: z.uuid() }),
  retryLimit: 3,
  retryDelaySeconds: 5,
});

export type ReportPayload = JobPayload<typeof REPORT_JOB>;

/**
 * One webhook delivery (services/webhooks/deliver-webhook.ts), sent with the delivery's id as its own. 12
 * tries, the waits doubling from 30-60 s after the first to 8.5-17 h before the last: 17 to 34 hours in
 * all, about a day, as docs/WEBHOOKS.md tells receivers. A try lasts at most 10 s: its expiry leaves that
 * and the bookkeeping.
 */
export const WEBHOOK_JOB = defineJobType({
  name: "webhooks",
  payload: z.object({ deliveryId: z.uuid() }),
  retryLimit: 11,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 30,
});

export type WebhookPayload = JobPayload<typeof WEBHOOK_JOB>;
