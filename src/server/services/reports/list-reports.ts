import { desc, eq } from "drizzle-orm";
import { type ReportStats, reportStats } from "../../../domain/report/stats";
import type { Database } from "../../db/client";
import { vehicleReports } from "../../db/schema";
import { authorView } from "./report-view";

export type ReportSummary = {
  id: string;
  plate: string;
  accessCode: string;
  reportCode: string;
  sharePath: string;
  score: number;
  headline: string;
  make: string | null;
  model: string | null;
  year: number | null;
  isDemo: boolean;
  createdAt: string;
  revokedAt: string | null;
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
    const { report, id, plate, accessCode, reportCode, sharePath, isDemo, createdAt, revokedAt } =
      authorView(row);
    const vehicle = report.sections.vehicle.status === "found" ? report.sections.vehicle.data : null;
    return {
      id,
      plate,
      accessCode,
      reportCode,
      sharePath,
      isDemo,
      createdAt,
      revokedAt,
      score: row.securityScore,
      headline: report.headline,
      make: vehicle?.make ?? null,
      model: vehicle?.model ?? null,
      year: vehicle?.year ?? null,
    };
  });
  return { reports, stats: reportStats(reports, now) };
}
