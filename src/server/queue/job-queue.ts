import { EventEmitter, setMaxListeners } from "node:events";
import { setTimeout as delay } from "node:timers/promises";
import PgBoss from "pg-boss";
import type { JobFate } from "#domain/report/stranded";
import type { SqlExecutor } from "../db/client";
import type { Logger } from "../logger";

const REPORTS = "reports";
const SCHEMA = "pgboss";
// A worker with nothing to do looks again this often; a job sent by this instance wakes it at once.
const POLL_MS = 1000;
// A job stops this long before pg-boss would expire it (its maintenance looks every 10 s, from any
// instance), so that it is never still running beside its retry.
const STOP_BEFORE_EXPIRY_MS = 5000;

/** What a report's job needs to know: the request it makes (report_requests). */
type ReportJob = { requestId: string };

/** One run of a report's job. */
export type JobRun = {
  requestId: string;
  /** No retry follows if this run throws. */
  lastAttempt: boolean;
  /** Aborted when the run must stop: its time is nearly up, or the instance is handing it back. */
  signal: AbortSignal;
  /** When its time is up (epoch ms), a little before pg-boss's expiry: every wait inside ends sooner. */
  deadline: number;
};

/** What a job needs before it may start, taken before it is fetched, given back when the run ends. */
export type Admission = { release(): Promise<void> };

/** The abort reason of a run whose instance stops: the job goes back to the queue, untried. */
export class HandedBack extends Error {
  constructor() {
    super("the instance is stopping: the job goes back to the queue");
  }
}

/** The abort reason of a run whose time is up: it fails, and pg-boss tries it again unless it was the last. */
class TimeUp extends Error {
  constructor() {
    super("the job's time is up");
  }
}

export type JobQueue = ReturnType<typeof createJobQueue>;

/**
 * Report generation as durable jobs in PostgreSQL (pg-boss), on PGlite too through the same connection.
 * Turns: the job's priority is minus its request's turn, so each account's first waiting report goes
 * before anybody's second.
 *
 * A job runs once while it lives (decision 059). Our own workers, not pg-boss's `work`: a worker first
 * takes what a job needs (`admit`: the provider's turn, however long the plan makes it wait), and only
 * then fetches the job, so its expiry counts the run alone. A run is aborted a little before its expiry
 * and failed, instead of going on beside its retry; a job whose process died expires and runs again (it
 * is idempotent, make-report.ts). On stop, runs have a grace period, then go back to the queue at once.
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
    schema: SCHEMA,
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
  /** Says when a request of this instance changed, so whoever waits on it looks at once. */
  const changes = new EventEmitter().setMaxListeners(0);
  /** Wakes idle workers: this instance just sent a job. */
  const wakeUps = new EventEmitter().setMaxListeners(0);
  /** Aborted on stop: workers take no more turns and fetch no more jobs. */
  const closing = new AbortController();
  /** Aborted once this instance has finished or handed back every run (see ReportJobs.stopped). */
  const done = new AbortController();
  // Every idle worker and every open report stream listens: Node's cap of 10 would be a false alarm.
  setMaxListeners(0, closing.signal, done.signal);
  const runs = new Set<{ stop: AbortController; handBack: boolean }>();
  const workers: Promise<void>[] = [];

  // By hand, not AbortSignal.any: a signal combined with the long-lived `closing` every second is kept by
  // it (nodejs/node#55351).
  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        wakeUps.off("wake", wake);
        closing.signal.removeEventListener("abort", wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      wakeUps.on("wake", wake);
      closing.signal.addEventListener("abort", wake);
    });

  /** Whether some job could be fetched now: a worker takes a turn only for work that is there. */
  const waiting = async () => {
    const { rows } = await execute(
      `select exists (select 1 from ${SCHEMA}.job where name = $1 and state < 'active' and start_after < now()) as waiting`,
      [REPORTS],
    );
    return (rows[0] as { waiting: boolean } | undefined)?.waiting === true;
  };

  /** Back to the queue as if never fetched: no try counted, at once for any instance. */
  const handBack = (id: string) =>
    execute(
      `update ${SCHEMA}.job set state = 'created', started_on = null, start_after = now() where name = $1 and id = $2 and state = 'active'`,
      [REPORTS, id],
    );

  async function runJob<A extends Admission>(
    job: PgBoss.JobWithMetadata<ReportJob>,
    askedAt: number,
    admitted: A,
    run: (job: JobRun, admitted: A) => Promise<void>,
  ) {
    // From before the fetch: pg-boss counts its expiry from the moment the database handed the job out.
    const deadline = askedAt + Number(job.expireInSeconds) * 1000 - STOP_BEFORE_EXPIRY_MS;
    const entry = { stop: new AbortController(), handBack: false };
    const timer = setTimeout(() => entry.stop.abort(new TimeUp()), deadline - Date.now());
    runs.add(entry);
    let failure: { err: unknown } | undefined;
    try {
      await run(
        {
          requestId: job.data.requestId,
          lastAttempt: job.retryCount >= job.retryLimit,
          signal: entry.stop.signal,
          deadline,
        },
        admitted,
      );
    } catch (err) {
      failure = { err };
    } finally {
      clearTimeout(timer);
      runs.delete(entry);
    }
    // With the database away these throw: the job stays active, expires and runs again (it is idempotent).
    if (!failure) await boss.complete(REPORTS, job.id);
    else if (entry.handBack) await handBack(job.id);
    else {
      const { err } = failure;
      await boss.fail(REPORTS, job.id, { message: err instanceof Error ? err.message : String(err) });
    }
  }

  async function workLoop<A extends Admission>(
    admit: (signal: AbortSignal) => Promise<A>,
    run: (job: JobRun, admitted: A) => Promise<void>,
  ) {
    while (!closing.signal.aborted) {
      try {
        if (!(await waiting())) {
          await nap(POLL_MS);
          continue;
        }
        const admitted = await admit(closing.signal);
        try {
          const askedAt = Date.now();
          // Another worker may have taken it meanwhile: the turn then goes back unused.
          const [job] = closing.signal.aborted
            ? []
            : await boss.fetch<ReportJob>(REPORTS, { includeMetadata: true, priority: true });
          if (job) await runJob(job, askedAt, admitted, run);
        } finally {
          await admitted.release();
        }
      } catch (err) {
        if (closing.signal.aborted) return;
        opts.logger.error({ err }, "report worker failed; looking again");
        await nap(POLL_MS);
      }
    }
  }

  return {
    ready,
    changes,
    /**
     * Aborted once this instance stopped and its runs have finished or gone back to the queue: whoever
     * follows a report here tells its page to ask again, of another instance or of the next start.
     */
    stopped: done.signal,
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
      // This instance's idle workers look now instead of at their next poll.
      wakeUps.emit("wake");
    },
    /** How the queue holds the jobs of these requests (the sweep's question); absent ones are missing. */
    async fates(requestIds: string[]): Promise<Map<string, JobFate>> {
      await ready;
      const { rows } = await execute(
        `select id::text as id, state::text as state from ${SCHEMA}.job where name = $1 and id = any($2::uuid[])`,
        [REPORTS, requestIds],
      );
      const live = ["created", "retry", "active"];
      return new Map(
        (rows as { id: string; state: string }[]).map((r) => [
          r.id,
          live.includes(r.state) ? "live" : "ended",
        ]),
      );
    },
    /**
     * Starts this instance's workers. Each takes `admit` (awaited before a job is fetched, given back
     * after it ran or when no job came), then runs one job with `run`: a run that throws is tried again,
     * unless it was the last try.
     */
    async work<A extends Admission>(
      admit: (signal: AbortSignal) => Promise<A>,
      run: (job: JobRun, admitted: A) => Promise<void>,
    ): Promise<void> {
      await ready;
      for (let i = 0; i < opts.workers; i++) workers.push(workLoop(admit, run));
    },
    /**
     * Takes no more jobs; runs have `graceMs` to finish, and those still going then are stopped and go
     * back to the queue at once, for another instance or the next start, without waiting for expiry.
     */
    async stop(graceMs: number): Promise<void> {
      closing.abort();
      await ready.catch(() => {});
      const finished = Promise.allSettled(workers);
      const grace = new AbortController();
      await Promise.race([finished, delay(graceMs, undefined, { signal: grace.signal }).catch(() => {})]);
      grace.abort();
      for (const entry of runs) {
        entry.handBack = true;
        entry.stop.abort(new HandedBack());
      }
      await finished;
      done.abort();
      await boss.stop({ graceful: true, wait: true });
      stopped = true;
    },
  };
}
