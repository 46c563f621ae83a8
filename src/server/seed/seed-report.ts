import type { VehicleReport } from "#domain/report/vehicle-report";
import type { Database } from "#server/db/client";
import { vehicleReports } from "#server/db/schema";
import { createDemoProvider } from "#server/providers/demo";
import { demoReportOf } from "#server/services/reports/demo-fleet";
import { newReportRow } from "#server/services/reports/report-row";

export type SeedReportOptions = {
  userId: string;
  plate: string;
  /** The report's body; without it, the demo data's report of the plate, marked demo. */
  report?: VehicleReport;
  /** Whether the body is demo data; a given report is taken for a real one unless said. */
  isDemo?: boolean;
  createdAt?: Date;
};

/**
 * A report stored as the pipeline stores a finished one (codes, its link's 30 days, the car beside the
 * body), without a request, a queue or a credit spent.
 */
export async function seedReport(db: Database, options: SeedReportOptions) {
  const at = options.createdAt ?? new Date();
  const report =
    options.report ?? (await demoReportOf(createDemoProvider({ now: () => at }), options.plate, at));
  if (!report) throw new Error(`the demo data has no car with plate ${options.plate}`);
  const [row] = await db
    .insert(vehicleReports)
    .values(
      newReportRow({
        userId: options.userId,
        plate: options.plate,
        report,
        isDemo: options.isDemo ?? !options.report,
        at,
      }),
    )
    .returning();
  if (!row) throw new Error("the report was not stored");
  return row;
}
