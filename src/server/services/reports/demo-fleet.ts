import { eq } from "drizzle-orm";
import { santiagoDate } from "#domain/format";
import { assembleReport } from "#domain/report/assemble";
import type { VehicleReport } from "#domain/report/vehicle-report";
import type { Database } from "#server/db/client";
import { users, vehicleReports } from "#server/db/schema";
import { demoFleetPlates } from "#server/providers/demo";
import type { VehicleDataProvider } from "#server/providers/types";
import { gatherSections } from "./gather-sections";
import { type NewReportRow, newReportRow } from "./report-row";

/** The account the demo fleet's reports belong to: it has no password, so nobody signs in as it. */
export const DEMO_FLEET_USER_ID = "demo-fleet";
const INSERT_BATCH = 100;

/** The report the pipeline makes of `plate` from an in-process provider at `now`; null without a car. */
export async function demoReportOf(
  provider: VehicleDataProvider,
  plate: string,
  now: Date,
): Promise<VehicleReport | null> {
  const sections = await gatherSections(provider, plate, { timeoutMs: 1_000, now: () => now });
  const assembled = assembleReport({
    plate,
    sections,
    today: santiagoDate(now) as string,
    now: now.toISOString(),
  });
  return assembled.ok ? assembled.report : null;
}

/**
 * With demo data, a fresh installation has no reports to compare a car with. This makes them once: demo
 * reports of invented cars, two of every demo model and age, made by the same pipeline as any report and
 * marked demo, so that a demo report shows where it stands among similar cars (decision 048). Real
 * reports never count them. Returns how many it made; 0 when another instance (or an earlier start) did.
 */
export async function seedDemoFleet(
  db: Database,
  provider: VehicleDataProvider,
  { now = new Date(), plates }: { now?: Date; plates?: string[] } = {},
): Promise<number> {
  if (!provider.isDemo) return 0;
  const [fleet] = await db.select({ id: users.id }).from(users).where(eq(users.id, DEMO_FLEET_USER_ID));
  if (fleet) return 0;
  const rows: NewReportRow[] = [];
  // Worked out only when a fleet is to be made: every other start skips it.
  for (const plate of plates ?? demoFleetPlates()) {
    const report = await demoReportOf(provider, plate, now);
    if (report) rows.push(newReportRow({ userId: DEMO_FLEET_USER_ID, plate, report, isDemo: true, at: now }));
  }
  return db.transaction(async (tx) => {
    // The account is the fleet's mark: only the instance that creates it writes the fleet.
    const [created] = await tx
      .insert(users)
      .values({
        id: DEMO_FLEET_USER_ID,
        name: "Flota de demostración",
        firstName: "Flota",
        lastName: "de demostración",
        email: "flota-demo@patenteclara.invalid",
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) return 0;
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      await tx.insert(vehicleReports).values(rows.slice(i, i + INSERT_BATCH));
    }
    return rows.length;
  });
}
