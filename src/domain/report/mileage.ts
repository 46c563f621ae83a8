// Odometer readings over time. Each technical inspection records the kilometres, so the inspection history
// is the one dated series we have; a reading lower than an earlier one suggests a rolled-back odometer.

import { formatDate, formatInteger, santiagoDate } from "../format";
import type { Inspection, InspectionRecord, IsoDate } from "./model";

export const MILEAGE_SOURCE = "Revisión técnica";
/** How every rollback warning starts, so the usage section can pick them out of the alerts. */
export const ROLLBACK_WARNING_PREFIX = "Posible adulteración del kilometraje";

export type MileagePoint = { date: IsoDate; kilometers: number; source: typeof MILEAGE_SOURCE };

// Same-day readings go low to high: without a time of day, that is the order that accuses no one.
const chronological = (a: MileagePoint, b: MileagePoint): number =>
  a.date === b.date ? a.kilometers - b.kilometers : a.date < b.date ? -1 : 1;

/**
 * `currentKm` (the vehicle record's odometer) stands in for the current inspection's reading when the
 * inspection record lacks one; it has no date of its own, so it cannot be a point by itself.
 * Zero and negative readings are skipped: plants write 0 when the odometer was not read, and such a "reading"
 * after real ones would look like a rollback.
 */
export function mileageTimeline(inspection: Inspection | null, currentKm?: number | null): MileagePoint[] {
  if (!inspection) return [];
  const current: InspectionRecord = { ...inspection, kilometers: inspection.kilometers ?? currentKm ?? null };
  const seen = new Set<string>();
  const points: MileagePoint[] = [];
  for (const record of [current, ...inspection.history]) {
    const date = record.date ? santiagoDate(record.date) : null;
    const km = record.kilometers;
    if (date === null || km === null || !Number.isFinite(km) || km <= 0) continue;
    const key = `${date}|${km}`;
    if (seen.has(key)) continue;
    seen.add(key);
    points.push({ date, kilometers: km, source: MILEAGE_SOURCE });
  }
  return points.sort(chronological);
}

/**
 * Each reading lower than an earlier one, with the highest earlier reading rather than the previous one:
 * after 100.000 -> 60.000 -> 70.000, the 70.000 is still 30.000 km short of the truth.
 */
export function rollbackPoints(
  points: readonly MileagePoint[],
): { reading: MileagePoint; highest: MileagePoint }[] {
  const found: { reading: MileagePoint; highest: MileagePoint }[] = [];
  let highest: MileagePoint | null = null;
  for (const point of [...points].sort(chronological)) {
    if (highest && point.kilometers < highest.kilometers) found.push({ reading: point, highest });
    if (!highest || point.kilometers > highest.kilometers) highest = point;
  }
  return found;
}

/** One warning per reading lower than an earlier one (rollbackPoints). */
export const rollbackWarnings = (points: readonly MileagePoint[]): string[] =>
  rollbackPoints(points).map(
    ({ reading, highest }) =>
      `${ROLLBACK_WARNING_PREFIX}: ${formatInteger(reading.kilometers)} km el ${formatDate(reading.date)} ` +
      `es menos que ${formatInteger(highest.kilometers)} km el ${formatDate(highest.date)}`,
  );
