import { generateAccessCode, generateReportCode } from "#domain/access-code";
import type { Vehicle } from "#domain/report/model";
import { shareExpiryOf } from "#domain/report/share-link";
import { normalizeName } from "#domain/report/vehicle-name";
import type { VehicleReport } from "#domain/report/vehicle-report";
import type { vehicleReports } from "#server/db/schema";

export type NewReportRow = typeof vehicleReports.$inferInsert;
/** A report's row as stored. */
export type ReportRow = typeof vehicleReports.$inferSelect;

/** The car a report is about, as its row keeps it beside the body to find similar cars (decision 048). */
const carOf = (report: VehicleReport): Pick<ReportRow, "make" | "model" | "modelYear"> =>
  carOfVehicle(report.sections.vehicle.status === "found" ? report.sections.vehicle.data : null);

/** The same, from the vehicle's answer: known before the report is assembled. */
export function carOfVehicle(vehicle: Vehicle | null): Pick<ReportRow, "make" | "model" | "modelYear"> {
  return {
    make: normalizeName(vehicle?.make) || null,
    model: normalizeName(vehicle?.model) || null,
    modelYear: vehicle?.year ?? null,
  };
}

/** A new report's row: fresh codes, its link's 30 days, and the car beside the body. */
export function newReportRow(input: {
  id?: string;
  userId: string;
  /** The organisation it is made for, and the lot, if any. */
  organisationId?: string | null;
  lotId?: string | null;
  plate: string;
  clientRequestId?: string | null;
  report: VehicleReport;
  isDemo: boolean;
  at: Date;
}): Omit<ReportRow, "id" | "revokedAt"> & { id?: string } {
  return {
    id: input.id,
    userId: input.userId,
    organisationId: input.organisationId ?? null,
    lotId: input.lotId ?? null,
    plate: input.plate,
    accessCode: generateAccessCode(),
    reportCode: generateReportCode(),
    clientRequestId: input.clientRequestId ?? null,
    score: input.report.score,
    isDemo: input.isDemo,
    body: input.report,
    ...carOf(input.report),
    createdAt: input.at,
    updatedAt: input.at,
    shareExpiresAt: shareExpiryOf(input.at),
  };
}
