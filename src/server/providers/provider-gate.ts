import { setTimeout as delay } from "node:timers/promises";
import { and, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import {
  type Breaker,
  breakerStatus,
  CLOSED,
  nextBreaker,
  PROVIDER_DOWN_MESSAGE,
  type ProviderEvent,
} from "#domain/provider/breaker";
import { DAILY_LIMIT_MESSAGE, quotaHasRoom, secondsUntilNextDay } from "#domain/provider/daily-quota";
import type { Database } from "../db/client";
import { providerBreaker } from "../db/schema";
import { AppError } from "../errors";
import type { Logger } from "../logger";
import type { SharedBudget } from "./shared-budget";

// Workers waiting for the breaker or the next day look again this often.
const GATE_POLL_MS = 2000;
// How long one read of the breaker answers this instance's questions (see `read`).
const READ_FRESH_MS = 200;
// A probe that has not ended by then belongs to an instance that died: another may probe.
const PROBE_LEASE_S = 60;

const toBreaker = (row: typeof providerBreaker.$inferSelect | undefined): Breaker =>
  row
    ? { openUntil: row.openUntil, reason: row.reason as ProviderEvent | null, emptyStreak: row.emptyStreak }
    : CLOSED;

export type ProviderGate = ReturnType<typeof createProviderGate>;

export type ProviderState = {
  breaker: "closed" | "open" | "probe_due";
  reason: ProviderEvent | null;
  dailyUsed: number;
  dailyLimit: number | null;
};

/**
 * What stands between a person and the provider's plan: the breaker every instance shares (open after the
 * provider refused our key, or a streak of reports got nothing; closed by one probe) and the day's quota.
 * A request is refused before anything is held when either cannot serve it, and queued reports wait
 * for both instead of burning through.
 */
export function createProviderGate(
  db: Database,
  opts: {
    budget: SharedBudget;
    /** Calls one report needs, and those it reserves before it starts. */
    callsPerReport: number;
    callsAtStart: number;
    /** Calls promised to reports accepted but not started or not finished. */
    promisedCalls: () => Promise<number>;
    openForMs: number;
    /** One call to the provider: whether it answered. */
    probe: () => Promise<boolean>;
    logger: Logger;
    provider?: string;
  },
) {
  const { budget, logger, provider = "boostr" } = opts;
  const row = eq(providerBreaker.provider, provider);

  // A request and then its worker ask within milliseconds: one read serves this instance's questions
  // for READ_FRESH_MS. Its own changes forget it at once; another instance's are seen that much later.
  let recent: { at: number; state: Promise<Breaker> } | null = null;
  const read = (): Promise<Breaker> => {
    if (recent && Date.now() - recent.at <= READ_FRESH_MS) return recent.state;
    const state = db
      .select()
      .from(providerBreaker)
      .where(row)
      .then(([current]) => toBreaker(current));
    const asked = { at: Date.now(), state };
    recent = asked;
    state.catch(() => {
      if (recent === asked) recent = null;
    });
    return state;
  };
  const forget = () => {
    recent = null;
  };

  const refusal = (state: Breaker) =>
    new AppError(
      "UNAVAILABLE",
      PROVIDER_DOWN_MESSAGE,
      Math.max(1, Math.ceil(((state.openUntil?.getTime() ?? 0) - Date.now()) / 1000)),
    );

  const gate = {
    /** Learns from what the provider did; opening the breaker is said in the log once. */
    async record(event: ProviderEvent): Promise<void> {
      // The common case, after nearly every report: an answered report only ends a streak of empty ones
      // (nextBreaker), so one statement that changes nothing when there is none, not a transaction.
      if (event === "report_answered") {
        await db
          .update(providerBreaker)
          .set({ emptyStreak: 0 })
          .where(and(row, ne(providerBreaker.emptyStreak, 0)));
        forget();
        return;
      }
      const change = await db.transaction(async (tx) => {
        await tx.insert(providerBreaker).values({ provider }).onConflictDoNothing();
        const [current] = await tx.select().from(providerBreaker).where(row).for("update");
        const before = toBreaker(current);
        const after = nextBreaker(before, event, new Date(), opts.openForMs);
        if (JSON.stringify(before) === JSON.stringify(after)) return null;
        await tx.update(providerBreaker).set(after).where(row);
        return { before, after };
      });
      forget();
      if (change && change.before.openUntil === null && change.after.openUntil !== null) {
        logger.error(
          { reason: event, openUntil: change.after.openUntil },
          "the data provider does not answer: new reports are refused until a probe gets an answer",
        );
      }
    },

    /** Refuses, before any credit is held, a request the provider cannot serve now or today. */
    async assertCanAccept(needed = opts.callsPerReport): Promise<void> {
      let state = await read();
      // Its time over, the person asking need not wait for the next sweep: the probe goes now.
      if (breakerStatus(state, new Date()) === "probe_due") {
        await gate.probeIfDue();
        state = await read();
      }
      if (breakerStatus(state, new Date()) !== "closed") throw refusal(state);
      if (budget.dailyLimit === null) return;
      const [used, promised] = await Promise.all([budget.dailyUse(), opts.promisedCalls()]);
      if (!quotaHasRoom({ limit: budget.dailyLimit, used, promised, needed })) {
        throw new AppError("UNAVAILABLE", DAILY_LIMIT_MESSAGE, secondsUntilNextDay(new Date()));
      }
    },

    /** A worker's wait before its turn: while the breaker is open or the day has no room, nothing starts. */
    async waitUntilServing(signal: AbortSignal): Promise<void> {
      for (;;) {
        signal.throwIfAborted();
        const closed = breakerStatus(await read(), new Date()) === "closed";
        const { dailyLimit } = budget;
        const room = dailyLimit === null || (await budget.dailyUse()) + opts.callsAtStart <= dailyLimit;
        if (closed && room) return;
        await delay(GATE_POLL_MS, undefined, { signal });
      }
    },

    /** Once the breaker's time is over, one instance probes: an answer closes it, none opens it again. */
    async probeIfDue(): Promise<void> {
      const now = new Date();
      const [claimed] = await db
        .update(providerBreaker)
        .set({ probingUntil: sql`now() + ${PROBE_LEASE_S} * interval '1 second'` })
        .where(
          and(
            row,
            lt(providerBreaker.openUntil, now),
            or(isNull(providerBreaker.probingUntil), lt(providerBreaker.probingUntil, now)),
          ),
        )
        .returning({ provider: providerBreaker.provider });
      forget();
      if (!claimed) return;
      const answered = await opts.probe().catch(() => false);
      await db
        .update(providerBreaker)
        .set(
          answered
            ? { ...CLOSED, probingUntil: null }
            : { openUntil: new Date(Date.now() + opts.openForMs), probingUntil: null },
        )
        .where(row);
      forget();
      if (answered) logger.info("the data provider answers again: reports are accepted");
      else logger.warn("the data provider still does not answer");
    },

    /** For /api/health and /metrics. */
    async state(): Promise<ProviderState> {
      const [breaker, dailyUsed] = await Promise.all([read(), budget.dailyUse()]);
      return {
        breaker: breakerStatus(breaker, new Date()),
        reason: breaker.reason,
        dailyUsed,
        dailyLimit: budget.dailyLimit,
      };
    },
  };
  return gate;
}
