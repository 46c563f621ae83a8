/**
 * Runs at most `atOnce` tasks at a time and keeps at most `waiting` in line, in order of arrival; any
 * task beyond them is refused with `refusal()` without running.
 */
export function concurrencyLimit(atOnce: number, waiting: number, refusal: () => Error) {
  let running = 0;
  const line: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < atOnce) running++;
    else if (line.length < waiting) await new Promise<void>((turn) => line.push(turn));
    else throw refusal();
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot take it first.
      const next = line.shift();
      if (next) next();
      else running--;
    }
  };
}
