import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { providerCalls } from "#server/db/schema";
import { createSharedBudget, type Turn } from "#server/providers/shared-budget";
import { DeadlineExceeded } from "#server/providers/sliding-window";
import { startClock } from "#server/providers/source-clock";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

// A report may need more requests than the window has free (8 against 5 per window): it starts with what
// the window has, the rest is reserved for it as the window frees, and the requests keyed by the
// vehicle's answer are claimed once it is in.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
// Each test starts with an empty window: what an earlier one sent must not count against its plan.
beforeEach(() => database.db.delete(providerCalls));

const WINDOW_MS = 400;

const signal = () => new AbortController().signal;

type Budget = ReturnType<typeof createSharedBudget>;
/** A request sent with a slot of the budget and answered at once. */
const request = async (budget: Budget) => (await budget.limiter.acquire(Date.now() + 10_000, signal()))();

describe("the shared budget", () => {
  it("starts a report with what the window has and reserves the rest as it frees, off the lookup's time", async () => {
    // A window long enough that a busy machine's pauses cannot pass for waiting out a window.
    const windowMs = 3_000;
    const budget = createSharedBudget(database.db, { limit: 2, windowMs, abandonedAfterMs: 60_000 });
    const started = Date.now();
    const turn = await budget.takeTurn(3);
    // It starts at once with the window's two slots, not after waiting for room for all three.
    expect(Date.now() - started).toBeLessThan(windowMs);
    const waited = await turn.run(async () => {
      await request(budget);
      await request(budget);
      const before = Date.now();
      // The third is reserved once the window lets the first two go. Its lookup's own clock is stopped
      // meanwhile: a budget of 100 ms does not end the wait.
      const clock = startClock(100);
      (await clock.run(() => budget.limiter.acquire(clock.deadline(), clock.signal)))();
      clock.stop();
      return Date.now() - before;
    });
    await turn.release();
    expect(waited).toBeGreaterThanOrEqual(windowMs);
    const left = await database.db.select().from(providerCalls);
    expect(left.filter((c) => c.pending)).toEqual([]);
  });

  it("stops waiting for the slots a report is owed at its turn's end, instead of past the job's time", async () => {
    const budget = createSharedBudget(database.db, {
      limit: 2,
      windowMs: WINDOW_MS,
      abandonedAfterMs: 60_000,
    });
    const turn = await budget.takeTurn(2);
    const waited = await turn.run(
      async () => {
        await request(budget);
        await request(budget);
        const before = Date.now();
        // A third, beyond the turn's claim: the window frees in about 650 ms; the job can give its slots
        // 100, and the lookup 100 of its own.
        await expect(budget.limiter.acquire(Date.now() + 100, signal())).rejects.toThrow(DeadlineExceeded);
        return Date.now() - before;
      },
      { slotsBy: Date.now() + 100 },
    );
    await turn.release();
    expect(waited).toBeLessThan(WINDOW_MS);
  });

  it("serves an earlier report's slots, one beyond its claim included, before a later report starts", async () => {
    const budget = createSharedBudget(database.db, {
      limit: 2,
      windowMs: WINDOW_MS,
      abandonedAfterMs: 60_000,
    });
    const events: string[] = [];
    const first = await budget.takeTurn(3);
    const second = budget.takeTurn(1).then((turn) => {
      events.push("second starts");
      return turn;
    });
    await first.run(async () => {
      await request(budget);
      await request(budget);
      // Its third, claimed, and a fourth beyond the claim wait for the window with the later report.
      await Promise.all([
        request(budget).then(() => events.push("first has its third")),
        request(budget).then(() => events.push("first has its fourth")),
      ]);
    });
    await first.release();
    await (await second).release();
    expect(events).toEqual(["first has its third", "first has its fourth", "second starts"]);
  });

  it("lets a report of a better turn waiting in the queue start before a running lot report's next slot", async () => {
    const budget = createSharedBudget(database.db, {
      limit: 2,
      windowMs: WINDOW_MS,
      abandonedAfterMs: 60_000,
      // A buyer's first report (turn 0) waits for a worker.
      waitingRank: async () => 0,
    });
    const events: string[] = [];
    const lotReport = await budget.takeTurn(3);
    const next = budget.takeTurn(1).then((turn) => {
      events.push("the next turn starts");
      return turn;
    });
    await lotReport.run(
      async () => {
        await request(budget);
        await request(budget);
        await request(budget);
        events.push("the lot report has its third");
      },
      { rank: 12 },
    );
    await lotReport.release();
    await (await next).release();
    expect(events).toEqual(["the next turn starts", "the lot report has its third"]);
  });

  it("gives a turn back unused at once, to the next turn waiting in line", async () => {
    // A long window, so 'at once' stays far from 'when the window slides' on a loaded machine too.
    const longWindowMs = 20_000;
    const budget = createSharedBudget(database.db, {
      limit: 3,
      windowMs: longWindowMs,
      abandonedAfterMs: 60_000,
    });
    const first = await budget.takeTurn(3);
    let second: Turn | undefined;
    const next = budget.takeTurn(3).then((turn) => {
      second = turn;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(second).toBeUndefined();
    // No job came for it: nothing was sent, so the plan is free again without waiting for the window.
    const released = Date.now();
    await first.release();
    await next;
    expect(Date.now() - released).toBeLessThan(longWindowMs / 4);
    await second?.release();
    const left = await database.db.select().from(providerCalls);
    expect(left).toEqual([]);
  });

  it("keeps a request's slot until a window after its answer, however long it was on its way", async () => {
    const budget = createSharedBudget(database.db, {
      limit: 1,
      windowMs: WINDOW_MS,
      abandonedAfterMs: 60_000,
    });
    const answered = await budget.limiter.acquire(Date.now() + 10_000, signal());
    // The answer comes later than the window is long (a loaded instance): the provider may have counted
    // the request at any moment until then.
    const next = budget.limiter.acquire(Date.now() + 10_000, signal()).then(() => Date.now());
    await new Promise((r) => setTimeout(r, WINDOW_MS * 2));
    const answeredAt = Date.now();
    answered();
    expect((await next) - answeredAt).toBeGreaterThanOrEqual(WINDOW_MS);
  });

  it("gives back what a report claimed and did not use", async () => {
    const budget = createSharedBudget(database.db, {
      limit: 3,
      windowMs: WINDOW_MS,
      abandonedAfterMs: 60_000,
    });
    // No vehicle found: of its three slots the report sent one.
    await budget.runWithSlots(3, () => request(budget));
    const left = await database.db.select().from(providerCalls);
    expect(left.filter((c) => c.pending)).toEqual([]);
    expect(left).toHaveLength(1);
  });
});
