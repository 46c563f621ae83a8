// A plate with no vehicle data costs no credit, as there is nothing to sell; yet every source was asked
// about it. A few a day forgive a typo; more are someone walking plates on the provider's budget.

/** How far back an account's plates without data count. */
export const NO_DATA_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The refusal once an account has asked about `max` plates without data in the window. */
export function noDataLimitMessage(max: number): string {
  const plates = max === 1 ? "1 patente" : `${max} patentes`;
  return (
    `Consultaste ${plates} sin datos registrados en las últimas 24 horas. ` +
    "Revisa que la patente esté bien escrita e inténtalo de nuevo más tarde."
  );
}

/** The instants in the window that ends at `now`, oldest first. */
function inWindow(endedAt: readonly Date[], now: Date): number[] {
  const since = now.getTime() - NO_DATA_WINDOW_MS;
  return endedAt
    .map((at) => at.getTime())
    .filter((at) => at > since)
    .sort((a, b) => a - b);
}

/**
 * Whether an account may ask for another report, given when its requests ended without vehicle data (in
 * any order, older ones included): null while fewer than `max` fall in the window, else the seconds until
 * enough of them have left it.
 */
export function noDataWaitSeconds(endedAt: readonly Date[], max: number, now: Date): number | null {
  const recent = inWindow(endedAt, now);
  if (recent.length < max) return null;
  // Once this one leaves the window, max - 1 are left.
  const freedAt = (recent[recent.length - max] as number) + NO_DATA_WINDOW_MS;
  return Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
}

/**
 * How many more plates without data an allowance of `max` takes now, given when the plates it counts
 * ended (in any order, older ones included): 0 once the window holds `max` or more of them.
 */
export function noDataLeft(endedAt: readonly Date[], max: number, now: Date): number {
  return Math.max(0, max - inWindow(endedAt, now).length);
}
