import { EventEmitter } from "node:events";
import { setTimeout as delay } from "node:timers/promises";
import PgBoss from "pg-boss";
import type { SqlExecutor } from "../db/client";
import type { Logger } from "../logger";

const REPORTS = "reports";

/** What a report's job needs to know: the request it makes (report_requests). */
type ReportJob = { requestId: string };

export type JobQueue = ReturnType<typeof createJobQueue>;

/**
 * Report generation as durable jobs in PostgreSQL (pg-boss), on PGlite too through the same connection.
 * A job whose process died is failed by pg-boss once it has run for `expireInSeconds`, then tried again;
 * the job itself is idempotent (make-report.ts). Turns: the job's priority is minus its request's turn, so
 * each account's first waiting report goes before anybody's second.
 */
export function createJobQueue(
  execute: SqlExecutor,
  opts: { workers: number; expireInSeconds: number; logger: Logger },
) {
  // Once stopped, pg-boss's loops may still ask once more (a fetch already scheduled) after the caller
  // closed the database: such a call is never answered, instead of failing with no one to hear it.
  let stopped = false;
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) =>
        stopped ? new Promise<{ rows: unknown[] }>(() => {}) : execute(text, values),
    },
    schedule: false,
    // Finds jobs whose process died (expired) this often.
    maintenanceIntervalSeconds: 10,
  });
  boss.on("error", (err) => opts.logger.error({ err }, "job queue error"));
  const ready = (async () => {
    // Instances starting together on a new database race to create pg-boss's schema: the losers retry.
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.start();
        break;
      } catch (err) {
        if (attempt >= 10) throw err;
        opts.logger.warn({ err, attempt }, "job queue did not start; trying again");
        await delay(500 * attempt);
      }
    }
    // Instances starting together on a new database race to create the queue; one of them wins.
    await boss.createQueue(REPORTS).catch(async (err) => {
      if (!(await boss.getQueue(REPORTS))) throw err;
    });
  })();
  // Errors surface on use; an unawaited rejection must not end the process first.
  ready.catch(() => {});
  const workerIds: string[] = [];
  /** Says when a request of this instance changed, so whoever waits on it looks at once. */
  const changes = new EventEmitter().setMaxListeners(0);

  return {
    ready,
    changes,
    /** Queues the job of one report request; the same request queued again is the same job. */
    async send(requestId: string, turn: number): Promise<void> {
      await ready;
      await boss.send(REPORTS, { requestId } satisfies ReportJob, {
        id: requestId,
        priority: -turn,
        retryLimit: 3,
        retryDelay: 5,
        expireInSeconds: opts.expireInSeconds,
      });
      // This instance's workers look now instead of at their next poll.
      for (const id of workerIds) boss.notifyWorker(id);
    },
    /** Starts this instance's workers; `lastAttempt` says no retry follows if the handler throws. */
    async work(handler: (requestId: string, lastAttempt: boolean) => Promise<void>): Promise<void> {
      await ready;
      for (let i = 0; i < opts.workers; i++) {
        const id = await boss.work<ReportJob>(
          REPORTS,
          { pollingIntervalSeconds: 1, includeMetadata: true },
          async ([job]) => {
            if (job) await handler(job.data.requestId, job.retryCount >= job.retryLimit);
          },
        );
        workerIds.push(id);
      }
    },
    async stop(): Promise<void> {
      await ready.catch(() => {});
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
      stopped = true;
    },
  };
}
