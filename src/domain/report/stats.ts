import { santiagoDate } from "../format";
import { REPORT_BADGE_BANDS } from "./texts";

export type ReportStats = { total: number; averageScore: number; highCount: number; thisMonth: number };

/** What the database counts over an account's reports for the four cards of 'My reports'. */
export type ReportTallies = { total: number; scoreSum: number; highCount: number; thisMonth: number };

/** A report counts in the 80+ card from this score on, like the 'Alto (80+)' filter. */
export const HIGH_SCORE = REPORT_BADGE_BANDS.high.min;

/**
 * 'Este mes' is the calendar month in Chile (yyyy-mm) of `now`, compared with each report's month in
 * Santiago time; null for an unreadable clock, which counts no report as made this month.
 */
export const santiagoMonth = (now: Date): string | null => santiagoDate(now)?.slice(0, 7) ?? null;

/** The four cards of 'My reports': total, average score (rounded), 80 or more, made this month in Chile. */
export function reportStats(tallies: ReportTallies): ReportStats {
  const { total, scoreSum, highCount, thisMonth } = tallies;
  return { total, averageScore: total ? Math.round(scoreSum / total) : 0, highCount, thisMonth };
}
