import { and, eq, lt, type SQL, sql } from "drizzle-orm";
import type { OwnerRemoval } from "#domain/report/model";
import { withoutOwner } from "#domain/report/without-owner";
import type { Database } from "#server/db/client";
import { vehicleReports } from "#server/db/schema";

// Rows read per round: a first run over years of reports goes in steps instead of one long lock.
const BATCH = 500;

/** Reports whose owner is still stored. */
const ownerKept = sql`not (${vehicleReports.body} ? 'ownerRemoved')`;

/**
 * Takes the owner out of the stored reports `where` picks (withoutOwner): each row is written only if it
 * still has its owner, so two instances sweeping at once neither redo nor double-count one. updated_at
 * moves, so every cached copy of these reports is made again without the owner.
 */
export async function removeOwners(
  db: Database,
  where: SQL | undefined,
  reason: OwnerRemoval,
  now = new Date(),
): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await db
      .select({ id: vehicleReports.id, body: vehicleReports.body })
      .from(vehicleReports)
      .where(and(where, ownerKept))
      .limit(BATCH);
    for (const row of rows) {
      const written = await db
        .update(vehicleReports)
        .set({ body: withoutOwner(row.body, reason), updatedAt: now })
        .where(and(eq(vehicleReports.id, row.id), ownerKept))
        .returning({ id: vehicleReports.id });
      removed += written.length;
    }
    if (rows.length < BATCH) return removed;
  }
}

/**
 * An accepted opposition (or suppression, or blocking): the owner who asked leaves every report of the
 * plate made before the request. Only where the report's owner has the requester's RUT: a request about
 * somebody else's data, or a car that has changed hands since, removes nobody.
 */
export const removeOwnerOfPlate = (
  db: Database,
  request: { plate: string; rut: string; createdAt: Date },
  now = new Date(),
) =>
  removeOwners(
    db,
    and(
      eq(vehicleReports.plate, request.plate),
      lt(vehicleReports.createdAt, request.createdAt),
      sql`${vehicleReports.body} #>> '{sections,vehicle,data,owner,rut}' = ${request.rut}`,
    ),
    "opposition",
    now,
  );
