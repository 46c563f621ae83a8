import { describe, expect, it } from "vitest";
import { createSlidingWindowLimiter } from "./sliding-window";

/** A limiter on a virtual clock: sleeping moves the clock. */
function virtualLimiter(limit: number, windowMs: number) {
  let clock = 0;
  const limiter = createSlidingWindowLimiter({
    limit,
    windowMs,
    now: () => clock,
    sleep: async (ms) => {
      clock += ms;
    },
  });
  return { limiter, at: () => clock, advance: (ms: number) => (clock += ms) };
}

const signal = new AbortController().signal;

describe("the sliding window", () => {
  it.each([
    ["a slot whose answer came at once frees a window after it left", 0, 1000],
    ["a slot whose answer came 300 ms later frees a window after the answer", 300, 1300],
    ["a slow answer holds the slot as long", 900, 1900],
  ])("%s", async (_, answerAfterMs, nextAt) => {
    const { limiter, at, advance } = virtualLimiter(1, 1000);
    const answered = await limiter.acquire(Number.POSITIVE_INFINITY, signal);
    advance(answerAfterMs);
    answered();
    await limiter.acquire(Number.POSITIVE_INFINITY, signal);
    expect(at()).toBe(nextAt);
  });

  it("an answer never moves a slot earlier than it left, and the others keep their order", async () => {
    const { limiter, at, advance } = virtualLimiter(2, 1000);
    const first = await limiter.acquire(Number.POSITIVE_INFINITY, signal);
    advance(100);
    await limiter.acquire(Number.POSITIVE_INFINITY, signal);
    advance(100);
    first();
    // The second (sent at 100) leaves first now: the next slot is at 1100.
    await limiter.acquire(Number.POSITIVE_INFINITY, signal);
    expect(at()).toBe(1100);
  });
});
