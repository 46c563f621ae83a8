import { and, eq, type SQL, sql } from "drizzle-orm";
import { santiagoDate } from "#domain/format";
import type { OwnerRemoval } from "#domain/report/model";
import type { VehicleReport } from "#domain/report/vehicle-report";
import { ownerRutOf, withoutOwner } from "#domain/report/without-owner";
import type { Database } from "#server/db/client";
import { ownerSuppressions, vehicleReports } from "#server/db/schema";
import type { RutKeyOf } from "#server/rut-key";

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
 * plate made so far (after the request too: it holds from acceptance on), and goes on the suppression list, so that every later report of the
 * plate and every retry of one leaves them out too (leaveOpposedOwnerOut). Only where the report's owner
 * has the requester's RUT: a request about somebody else's data, or a car that has changed hands since,
 * removes nobody. The list keeps the plate, a keyed hash of the RUT and the day, nothing more.
 */
export async function removeOwnerOfPlate(
  deps: { db: Database; rutKeyOf: RutKeyOf },
  request: { plate: string; rut: string },
  now = new Date(),
): Promise<number> {
  await deps.db
    .insert(ownerSuppressions)
    .values({
      plate: request.plate,
      rutKey: deps.rutKeyOf(request.rut),
      acceptedOn: santiagoDate(now) ?? now.toISOString().slice(0, 10),
    })
    .onConflictDoNothing();
  return removeOwners(
    deps.db,
    and(
      eq(vehicleReports.plate, request.plate),
      sql`${vehicleReports.body} #>> '{sections,vehicle,data,owner,rut}' = ${request.rut}`,
    ),
    "opposition",
    now,
  );
}

/**
 * A report of `plate` just assembled from the sources (a new one, or one whose pending sources were asked
 * again), without its owner if the owner the registry answered is one whose opposition was accepted.
 */
export async function leaveOpposedOwnerOut(
  deps: { db: Database; rutKeyOf: RutKeyOf },
  plate: string,
  report: VehicleReport,
): Promise<VehicleReport> {
  const rut = ownerRutOf(report);
  return rut && (await ownerOpposed(deps, plate, rut)) ? withoutOwner(report, "opposition") : report;
}

/** Whether the owner `rut` opposed being shown in reports of `plate`. */
export async function ownerOpposed(
  deps: { db: Database; rutKeyOf: RutKeyOf },
  plate: string,
  rut: string,
): Promise<boolean> {
  const [opposed] = await deps.db
    .select({ id: ownerSuppressions.id })
    .from(ownerSuppressions)
    .where(and(eq(ownerSuppressions.plate, plate), eq(ownerSuppressions.rutKey, deps.rutKeyOf(rut))))
    .limit(1);
  return opposed !== undefined;
}
