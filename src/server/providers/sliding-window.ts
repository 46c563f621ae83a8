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

/**
 * Said once the request's answer (or its failure) came back: the slot then counts from that moment. The
 * provider counted the request when it arrived, which was before its answer, however late the request
 * left under load; so a window counted from the answer never lets one call too many through.
 */
export type Answered = () => void;

/** A budget of requests: wait for a slot (until `deadline`), or hold every caller after a 429. */
export type CallLimiter = {
  acquire(deadline: number, signal: AbortSignal): Promise<Answered>;
  pauseUntil(t: number): void;
};

export type SlidingWindowOptions = {
  limit: number;
  windowMs: number;
  now: () => number;
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
};

/**
 * At most `limit` requests in any `windowMs`, each counted from its answer. A sliding window, not fixed buckets: a fixed bucket lets
 * 2 × limit requests through around a bucket edge, which is exactly what the upstream counter punishes.
 */
export function createSlidingWindowLimiter({
  limit,
  windowMs,
  now,
  sleep,
}: SlidingWindowOptions): CallLimiter {
  // Answered requests, by the time of their answer; those still on their way hold a slot until then.
  const answers: number[] = [];
  let onTheirWay = 0;
  let pausedUntil = Number.NEGATIVE_INFINITY;

  return {
    /** Waits for a slot and takes it. */
    async acquire(deadline: number, signal: AbortSignal): Promise<Answered> {
      for (;;) {
        signal.throwIfAborted();
        const t = now();
        while (answers.length > 0 && (answers[0] as number) <= t - windowMs) answers.shift();
        const over = answers.length + onTheirWay - limit;
        // The answers leave the window oldest first; one still to come leaves a window after it comes.
        const leaving = answers[over];
        const slotAt = over < 0 ? t : leaving === undefined ? t + windowMs : leaving + windowMs;
        const freeAt = Math.max(slotAt, pausedUntil);
        if (freeAt <= t) {
          onTheirWay++;
          let said = false;
          return () => {
            if (said) return;
            said = true;
            onTheirWay--;
            answers.push(now());
          };
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
