import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRateLimits, rateLimits } from "#server/db/schema";
import { countHits, hitsSoFar, pruneRateLimits, type RateRule } from "#server/rate-limits";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rule: RateRule = { name: "test", windowSeconds: 60, max: 3 };
const minute = (n: number) => 1_800_000_000_000 - (1_800_000_000_000 % 60_000) + n * 60_000;

describe("hitsSoFar", () => {
  it("reads each rule's count in its current window, counting none, and a past window as none", async () => {
    const subject = `so-far${Math.random()}`;
    const hourly: RateRule = { name: "test-hourly", windowSeconds: 3600, max: 3 };
    const twice = [1, 2].map(() => ({ key: `test:${subject}`, rule }));
    await countHits(t.db, [...twice, { key: `test-hourly:${subject}`, rule: hourly }], minute(1));
    expect(await hitsSoFar(t.db, [rule, hourly], subject, minute(1))).toEqual([2, 1]);
    expect(await hitsSoFar(t.db, [rule, hourly], subject, minute(1))).toEqual([2, 1]);
    expect(await hitsSoFar(t.db, [rule, hourly], subject, minute(2))).toEqual([0, 1]);
    expect(await hitsSoFar(t.db, [rule], `nobody${Math.random()}`, minute(1))).toEqual([0]);
  });
});

describe("countHits", () => {
  it.each([
    ["one batch of five for one client", [5], [true, true, true, false, false]],
    ["two batches that cross the limit", [2, 2], [true, true, true, false]],
    ["one at a time", [1, 1, 1, 1], [true, true, true, false]],
  ])("%s", async (_label, batches, expected) => {
    const key = `test:${Math.random()}`;
    const allowed: boolean[] = [];
    for (const size of batches) {
      allowed.push(
        ...(await countHits(
          t.db,
          Array.from({ length: size }, () => ({ key, rule })),
          minute(1),
        )),
      );
    }
    expect(allowed).toEqual(expected);
  });

  it("keeps clients apart within one batch", async () => {
    const [a, b] = [`test:a${Math.random()}`, `test:b${Math.random()}`];
    const hits = [a, b, a, a, b, a].map((key) => ({ key, rule }));
    expect(await countHits(t.db, hits, minute(1))).toEqual([true, true, true, true, true, false]);
  });

  it("starts counting again in the next window", async () => {
    const key = `test:${Math.random()}`;
    const four = Array.from({ length: 4 }, () => ({ key, rule }));
    expect(await countHits(t.db, four, minute(1))).toEqual([true, true, true, false]);
    expect(await countHits(t.db, four, minute(1) + 59_999)).toEqual([false, false, false, false]);
    expect(await countHits(t.db, four, minute(2))).toEqual([true, true, true, false]);
  });

  it("counts a hit from an instance whose clock lags in the current window, without resetting it", async () => {
    const key = `test:${Math.random()}`;
    expect(
      await countHits(
        t.db,
        [
          { key, rule },
          { key, rule },
        ],
        minute(2),
      ),
    ).toEqual([true, true]);
    expect(
      await countHits(
        t.db,
        [
          { key, rule },
          { key, rule },
        ],
        minute(2) - 1,
      ),
    ).toEqual([true, false]);
  });

  it("forgets counters older than a day (the longest window), ours and better-auth's, and keeps the current ones", async () => {
    const [stale, fresh] = [`test:stale${Math.random()}`, `test:fresh${Math.random()}`];
    await countHits(t.db, [{ key: stale, rule }], minute(1));
    await countHits(t.db, [{ key: fresh, rule }], minute(25 * 60));
    await t.db.insert(rateLimits).values([
      { id: stale, key: stale, count: 1, lastRequest: minute(1) },
      { id: fresh, key: fresh, count: 1, lastRequest: minute(25 * 60) },
    ]);
    await pruneRateLimits(t.db, minute(25 * 60 + 1) + 1);
    const keys = [stale, fresh];
    const ours = await t.db
      .select({ key: apiRateLimits.key })
      .from(apiRateLimits)
      .where(inArray(apiRateLimits.key, keys));
    const theirs = await t.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, keys));
    expect(ours.map((r) => r.key)).toEqual([fresh]);
    expect(theirs.map((r) => r.key)).toEqual([fresh]);
  });
});
