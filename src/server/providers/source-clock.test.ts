import { setTimeout as delay } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { offTheClock, startClock } from "./source-clock";

describe("a source's clock", () => {
  it("runs out after its budget", async () => {
    const clock = startClock(50);
    await delay(120);
    expect(clock.signal.aborted).toBe(true);
  });

  it("does not count a wait for a promised slot, and runs on after it", async () => {
    const clock = startClock(80);
    await clock.run(() => offTheClock(() => delay(150)));
    // 150 ms off the clock: the 80 ms budget is still whole.
    expect(clock.signal.aborted).toBe(false);
    expect(clock.deadline()).toBeGreaterThan(Date.now() + 40);
    await delay(150);
    expect(clock.signal.aborted).toBe(true);
  });

  it("stops every clock of the lookup, the report's and the client's alike", async () => {
    const outer = startClock(60);
    const inner = startClock(60);
    await outer.run(() => inner.run(() => offTheClock(() => delay(120))));
    expect([outer.signal.aborted, inner.signal.aborted]).toEqual([false, false]);
    outer.stop();
    inner.stop();
  });

  it("has no deadline while stopped, and none after the lookup is over", async () => {
    const clock = startClock(1000);
    let during = 0;
    await clock.run(() =>
      offTheClock(async () => {
        during = clock.deadline();
      }),
    );
    expect(during).toBe(Number.POSITIVE_INFINITY);
    clock.stop();
    await delay(20);
    expect(clock.signal.aborted).toBe(false);
  });

  it("leaves a wait outside any lookup alone", async () => {
    await expect(offTheClock(async () => "slot")).resolves.toBe("slot");
  });
});
