import { AsyncLocalStorage } from "node:async_hooks";
import { setTimeout as delay } from "node:timers/promises";
import { eq, inArray, sql } from "drizzle-orm";
import { quotaDay } from "#domain/provider/daily-quota";
import type { Database } from "../db/client";
import { providerCalls, providerDays } from "../db/schema";
import { type CallLimiter, DailyLimitReached, DeadlineExceeded } from "./sliding-window";
import { offTheClock } from "./source-clock";

// Any constant; every instance takes the same lock to count and take slots one at a time.
const BUDGET_LOCK_ID = 7_210_521;
// Between the database's clock, where slots are stamped, and the moment a request is written.
const CLOCK_MARGIN_MS = 100;
// While slots are reserved but not sent yet, nobody can tell when they free: look again soon.
const RESERVED_POLL_MS = 250;
// An answered request's slot is stamped this long after its answer (see `acquire`).
const STAMP_AFTER_MS = 50;

/**
 * A report's claim on the plan: the slots reserved for it and not used yet, and how many more it is
 * owed. Its requests take them one by one as they go out.
 */
type Ticket = {
  /** Its place among this instance's tickets: an older one is served first, among those of one rank. */
  seq: number;
  /** Its report's turn in the queue (report_requests.turn) once its job is known: lower is served first. */
  rank: number | null;
  ids: string[];
  /** Slots still to reserve for it, as the window frees. */
  owed: number;
  /** Requests waiting for the next slot reserved for it; null when none will come after all. */
  waiters: ((id: string | null) => void)[];
  /** Past this its requests stop waiting for reserved slots (the job's time is not the plan's). */
  deadline: number;
  closed: boolean;
  /** Said once it holds a first slot, or why it never will: the job can start. */
  started?: { resolve(): void; reject(err: unknown): void };
  /** The marks of the slots it sent, still being written: the turn ends once they are. */
  marking: Promise<unknown>[];
};

/** A report's turn of the plan: its requests reserved before its job is fetched (takeTurn). */
export type Turn = {
  /**
   * Runs the report with the reservation: its requests use the reserved slots as they go out, and those
   * still owed as they are reserved, until `slotsBy`; `rank` is the report's turn in the queue.
   */
  run<T>(fn: () => Promise<T>, opts?: { slotsBy?: number; rank?: number }): Promise<T>;
  /** Gives back what the report did not use (no vehicle, no owner) or, with no job to run, all of it. */
  release(): Promise<void>;
};

/** The turn of a provider without a plan (demo data): nothing to wait for, nothing to give back. */
export const FREE_TURN: Turn = { run: (fn) => fn(), release: async () => {} };

export type SharedBudget = ReturnType<typeof createSharedBudget>;

/**
 * The data provider's plan (`limit` requests per `windowMs`), kept in the database so that any number of
 * instances together never exceed it. A report claims its requests before it starts (`takeTurn`) and
 * starts as soon as the window has one of them: the rest are reserved for it as the window frees, before
 * any later report of this instance gets one, and its lookups wait for them off their own time budget
 * (source-clock.ts). So the window never idles while a report waits, and reports end in the order they
 * started. Each request turns a reserved slot into a sent one as it goes out (`limiter`).
 */
export function createSharedBudget(
  db: Database,
  {
    limit,
    windowMs,
    abandonedAfterMs,
    dailyLimit = null,
    onDailyUse,
    waitingRank,
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
    /** The best rank (lowest turn) among the reports waiting for a worker, if any. */
    waitingRank?: () => Promise<number | null>;
    sleep?: (ms: number, signal?: AbortSignal) => Promise<unknown>;
  },
) {
  const tickets = new AsyncLocalStorage<Ticket>();
  let pausedUntil = 0;
  // A sent slot counts from its request's answer (Answered), later than the provider counted it: the
  // window needs only a margin for the two clocks' reading, not for a request that left late. Until the
  // answer it is stamped at its deadline, so that a request slower than the window (a loaded instance),
  // or an answer whose stamp never lands, cannot leave the window before the provider saw it.
  const guardedMs = windowMs + CLOCK_MARGIN_MS;
  const inFlightMs = (deadline: number) => Math.min(Math.max(0, deadline - Date.now()), abandonedAfterMs);
  const inFlightUntil = (deadline: number) => sql`now() + ${inFlightMs(deadline)} * interval '1 millisecond'`;

  /**
   * Takes up to `n` slots, as many as the window has, reserved (`sentBy` null) or sent with that deadline:
   * their ids, or how long to wait before asking again. One statement (drizzle/0019, decision 089) takes
   * the budget's lock, forgets the slots out of the window (and those abandoned), and counts the day: a
   * slot is a call of the day from the moment it is reserved, so the day is never overrun, whatever the
   * instances reserve at once; one given back unused is given back to the day. The day must have room for
   * all `n`: a report the day cannot finish does not start.
   */
  type Taken = { ids: string[]; frees: number[]; counted: number; used_before: number; day_full: boolean };
  const take = async (
    n: number,
    sentBy: number | null,
  ): Promise<{ ids: string[]; dayUse?: [number, number] } | { waitMs: number }> => {
    const day = quotaDay(new Date());
    const sentInMs = sentBy === null ? null : inFlightMs(sentBy);
    // Both drivers (PGlite, node-postgres) answer `rows`.
    const taken = (await db.execute(
      sql`select * from take_provider_slots(${BUDGET_LOCK_ID}, ${n}, ${sentInMs}::float8, ${limit},
        ${guardedMs}, ${abandonedAfterMs}, ${dailyLimit}::int, ${day})`,
    )) as unknown as { rows: Taken[] };
    const { ids, frees, counted, used_before: usedToday, day_full } = taken.rows[0] as Taken;
    if (day_full) throw new DailyLimitReached();
    if (ids.length > 0)
      return dailyLimit === null ? { ids } : { ids, dayUse: [usedToday, usedToday + ids.length] };
    // The sent slots leave the window oldest first: the first to leave makes room. One still in flight
    // leaves a window after its answer, which may come any moment.
    const first = frees.map(Number)[Number(counted) - limit];
    return { waitMs: first === undefined ? RESERVED_POLL_MS : Math.min(Math.max(first, 10), guardedMs) };
  };

  const countDay = (tx: Pick<Database, "insert">, day: string, delta: number) =>
    tx
      .insert(providerDays)
      .values({ day, calls: Math.max(0, delta) })
      .onConflictDoUpdate({
        target: providerDays.day,
        set: { calls: sql`greatest(0, ${providerDays.calls} + ${delta})` },
      });

  /** A request's own slot, outside any turn (or past its `slotsBy`). */
  const ownSlot = async (deadline: number, signal: AbortSignal) => {
    for (;;) {
      signal.throwIfAborted();
      const hold = pausedUntil - Date.now();
      const taken = hold > 0 ? { waitMs: hold } : await take(1, deadline);
      if ("ids" in taken) {
        if (taken.dayUse) onDailyUse?.(...taken.dayUse);
        return taken.ids[0] as string;
      }
      if (Date.now() + taken.waitMs > deadline) throw new DeadlineExceeded();
      await sleep(taken.waitMs, signal);
    }
  };

  // This instance's tickets owed slots, served by one loop in the queue's order: a report already
  // running (its lookups keyed by the vehicle) before a later one of its rank, and one instance asking the
  // database for all of them, where twenty workers asking every 250 ms would load it (and the event loop,
  // delaying the requests that have their slots) for nothing.
  const owing: Ticket[] = [];
  let serving = false;
  let nap = new AbortController();
  let changed = false;
  let nextSeq = 0;

  /** Cuts the loop's wait short: the first ticket owed changed, or slots went back to the window. */
  const look = () => {
    changed = true;
    nap.abort();
  };

  /** Whether `a` is served before `b`: reports by their turn in the queue, then in the order asked. */
  const ahead = (a: Ticket, b: Ticket): boolean => {
    if (a.rank !== null && b.rank !== null && a.rank !== b.rank) return a.rank < b.rank;
    if ((a.rank === null) !== (b.rank === null)) return a.rank !== null;
    return a.seq < b.seq;
  };

  const place = (ticket: Ticket) => {
    const at = owing.indexOf(ticket);
    if (at >= 0) owing.splice(at, 1);
    const before = owing.findIndex((t) => ahead(ticket, t));
    owing.splice(before < 0 ? owing.length : before, 0, ticket);
    if (owing[0] === ticket || at === 0) look();
  };

  const owe = (ticket: Ticket, n: number) => {
    if (ticket.closed || n <= 0) return;
    ticket.owed += n;
    if (!owing.includes(ticket)) place(ticket);
    if (!serving) void serve();
  };

  /**
   * The ticket the next slots go to: the first in line, unless a report of a better rank waits in the
   * queue. Then a turn of this instance not started yet takes them, and its job will be that report: a
   * buyer's single report waits for one slot of a dealer's running lot, not for all of its report's.
   */
  const nextServed = async (first: Ticket): Promise<Ticket> => {
    const unstarted = owing.find((t) => t.started && t.rank === null);
    if (first.rank === null || !unstarted || !waitingRank) return first;
    const best = await waitingRank().catch(() => null);
    return best !== null && best < first.rank ? unstarted : first;
  };

  /** Nothing more is reserved for the ticket: its waiting requests go on their own (or stop). */
  const settle = (ticket: Ticket, err?: unknown) => {
    ticket.owed = 0;
    for (const waiter of ticket.waiters.splice(0)) waiter(null);
    ticket.started?.reject(err ?? new Error("the turn was given back before it started"));
    ticket.started = undefined;
    const at = owing.indexOf(ticket);
    if (at >= 0) owing.splice(at, 1);
    if (at === 0) look();
  };

  const deliver = (ticket: Ticket, ids: string[]) => {
    // Reserved after the report had ended: nobody will send them.
    if (ticket.closed) return void giveBack(ids).catch(() => {});
    ticket.owed = Math.max(0, ticket.owed - ids.length);
    for (const id of ids) {
      const waiter = ticket.waiters.shift();
      if (waiter) waiter(id);
      else ticket.ids.push(id);
    }
    ticket.started?.resolve();
    ticket.started = undefined;
    if (ticket.owed === 0) settle(ticket);
  };

  async function serve(): Promise<void> {
    serving = true;
    try {
      for (let first = owing[0]; first; first = owing[0]) {
        changed = false;
        if (first.closed || first.owed <= 0) {
          settle(first);
          continue;
        }
        const hold = pausedUntil - Date.now();
        // While the provider holds everyone (a 429), nobody is served: no need to ask who would be.
        const ticket = hold > 0 ? first : await nextServed(first);
        let taken: Awaited<ReturnType<typeof take>>;
        try {
          taken = hold > 0 ? { waitMs: hold } : await take(ticket.owed, null);
        } catch (err) {
          // The day is spent, or the database is away: this report gets no more; its requests find out
          // on their own, and a turn not started yet is refused.
          settle(ticket, err);
          continue;
        }
        if ("ids" in taken) {
          if (taken.dayUse) onDailyUse?.(...taken.dayUse);
          deliver(ticket, taken.ids);
          continue;
        }
        if (Date.now() + taken.waitMs > ticket.deadline) {
          settle(ticket);
          continue;
        }
        if (changed) continue;
        nap = new AbortController();
        await sleep(taken.waitMs, nap.signal).catch(() => {});
      }
    } finally {
      serving = false;
    }
  }

  /** The next slot reserved for the ticket, or null when none will come. */
  const nextSlot = (ticket: Ticket, signal: AbortSignal) =>
    new Promise<string | null>((resolve, reject) => {
      const waiter = (id: string | null) => {
        signal.removeEventListener("abort", quit);
        resolve(id);
      };
      const quit = () => {
        const at = ticket.waiters.indexOf(waiter);
        if (at >= 0) ticket.waiters.splice(at, 1);
        reject(signal.reason);
      };
      ticket.waiters.push(waiter);
      signal.addEventListener("abort", quit, { once: true });
    });

  const limiter: CallLimiter = {
    async acquire(deadline, signal) {
      const ticket = tickets.getStore();
      let reserved = ticket?.ids.pop() ?? null;
      let offClock = 0;
      // Within its turn a report's every request is served before a later report's: one more than it
      // claimed (a catalogue lookup, a retry) is owed to it too, until the turn's `slotsBy`.
      if (!reserved && ticket && !ticket.closed && Date.now() < ticket.deadline) {
        if (ticket.owed <= ticket.waiters.length) owe(ticket, 1);
        const before = Date.now();
        reserved = await offTheClock(() => nextSlot(ticket, signal));
        offClock = Date.now() - before;
      }
      // A reserved slot is already counted: it is marked sent while its request goes out, not before
      // (a round trip on the path of every call). Until then it only counts as reserved, which is as many.
      // The time waited off the clock was not the request's: its deadline moved on as much.
      const sentBy = deadline + offClock;
      let marked: Promise<unknown> = Promise.resolve();
      if (reserved) {
        marked = db
          .update(providerCalls)
          .set({ pending: false, at: inFlightUntil(sentBy) })
          .where(eq(providerCalls.id, reserved))
          .catch(() => {});
        ticket?.marking.push(marked);
      }
      const id = reserved ?? (await ownSlot(sentBy, signal));
      return () => {
        // After the mark, so the later stamp stays; it marks the slot sent too, should the mark have failed.
        // And after what the answer sets going (the next lookups, the report's save): stamped a moment
        // later, the slot only counts that much longer.
        void marked.then(async () => {
          await delay(STAMP_AFTER_MS);
          await db
            .update(providerCalls)
            .set({ pending: false, at: sql`now()` })
            .where(eq(providerCalls.id, id))
            .catch(() => {});
        });
      };
    },
    // A 429 with Retry-After holds this instance's new requests; the others learn it from their own.
    pauseUntil(t) {
      pausedUntil = Math.max(pausedUntil, t);
    },
  };

  /**
   * Claims `n` requests of the plan and waits until the window has the first of them. A report's job
   * takes its turn before it is fetched (queue/job-queue.ts), so however long the plan makes it wait,
   * none of it counts against the job's time; `signal` ends the wait (the instance stops).
   */
  const takeTurn = async (n: number, signal?: AbortSignal, rank: number | null = null): Promise<Turn> => {
    const ticket: Ticket = {
      seq: nextSeq++,
      rank,
      ids: [],
      owed: 0,
      waiters: [],
      deadline: Number.POSITIVE_INFINITY,
      closed: false,
      marking: [],
    };
    if (n > 0) {
      const started = new Promise<void>((resolve, reject) => {
        ticket.started = { resolve, reject };
      });
      const quit = () => settle(ticket, signal?.reason);
      signal?.throwIfAborted();
      signal?.addEventListener("abort", quit, { once: true });
      owe(ticket, n);
      try {
        await started;
      } catch (err) {
        ticket.closed = true;
        await giveBack(ticket.ids.splice(0)).catch(() => {});
        throw err;
      } finally {
        signal?.removeEventListener("abort", quit);
      }
    }
    return {
      run: (fn, { slotsBy = Number.POSITIVE_INFINITY, rank } = {}) => {
        ticket.deadline = slotsBy;
        if (rank !== undefined) {
          ticket.rank = rank;
          if (owing.includes(ticket)) place(ticket);
        }
        return tickets.run(ticket, fn);
      },
      // Should the database fail, the slots stay on the ticket for the next release to give back.
      release: async () => {
        ticket.closed = true;
        settle(ticket);
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
    look();
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
     * Inside a turn: one of its requests will not be sent (the source answered from what it said minutes
     * ago, answer-cache.ts), so another report may have its slot now rather than at this one's end.
     */
    async forgoOne(): Promise<void> {
      const ticket = tickets.getStore();
      if (!ticket) return;
      const id = ticket.ids.pop();
      if (id) await giveBack([id]);
      else if (ticket.owed > ticket.waiters.length) {
        ticket.owed--;
        if (ticket.owed === 0) settle(ticket);
      }
    },
    /** Today's calls, spent or reserved, across every instance. */
    async dailyUse(): Promise<number> {
      const [today] = await db
        .select()
        .from(providerDays)
        .where(eq(providerDays.day, quotaDay(new Date())));
      return today?.calls ?? 0;
    },
    /**
     * Waits for a turn of `n` requests and runs `fn` with it: asking sources again, outside the queue, for
     * a person waiting on the screen, with the rank of a first single report.
     */
    async runWithSlots<T>(n: number, fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      const turn = await takeTurn(n, signal, 0);
      try {
        return await turn.run(fn);
      } finally {
        await turn.release();
      }
    },
  };
}
