import { describe, expect, it } from "vitest";
import { createSlidingWindowLimiter, DeadlineExceeded } from "./sliding-window";

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

  it("a request still on its way after a window keeps its slot until a window after its answer", async () => {
    const { limiter, at, advance } = virtualLimiter(1, 1000);
    const answered = await limiter.acquire(Number.POSITIVE_INFINITY, signal);
    advance(1200);
    await expect(limiter.acquire(at() + 500, signal)).rejects.toThrow(DeadlineExceeded);
    answered();
    await limiter.acquire(Number.POSITIVE_INFINITY, signal);
    expect(at()).toBe(2200);
  });

  it("the answers leave the window in the order they came, not in the order their requests left", async () => {
    const { limiter, at, advance } = virtualLimiter(2, 1000);
    const first = await limiter.acquire(Number.POSITIVE_INFINITY, signal);
    advance(100);
    const second = await limiter.acquire(Number.POSITIVE_INFINITY, signal);
    advance(50);
    second();
    advance(50);
    first();
    // The second (answered at 150) leaves first: the next slot is at 1150.
    await limiter.acquire(Number.POSITIVE_INFINITY, signal);
    expect(at()).toBe(1150);
  });
});
