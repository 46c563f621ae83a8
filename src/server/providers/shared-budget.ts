import { AsyncLocalStorage } from "node:async_hooks";
import { setTimeout as delay } from "node:timers/promises";
import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import { quotaDay } from "#domain/provider/daily-quota";
import type { Database } from "../db/client";
import { providerCalls, providerDays } from "../db/schema";
import { type CallLimiter, DailyLimitReached, DeadlineExceeded } from "./sliding-window";

// Any constant; every instance takes the same lock to count and take slots one at a time.
const BUDGET_LOCK_ID = 7_210_521;
// Between the database's clock, where slots are stamped, and the moment a request is written.
const CLOCK_MARGIN_MS = 100;
// While slots are reserved but not sent yet, nobody can tell when they free: look again soon.
const RESERVED_POLL_MS = 250;

/** Slots a report took before its first request: used one by one as its requests go out. */
type Ticket = {
  ids: string[];
  /** The marks of the slots it sent, still being written: the turn ends once they are. */
  marking: Promise<unknown>[];
};

/** A report's turn of the plan: its requests reserved before its job is fetched (takeTurn). */
export type Turn = {
  /** Runs the report with the reservation: its requests use the reserved slots as they go out. */
  run<T>(fn: () => Promise<T>): Promise<T>;
  /** Gives back what the report did not use (no vehicle, no owner) or, with no job to run, all of it. */
  release(): Promise<void>;
};

/** The turn of a provider without a plan (demo data): nothing to wait for, nothing to give back. */
export const FREE_TURN: Turn = { run: (fn) => fn(), release: async () => {} };

export type SharedBudget = ReturnType<typeof createSharedBudget>;

/**
 * The data provider's plan (`limit` requests per `windowMs`), kept in the database so that any number of
 * instances together never exceed it. A report reserves its requests before it starts (`reserve`), so its
 * sources never wait for a slot inside their own time budget; each request then turns one reserved slot
 * into a sent one at the moment it goes out (`limiter`). A retry after a 429 takes a slot of its own.
 */
export function createSharedBudget(
  db: Database,
  {
    limit,
    windowMs,
    abandonedAfterMs,
    dailyLimit = null,
    onDailyUse,
    sleep = (ms, signal) => delay(ms, undefined, { signal }),
  }: {
    limit: number;
    windowMs: number;
    /** Longer than any report runs: slots reserved that long ago belong to a process that died. */
    abandonedAfterMs: number;
    /** Calls per Santiago day (BOOSTR_DAILY_LIMIT), counted as they are reserved or sent; null: no cap. */
    dailyLimit?: number | null;
    /** Hears the day's count change (before, after), for the operator's warnings. */
    onDailyUse?: (before: number, after: number) => void;
    sleep?: (ms: number, signal?: AbortSignal) => Promise<unknown>;
  },
) {
  const tickets = new AsyncLocalStorage<Ticket>();
  let pausedUntil = 0;
  // A sent slot counts from its request's answer (Answered), later than the provider counted it: the
  // window needs only a margin for the two clocks' reading, not for a request that left late.
  const guardedMs = windowMs + CLOCK_MARGIN_MS;
  const windowStart = sql`now() - ${guardedMs} * interval '1 millisecond'`;

  /**
   * Takes `n` slots if the window has room: their ids, or how long to wait before asking again. Under the
   * same lock, the day's count: a slot is a call of the day from the moment it is reserved, so the day is
   * never overrun, whatever the instances reserve at once; one given back unused is given back to the day.
   */
  const take = (n: number, pending: boolean) =>
    db.transaction(async (tx): Promise<{ ids: string[]; dayUse?: [number, number] } | { waitMs: number }> => {
      await tx.execute(sql`select pg_advisory_xact_lock(${BUDGET_LOCK_ID})`);
      const day = quotaDay(new Date());
      let usedToday = 0;
      if (dailyLimit !== null) {
        const [today] = await tx.select().from(providerDays).where(eq(providerDays.day, day));
        usedToday = today?.calls ?? 0;
        if (usedToday + n > dailyLimit) throw new DailyLimitReached();
      }
      await tx
        .delete(providerCalls)
        .where(
          or(
            and(eq(providerCalls.pending, false), lt(providerCalls.at, windowStart)),
            lt(providerCalls.at, sql`now() - ${abandonedAfterMs} * interval '1 millisecond'`),
          ),
        );
      const counted = await tx
        .select({
          pending: providerCalls.pending,
          freesInMs: sql<number>`extract(epoch from (${providerCalls.at} - ${windowStart})) * 1000`,
        })
        .from(providerCalls);
      const room = limit - counted.length;
      if (room >= n) {
        const rows = await tx
          .insert(providerCalls)
          .values(Array.from({ length: n }, () => ({ pending })))
          .returning({ id: providerCalls.id });
        if (dailyLimit === null) return { ids: rows.map((r) => r.id) };
        await countDay(tx, day, n);
        return { ids: rows.map((r) => r.id), dayUse: [usedToday, usedToday + n] };
      }
      // The sent slots leave the window oldest first; enough of them must leave to make room for n.
      const frees = counted
        .filter((r) => !r.pending)
        .map((r) => Number(r.freesInMs))
        .sort((a, b) => a - b);
      const needed = frees[n - room - 1];
      return { waitMs: needed === undefined ? RESERVED_POLL_MS : Math.max(needed, 10) };
    });

  const countDay = (tx: Pick<Database, "insert">, day: string, delta: number) =>
    tx
      .insert(providerDays)
      .values({ day, calls: Math.max(0, delta) })
      .onConflictDoUpdate({
        target: providerDays.day,
        set: { calls: sql`greatest(0, ${providerDays.calls} + ${delta})` },
      });

  // Reports already running come first: their top-up waits inside their job's time, a new turn outside
  // any. While this instance has a top-up waiting, its turns let it go first (another instance's race it).
  let toppingUp = 0;

  const waitFor = async (
    n: number,
    pending: boolean,
    deadline: number,
    signal?: AbortSignal,
    { afterTopUps = false } = {},
  ) => {
    for (;;) {
      signal?.throwIfAborted();
      const hold = pausedUntil - Date.now();
      const taken =
        hold > 0
          ? { waitMs: hold }
          : afterTopUps && toppingUp > 0
            ? { waitMs: RESERVED_POLL_MS }
            : await take(n, pending);
      if ("ids" in taken) {
        if (taken.dayUse) onDailyUse?.(...taken.dayUse);
        return taken.ids;
      }
      if (Date.now() + taken.waitMs > deadline) throw new DeadlineExceeded();
      await sleep(taken.waitMs, signal);
    }
  };

  const limiter: CallLimiter = {
    async acquire(deadline, signal) {
      const ticket = tickets.getStore();
      const reserved = ticket?.ids.pop();
      let id = reserved;
      // A reserved slot is already counted: it is marked sent while its request goes out, not before
      // (a round trip on the path of every call). Until then it only counts as reserved, which is as many.
      let marked: Promise<unknown> = Promise.resolve();
      if (reserved) {
        marked = db
          .update(providerCalls)
          .set({ pending: false, at: sql`now()` })
          .where(eq(providerCalls.id, reserved))
          .catch(() => {});
        ticket?.marking.push(marked);
      } else [id] = await waitFor(1, false, deadline, signal);
      return () => {
        if (!id) return;
        const answered = id;
        // After the mark, so the later stamp stays; it marks the slot sent too, should the mark have failed.
        void marked.then(() =>
          db
            .update(providerCalls)
            .set({ pending: false, at: sql`now()` })
            .where(eq(providerCalls.id, answered))
            .catch(() => {}),
        );
      };
    },
    // A 429 with Retry-After holds this instance's new requests; the others learn it from their own.
    pauseUntil(t) {
      pausedUntil = Math.max(pausedUntil, t);
    },
  };

  // More than the whole plan can never be free at once: the rest wait for slots of their own as they go.
  const reserve = (n: number, deadline: number, signal?: AbortSignal, opts?: { afterTopUps: boolean }) =>
    waitFor(Math.min(n, limit), true, deadline, signal, opts);

  // This instance's turns are waited for one at a time, in the order asked: a turn belongs to no job yet,
  // so one of them asking the database is enough, where twenty workers asking every 250 ms would load it
  // (and the event loop, delaying the requests that have their slots) for nothing.
  let inLine = false;
  const line: (() => void)[] = [];
  const waitInLine = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (!inLine) {
        inLine = true;
        return resolve();
      }
      const go = () => {
        signal?.removeEventListener("abort", quit);
        resolve();
      };
      const quit = () => {
        line.splice(line.indexOf(go), 1);
        reject(signal?.reason);
      };
      line.push(go);
      signal?.addEventListener("abort", quit, { once: true });
    });
  const leaveLine = () => {
    const next = line.shift();
    if (next) next();
    else inLine = false;
  };

  /**
   * Waits until `n` requests fit in the plan and reserves them. A report's job takes its turn before it is
   * fetched (queue/job-queue.ts), so however long the plan makes it wait, none of it counts against the
   * job's time; `signal` ends the wait (the instance stops).
   */
  const takeTurn = async (n: number, signal?: AbortSignal): Promise<Turn> => {
    await waitInLine(signal);
    let ids: string[];
    try {
      ids = await reserve(n, Number.POSITIVE_INFINITY, signal, { afterTopUps: true });
    } finally {
      leaveLine();
    }
    const ticket: Ticket = { ids, marking: [] };
    return {
      run: (fn) => tickets.run(ticket, fn),
      // Should the database fail, the slots stay on the ticket for the next release to give back.
      release: async () => {
        await Promise.all(ticket.marking.splice(0));
        const ids = ticket.ids.splice(0);
        await giveBack(ids).catch((err) => {
          ticket.ids.push(...ids);
          throw err;
        });
      },
    };
  };

  /** Reserved slots not used after all go back to the window and to the day they were taken on. */
  async function giveBack(ids: string[]): Promise<void> {
    if (!ids.length) return;
    const freed = await db
      .delete(providerCalls)
      .where(inArray(providerCalls.id, ids))
      .returning({ at: providerCalls.at });
    if (dailyLimit === null) return;
    // Each to the day it was reserved on: a report may start before midnight and end after it.
    const byDay = new Map<string, number>();
    for (const { at } of freed) byDay.set(quotaDay(at), (byDay.get(quotaDay(at)) ?? 0) + 1);
    for (const [day, n] of byDay) await countDay(db, day, -n);
  }

  return {
    limiter,
    takeTurn,
    dailyLimit,
    /**
     * Inside a turn: one of its reserved slots is not needed (the source answered from what it said
     * minutes ago, answer-cache.ts), so another report may have it now rather than at this one's end.
     */
    async forgoOne(): Promise<void> {
      const id = tickets.getStore()?.ids.pop();
      if (id) await giveBack([id]);
    },
    /** Today's calls, spent or reserved, across every instance. */
    async dailyUse(): Promise<number> {
      const [today] = await db
        .select()
        .from(providerDays)
        .where(eq(providerDays.day, quotaDay(new Date())));
      return today?.calls ?? 0;
    },
    /** Waits for a turn of `n` requests and runs `fn` with it (asking sources again, outside the queue). */
    async runWithSlots<T>(n: number, fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      const turn = await takeTurn(n, signal);
      try {
        return await turn.run(fn);
      } finally {
        await turn.release();
      }
    },
    /**
     * Inside a turn: waits until `n` more requests fit and adds them to the report's reservation. A report
     * whose later lookups need the vehicle's answer (its owner's RUT, its VIN) reserves them once it has
     * it, so they never wait for a slot inside their own time budget. Inside a job the wait ends at
     * `deadline` (DeadlineExceeded): the job's time is not the plan's to spend.
     */
    async topUp(
      n: number,
      { deadline = Number.POSITIVE_INFINITY, signal }: { deadline?: number; signal?: AbortSignal } = {},
    ): Promise<void> {
      const ticket = tickets.getStore();
      if (!ticket || n <= 0) return;
      toppingUp++;
      try {
        ticket.ids.push(...(await reserve(n, deadline, signal)));
      } finally {
        toppingUp--;
      }
    },
  };
}
