import { and, desc, eq } from "drizzle-orm";
import type { Tone } from "#domain/report/present";
import { type ReportStats, reportStats } from "#domain/report/stats";
import { REPORT_EMPTY_MESSAGE } from "#domain/report/texts";
import type { Database } from "#server/db/client";
import { vehicleReports } from "#server/db/schema";
import { AppError } from "#server/errors";
import { type AuthorReport, authorView } from "./report-view";

export type ReportSummary = {
  id: string;
  plate: string;
  accessCode: string;
  reportCode: string;
  sharePath: string;
  score: number;
  headline: string;
  color: Tone;
  make: string | null;
  model: string | null;
  year: number | null;
  isDemo: boolean;
  createdAt: string;
  revokedAt: string | null;
  shareExpiresAt: string;
};

/** The author's reports, newest first, with the stats of the 'My reports' screen. */
export async function listReports(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<{ reports: ReportSummary[]; stats: ReportStats }> {
  const rows = await db
    .select()
    .from(vehicleReports)
    .where(eq(vehicleReports.userId, userId))
    .orderBy(desc(vehicleReports.createdAt));
  const reports = rows.map((row): ReportSummary => {
    const { report, ...link } = authorView(row);
    const vehicle = report.sections.vehicle.status === "found" ? report.sections.vehicle.data : null;
    return {
      ...link,
      // The body as read (capped by a hard stop), not the column: the list says what the report says.
      score: report.score,
      headline: report.headline,
      color: report.color,
      make: vehicle?.make ?? null,
      model: vehicle?.model ?? null,
      year: vehicle?.year ?? null,
    };
  });
  return { reports, stats: reportStats(reports, now) };
}

/** One of the author's reports, whole (the author's PDF). */
export async function authorReport(db: Database, userId: string, reportId: string): Promise<AuthorReport> {
  const [row] = await db
    .select()
    .from(vehicleReports)
    .where(and(eq(vehicleReports.id, reportId), eq(vehicleReports.userId, userId)));
  if (!row) throw new AppError("NOT_FOUND", REPORT_EMPTY_MESSAGE);
  return authorView(row);
}
