import { EventEmitter, setMaxListeners } from "node:events";
import { setTimeout as delay } from "node:timers/promises";
import PgBoss from "pg-boss";
import type { z } from "zod";
import type { JobFate } from "#domain/report/stranded";
import type { SqlExecutor } from "../db/client";
import type { Logger } from "../logger";
import type { JobType } from "./job-types";

const SCHEMA = "pgboss";
// A worker with nothing to do looks again this often; a job sent by this instance wakes it at once.
const POLL_MS = 1000;
// A job stops this long before pg-boss would expire it (its maintenance looks every 10 s, from any
// instance), so that it is never still running beside its retry.
const STOP_BEFORE_EXPIRY_MS = 5000;

/** One run of a job: its payload, as its type's schema parsed it, and how long the run may go on. */
export type JobRun<P = unknown> = {
  payload: P;
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
 * Durable jobs in PostgreSQL (pg-boss), on PGlite too through the same connection, of the types declared
 * in job-types.ts (decision 074): each type is a queue, its payload checked by the type's schema when it
 * is sent and again when it is fetched.
 *
 * A job runs once while it lives (decision 059). Our own workers, not pg-boss's `work`: a worker first
 * takes what a job needs (`admit`: for a report, the provider's turn, however long the plan makes it
 * wait), and only then fetches the job, so its expiry counts the run alone. A run is aborted a little
 * before its expiry and failed, instead of going on beside its retry; a job whose process died expires
 * and runs again (its run must be idempotent, as make-report.ts is). On stop, runs have a grace period,
 * then go back to the queue at once.
 */
export function createJobQueue(
  execute: SqlExecutor,
  opts: {
    types: readonly JobType<object>[];
    workers: number;
    /** A run's expiry for the types that declare none. */
    expireInSeconds: number;
    logger: Logger;
  },
) {
  const declared = new Map(opts.types.map((type) => [type.name, type]));
  if (declared.size !== opts.types.length) throw new Error("two job types share a name, and so a queue");
  /** Only a declared type: its queue was created at start, and its own schema checks its payloads. */
  const known = <P extends object>(type: JobType<P>) => {
    if (declared.get(type.name) !== type)
      throw new Error(`job type "${type.name}" is not declared to this queue`);
  };
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
    // Instances starting together on a new database race to create each queue: creating one alters the
    // job table, so two of them may deadlock, and the loser may look before the winner committed. It
    // tries again until the queue is there, or an instance would run without workers or a way to send.
    for (const name of declared.keys()) {
      for (let attempt = 1; ; attempt++) {
        const failure = await boss.createQueue(name).then(
          () => null,
          (err: unknown) => ({ err }),
        );
        // A database that does not answer this either is one more reason to try again.
        if (!failure || (await boss.getQueue(name).catch(() => null))) break;
        if (attempt >= 10) throw failure.err;
        opts.logger.warn({ err: failure.err, attempt, type: name }, "job queue not created; trying again");
        await delay(200 * attempt);
      }
    }
  })();
  // Errors surface on use; an unawaited rejection must not end the process first.
  ready.catch(() => {});
  /** Says when a request of this instance changed, so whoever waits on it looks at once. */
  const changes = new EventEmitter().setMaxListeners(0);
  /** Aborted on stop: workers take no more turns and fetch no more jobs. */
  const closing = new AbortController();
  /** Aborted once this instance has finished or handed back every run (see ReportJobs.stopped). */
  const done = new AbortController();
  // Every idle worker and every open report stream listens: Node's cap of 10 would be a false alarm.
  setMaxListeners(0, closing.signal, done.signal);
  const runs = new Set<{ stop: AbortController; handBack: boolean }>();
  const workers: Promise<void>[] = [];

  /** This instance's idle workers of each type, in the order they went idle. */
  const idle = new Map<string, ((sent: boolean) => void)[]>();
  /**
   * Waits `ms`, or until this instance sends a job of the type: true then, so the worker takes its turn
   * without asking whether a job waits. By hand, not AbortSignal.any: a signal combined with the
   * long-lived `closing` every second is kept by it (nodejs/node#55351).
   */
  const nap = (name: string, ms: number) =>
    new Promise<boolean>((resolve) => {
      const sleepers = idle.get(name) ?? [];
      idle.set(name, sleepers);
      const wake = (sent: boolean) => {
        clearTimeout(timer);
        const at = sleepers.indexOf(wake);
        if (at >= 0) sleepers.splice(at, 1);
        closing.signal.removeEventListener("abort", stop);
        resolve(sent);
      };
      const stop = () => wake(false);
      const timer = setTimeout(stop, ms);
      sleepers.push(wake);
      closing.signal.addEventListener("abort", stop);
    });
  /**
   * Wakes as many idle workers of the type as jobs were sent, not all of them: the others would each
   * take a turn of the provider's plan for a job already taken, on the way of the one that runs it.
   */
  const wakeFor = (name: string, jobs: number) => {
    for (const wake of (idle.get(name) ?? []).slice(0, jobs)) wake(true);
  };

  /** Whether some job of a type could be fetched now: a worker takes a turn only for work that is there. */
  const waiting = async (name: string) => {
    const { rows } = await execute(
      `select exists (select 1 from ${SCHEMA}.job where name = $1 and state < 'active' and start_after < now()) as waiting`,
      [name],
    );
    return (rows[0] as { waiting: boolean } | undefined)?.waiting === true;
  };

  /** Back to the queue as if never fetched: no try counted, at once for any instance. */
  const handBack = (name: string, id: string) =>
    execute(
      `update ${SCHEMA}.job set state = 'created', started_on = null, start_after = now() where name = $1 and id = $2 and state = 'active'`,
      [name, id],
    );

  /**
   * A job whose payload does not fit its type (stored by an older version, or by hand) is failed at once
   * and said: retries would only parse it again, and its run never sees unchecked data.
   */
  async function refuse(name: string, id: string, error: z.ZodError) {
    // The issues' paths and messages only: the payload itself may carry what the logs must not.
    const issues = error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
    opts.logger.error({ job: id, type: name, issues }, "a job's payload does not fit its type: failed unrun");
    // With no tries left, pg-boss's own fail ends it for good (and honours a dead-letter queue).
    await execute(
      `update ${SCHEMA}.job set retry_limit = retry_count where name = $1 and id = $2 and state = 'active'`,
      [name, id],
    );
    await boss.fail(name, id, { message: "the payload does not fit the job type" });
  }

  async function runJob<P, A extends Admission>(
    name: string,
    job: PgBoss.JobWithMetadata<unknown>,
    payload: P,
    askedAt: number,
    admitted: A,
    run: (job: JobRun<P>, admitted: A) => Promise<void>,
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
          payload,
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
    if (!failure) await boss.complete(name, job.id);
    else if (entry.handBack) await handBack(name, job.id);
    else {
      const { err } = failure;
      await boss.fail(name, job.id, { message: err instanceof Error ? err.message : String(err) });
    }
  }

  async function workLoop<P extends object, A extends Admission>(
    type: JobType<P>,
    admit: (signal: AbortSignal) => Promise<A>,
    run: (job: JobRun<P>, admitted: A) => Promise<void>,
  ) {
    const { name } = type;
    let sent = false;
    while (!closing.signal.aborted) {
      try {
        if (!sent && !(await waiting(name))) {
          sent = await nap(name, POLL_MS);
          continue;
        }
        sent = false;
        const admitted = await admit(closing.signal);
        try {
          const askedAt = Date.now();
          // Another worker may have taken it meanwhile: the turn then goes back unused.
          const [job] = closing.signal.aborted
            ? []
            : await boss.fetch<unknown>(name, { includeMetadata: true, priority: true });
          if (job) {
            // Checked again here: the row may be older than the schema, or not written by send.
            const parsed = type.payload.safeParse(job.data);
            if (parsed.success) await runJob(name, job, parsed.data, askedAt, admitted, run);
            else await refuse(name, job.id, parsed.error);
          }
        } finally {
          await admitted.release();
        }
      } catch (err) {
        if (closing.signal.aborted) return;
        opts.logger.error({ err, type: name }, "job worker failed; looking again");
        await nap(name, POLL_MS);
      }
    }
  }

  /**
   * Queues many jobs of one type in one statement (a lot's rows), each as `send` would: every payload is
   * checked before any is stored.
   */
  async function sendMany<P extends object>(
    type: JobType<P>,
    jobs: readonly { payload: NoInfer<P>; id?: string; priority?: number }[],
  ): Promise<void> {
    known(type);
    const rows = jobs.map((job) => ({
      name: type.name,
      data: type.payload.parse(job.payload),
      ...(job.id === undefined ? {} : { id: job.id }),
      priority: job.priority ?? 0,
      retryLimit: type.retryLimit,
      retryDelay: type.retryDelaySeconds,
      retryBackoff: type.retryBackoff ?? false,
      expireInSeconds: type.expireInSeconds ?? opts.expireInSeconds,
    }));
    if (!rows.length) return;
    await ready;
    await boss.insert(rows);
    // This instance's idle workers of the type look now instead of at their next poll.
    wakeFor(type.name, rows.length);
  }

  return {
    ready,
    changes,
    /**
     * Aborted once this instance stopped and its runs have finished or gone back to the queue: whoever
     * follows a report here tells its page to ask again, of another instance or of the next start.
     */
    stopped: done.signal,
    /**
     * Queues a job of a declared type. A payload that does not fit the type's schema throws here, at the
     * caller, and nothing is stored. A job sent again with the same `id` is the same job; a higher
     * `priority` goes first.
     */
    async send<P extends object>(
      type: JobType<P>,
      payload: NoInfer<P>,
      job: { id?: string; priority?: number } = {},
    ): Promise<void> {
      await sendMany(type, [{ payload, ...job }]);
    },
    sendMany,
    /** How the queue holds the jobs of a type with these ids (the sweep's question); absent ones are missing. */
    async fates<P extends object>(type: JobType<P>, ids: string[]): Promise<Map<string, JobFate>> {
      known(type);
      await ready;
      const { rows } = await execute(
        `select id::text as id, state::text as state from ${SCHEMA}.job where name = $1 and id = any($2::uuid[])`,
        [type.name, ids],
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
     * Starts this instance's workers of one type. Each takes `admit` (awaited before a job is fetched,
     * given back after it ran or when no job came), then runs one job with `run`: a run that throws is
     * tried again, unless it was the last try.
     */
    async work<P extends object, A extends Admission>(
      type: JobType<P>,
      admit: (signal: AbortSignal) => Promise<A>,
      run: (job: JobRun<P>, admitted: A) => Promise<void>,
    ): Promise<void> {
      known(type);
      await ready;
      for (let i = 0; i < opts.workers; i++) workers.push(workLoop(type, admit, run));
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
