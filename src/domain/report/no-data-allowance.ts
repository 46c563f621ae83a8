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

/**
 * Whether an account may ask for another report, given when its requests ended without vehicle data (in
 * any order, older ones included): null while fewer than `max` fall in the window, else the seconds until
 * enough of them have left it.
 */
export function noDataWaitSeconds(endedAt: readonly Date[], max: number, now: Date): number | null {
  const since = now.getTime() - NO_DATA_WINDOW_MS;
  const recent = endedAt
    .map((at) => at.getTime())
    .filter((at) => at > since)
    .sort((a, b) => a - b);
  if (recent.length < max) return null;
  // Once this one leaves the window, max - 1 are left.
  const freedAt = (recent[recent.length - max] as number) + NO_DATA_WINDOW_MS;
  return Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
}
