import { and, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { OwnerRemoval } from "../../../domain/report/model";
import type { Database } from "../../db/client";
import { vehicleReports } from "../../db/schema";

// One statement's worth: a first run over years of reports goes in steps instead of one long lock.
const BATCH = 500;

/** Reports whose owner is still stored. */
export const ownerKept = sql`not (${vehicleReports.body} ? 'ownerRemoved')`;

/**
 * Erases the owner's name and RUT (the vehicle's owner and the RUT the TAG lookup used) from the stored
 * bodies of the reports `where` picks, and says why in the body; everything else stays, the score
 * included. updated_at moves, so every cached copy of these reports is made again without them.
 */
export async function removeOwners(
  db: Database,
  where: SQL | undefined,
  reason: OwnerRemoval,
  now = new Date(),
): Promise<number> {
  const { body, id } = vehicleReports;
  let removed = 0;
  for (;;) {
    const batch = db.select({ id }).from(vehicleReports).where(and(where, ownerKept)).limit(BATCH);
    const rows = await db
      .update(vehicleReports)
      .set({
        // create_missing false: a report without a vehicle or TAG section keeps its shape.
        body: sql`jsonb_set(
          jsonb_set(
            jsonb_set(${body}, '{sections,vehicle,data,owner}', 'null'::jsonb, false),
            '{sections,tag,data,rut}', 'null'::jsonb, false),
          '{ownerRemoved}', to_jsonb(${reason}::text))`,
        updatedAt: now,
      })
      .where(inArray(id, batch))
      .returning({ id });
    removed += rows.length;
    if (rows.length < BATCH) return removed;
  }
}

/** An accepted opposition: the owner leaves every report of the plate made before the request. */
export const hideOwnerOfPlate = (db: Database, plate: string, before: Date, now = new Date()) =>
  removeOwners(
    db,
    and(eq(vehicleReports.plate, plate), lt(vehicleReports.createdAt, before)),
    "opposition",
    now,
  );
