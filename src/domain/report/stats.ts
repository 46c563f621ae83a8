import { santiagoDate } from "../format";
import type { IsoDateTime } from "./model";

export type ReportSummaryForStats = { score: number; createdAt: IsoDateTime };

export type ReportStats = { total: number; averageScore: number; highCount: number; thisMonth: number };

/** The four cards of 'My reports': total, average score (rounded), 80 or more, made this month in Chile. */
export function reportStats(reports: readonly ReportSummaryForStats[], now: Date): ReportStats {
  const month = santiagoDate(now)?.slice(0, 7);
  const total = reports.length;
  const sum = reports.reduce((acc, r) => acc + r.score, 0);
  return {
    total,
    averageScore: total ? Math.round(sum / total) : 0,
    highCount: reports.filter((r) => r.score >= 80).length,
    thisMonth: reports.filter((r) => santiagoDate(r.createdAt)?.slice(0, 7) === month).length,
  };
}
