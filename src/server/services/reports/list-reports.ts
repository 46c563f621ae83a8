import { desc, eq } from "drizzle-orm";
import type { VehicleReport } from "../../../domain/report/assemble";
import { type ReportStats, reportStats } from "../../../domain/report/stats";
import type { Database } from "../../db/client";
import { vehicleReports } from "../../db/schema";
import { sharePath } from "./report-view";

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
    const body = row.body as VehicleReport;
    const vehicle = body.sections.vehicle.status === "found" ? body.sections.vehicle.data : null;
    return {
      id: row.id,
      plate: row.plate,
      accessCode: row.accessCode,
      reportCode: row.reportCode,
      sharePath: sharePath(row.accessCode),
      score: row.securityScore,
      headline: body.headline,
      make: vehicle?.make ?? null,
      model: vehicle?.model ?? null,
      year: vehicle?.year ?? null,
      isDemo: row.isDemo,
      createdAt: row.createdAt.toISOString(),
      revokedAt: row.revokedAt?.toISOString() ?? null,
    };
  });
  return { reports, stats: reportStats(reports, now) };
}
