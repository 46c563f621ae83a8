import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providerCalls } from "#server/db/schema";
import { createSharedBudget, type Turn } from "#server/providers/shared-budget";
import { DeadlineExceeded } from "#server/providers/sliding-window";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

// A report may need more requests than its provider's plan allows at once (8 against 5 per window): it
// reserves what fits, and the requests keyed by the vehicle's answer reserve their own turn once it is in.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const WINDOW_MS = 400;

describe("the shared budget", () => {
  it("reserves at most the whole plan, and tops a running report up once the window has room", async () => {
    const budget = createSharedBudget(database.db, {
      limit: 2,
      windowMs: WINDOW_MS,
      abandonedAfterMs: 60_000,
    });
    const deadline = () => Date.now() + 10_000;
    const started = Date.now();
    const waited = await budget.runWithSlots(5, async () => {
      // The two reserved slots are there at once.
      await budget.limiter.acquire(deadline(), new AbortController().signal);
      await budget.limiter.acquire(deadline(), new AbortController().signal);
      const before = Date.now();
      // The third waits for the window to let the first two go, outside any request's own time budget.
      await budget.topUp(1);
      await budget.limiter.acquire(deadline(), new AbortController().signal);
      return Date.now() - before;
    });
    expect(waited).toBeGreaterThanOrEqual(WINDOW_MS);
    expect(Date.now() - started).toBeLessThan(5_000);
    // Nothing is left reserved once the report is done.
    const left = await database.db.select().from(providerCalls);
    expect(left.filter((c) => c.pending)).toEqual([]);
  });

  it("ends a top-up at the job's deadline instead of waiting past it", async () => {
    const budget = createSharedBudget(database.db, {
      limit: 2,
      windowMs: WINDOW_MS,
      abandonedAfterMs: 60_000,
    });
    const waited = await budget.runWithSlots(2, async () => {
      await budget.limiter.acquire(Date.now() + 10_000, new AbortController().signal);
      await budget.limiter.acquire(Date.now() + 10_000, new AbortController().signal);
      const before = Date.now();
      // The window frees in about 650 ms; the job can give it 100.
      await expect(budget.topUp(1, { deadline: Date.now() + 100 })).rejects.toThrow(DeadlineExceeded);
      return Date.now() - before;
    });
    expect(waited).toBeLessThan(WINDOW_MS);
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

  it("gives back a top-up the report did not use", async () => {
    const budget = createSharedBudget(database.db, {
      limit: 3,
      windowMs: WINDOW_MS,
      abandonedAfterMs: 60_000,
    });
    await budget.runWithSlots(1, () => budget.topUp(2));
    const left = await database.db.select().from(providerCalls);
    expect(left.filter((c) => c.pending)).toEqual([]);
  });

  it("tops up nothing outside a report", async () => {
    const budget = createSharedBudget(database.db, {
      limit: 3,
      windowMs: WINDOW_MS,
      abandonedAfterMs: 60_000,
    });
    await budget.topUp(2);
    const left = await database.db.select().from(providerCalls);
    expect(left.filter((c) => c.pending)).toEqual([]);
  });
});
