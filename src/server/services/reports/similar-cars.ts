import { and, between, desc, eq, ne } from "drizzle-orm";
import { type SimilarCars, similarCars, similarYears } from "#domain/report/similar-cars";
import type { Database } from "#server/db/client";
import { vehicleReports } from "#server/db/schema";
import type { NewReportRow } from "./report-row";

/**
 * Where a new report's car stands among the reports made here of the same make and model, within three
 * model years: the latest report of each other plate (a car asked about ten times is one car), demo data
 * only with demo data. Computed once, when the report is made (decision 048).
 */
export async function similarCarsOf(
  db: Database,
  car: Pick<NewReportRow, "plate" | "make" | "model" | "modelYear" | "isDemo">,
): Promise<SimilarCars> {
  const { make, model, modelYear } = car;
  if (!make || !model || modelYear === null || modelYear === undefined) return similarCars([]);
  const { from, to } = similarYears(modelYear);
  const rows = await db
    .selectDistinctOn([vehicleReports.plate], { score: vehicleReports.score })
    .from(vehicleReports)
    .where(
      and(
        eq(vehicleReports.isDemo, car.isDemo ?? false),
        eq(vehicleReports.make, make),
        eq(vehicleReports.model, model),
        between(vehicleReports.modelYear, from, to),
        ne(vehicleReports.plate, car.plate),
      ),
    )
    .orderBy(vehicleReports.plate, desc(vehicleReports.createdAt));
  return similarCars(rows.map((r) => r.score));
}
