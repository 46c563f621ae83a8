/** Thrown instead of waiting for a slot that would only come after the caller's deadline. */
export class DeadlineExceeded extends Error {
  constructor() {
    super("no request slot before the deadline");
  }
}

/** Thrown instead of a call the provider's daily quota has no room for: it comes back tomorrow. */
export class DailyLimitReached extends Error {
  constructor() {
    super("the provider's daily quota is spent");
  }
}

/** A budget of request starts: wait for a slot (until `deadline`), or hold every caller after a 429. */
export type CallLimiter = {
  acquire(deadline: number, signal: AbortSignal): Promise<void>;
  pauseUntil(t: number): void;
};

export type SlidingWindowOptions = {
  limit: number;
  windowMs: number;
  now: () => number;
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
};

/**
 * At most `limit` request starts in any `windowMs`. A sliding window, not fixed buckets: a fixed bucket lets
 * 2 × limit requests through around a bucket edge, which is exactly what the upstream counter punishes.
 */
export function createSlidingWindowLimiter({
  limit,
  windowMs,
  now,
  sleep,
}: SlidingWindowOptions): CallLimiter {
  const starts: number[] = [];
  let pausedUntil = Number.NEGATIVE_INFINITY;

  return {
    /** Waits for a slot and takes it. */
    async acquire(deadline: number, signal: AbortSignal): Promise<void> {
      for (;;) {
        signal.throwIfAborted();
        const t = now();
        while (starts.length > 0 && (starts[0] as number) <= t - windowMs) starts.shift();
        const slotAt = starts.length < limit ? t : (starts[0] as number) + windowMs;
        const freeAt = Math.max(slotAt, pausedUntil);
        if (freeAt <= t) {
          starts.push(t);
          return;
        }
        if (freeAt > deadline) throw new DeadlineExceeded();
        await sleep(freeAt - t, signal);
      }
    },
    /** The upstream said "not before t" (Retry-After): hold every caller, not just the one told. */
    pauseUntil(t: number): void {
      pausedUntil = Math.max(pausedUntil, t);
    },
  };
}
