import { santiagoDate } from "../format";

/** What a person reads when today's provider calls cannot make one more report. */
export const DAILY_LIMIT_MESSAGE =
  "Hoy se alcanzó el límite diario de consultas. Podrás consultar desde mañana a las 00:00.";

/** The quota's day: the provider's plan counts calls per calendar day, and ours are in Santiago. */
export const quotaDay = (at: Date): string => santiagoDate(at) as string;

/**
 * Whether `needed` more calls fit in the day: `used` are spent or reserved today, `promised` belong to
 * reports already accepted that have not reserved theirs yet. No limit is no cap.
 */
export const quotaHasRoom = (q: {
  limit: number | null;
  used: number;
  promised: number;
  needed: number;
}): boolean => q.limit === null || q.used + q.promised + q.needed <= q.limit;

/**
 * How many of the reports waiting, in turn order, the rest of the day can still make: each needs
 * `perReport` calls, after the `used` ones and those `running` reports still owe. Two instances may both
 * accept the last room of the day (quotaHasRoom reads before either writes); the ones past it are told
 * today, not made tomorrow. No limit keeps them all.
 */
export function waitingTheDayCanMake(
  q: {
    limit: number | null;
    used: number;
    running: number;
    waiting: number;
  },
  perReport: { byPlate: number; byVehicle: number },
): number {
  if (q.limit === null) return q.waiting;
  const room = q.limit - q.used - q.running * perReport.byVehicle;
  const each = perReport.byPlate + perReport.byVehicle;
  return Math.min(q.waiting, Math.max(0, Math.floor(room / each)));
}

/** The share of the day's quota the operator is warned at, once each, as the count passes it. */
export const QUOTA_WARNINGS = [80, 100] as const;

/** The highest warning `after` calls reached that `before` had not: the operator hears it once. */
export function quotaWarningCrossed(
  limit: number | null,
  before: number,
  after: number,
): (typeof QUOTA_WARNINGS)[number] | null {
  if (limit === null || limit <= 0) return null;
  const crossed = QUOTA_WARNINGS.filter((pct) => before * 100 < pct * limit && after * 100 >= pct * limit);
  return crossed.at(-1) ?? null;
}

const SANTIAGO_CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: "America/Santiago",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** Seconds until the next day starts in Santiago: when a spent quota is back (Retry-After). */
export function secondsUntilNextDay(now: Date): number {
  const parts = SANTIAGO_CLOCK.formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const elapsed = get("hour") * 3600 + get("minute") * 60 + get("second");
  return Math.max(1, 24 * 3600 - elapsed);
}
