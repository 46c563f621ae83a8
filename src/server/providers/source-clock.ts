import { AsyncLocalStorage } from "node:async_hooks";

/** A source's time budget, which stops running while its lookup waits for a slot promised to it. */
export type SourceClock = {
  /** Aborted once the budget is spent. */
  signal: AbortSignal;
  /** When the budget ends, if it runs on from now; infinite while stopped. */
  deadline(): number;
  /** Runs `fn` on this clock: what it waits for off the clock (offTheClock) stops it. */
  run<T>(fn: () => T): T;
  /** The lookup is over: its timer goes. */
  stop(): void;
};

type Timer = { pause(): void; resume(): void };

const running = new AsyncLocalStorage<readonly Timer[]>();

/**
 * A budget of `ms` for one lookup. A report's lookups may start before the plan has a slot for each
 * (shared-budget.ts reserves the rest as the window frees); that wait is the plan's, not the source's, so
 * it does not count against the budget the source has to answer in.
 */
export function startClock(ms: number, now: () => number = Date.now): SourceClock {
  const controller = new AbortController();
  let remaining = ms;
  let since = now();
  let stops = 0;
  let timer: NodeJS.Timeout | undefined;
  let done = false;
  const arm = () => {
    timer = setTimeout(
      () => {
        done = true;
        controller.abort(new DOMException("The source's time is up", "TimeoutError"));
      },
      Math.max(0, remaining),
    );
    timer.unref();
  };
  arm();
  const own: Timer = {
    pause() {
      if (stops++ > 0) return;
      clearTimeout(timer);
      remaining -= now() - since;
    },
    resume() {
      if (--stops > 0 || done) return;
      since = now();
      arm();
    },
  };
  return {
    signal: controller.signal,
    deadline: () => (stops > 0 ? Number.POSITIVE_INFINITY : since + remaining),
    run: (fn) => running.run([...(running.getStore() ?? []), own], fn),
    stop: () => {
      done = true;
      clearTimeout(timer);
    },
  };
}

/** Waits for `wait` with every clock of the calling lookup stopped: a slot the plan promised it. */
export async function offTheClock<T>(wait: () => Promise<T>): Promise<T> {
  const timers = running.getStore() ?? [];
  for (const t of timers) t.pause();
  try {
    return await wait();
  } finally {
    for (const t of timers) t.resume();
  }
}
