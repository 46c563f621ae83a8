// From the gathered sections to the report body we store and show. Pure: the caller gathers the sections,
// picks `today`/`now`, and stores the result.

import { formatClp } from "../format";
import { normalizePlate } from "../plate";
import { checkVin } from "../vin";
import { hardStopsOf } from "./hard-stops";
import { mileageTimeline, rollbackWarnings } from "./mileage";
import type { IsoDate, IsoDateTime, ReportSections, Vehicle } from "./model";
import { type CheckName, unverifiedChecks } from "./pending";
import { recallAlert, recallsOf } from "./recalls";
import { computeScore, inspectionProblem, inspectionVerdict, soapProblem, soapVerdict } from "./score";
import {
  combinedFinesCount,
  GENERATION_ERROR_MESSAGE,
  knownTicketsTotal,
  NO_VEHICLE_DATA_MESSAGE,
  tagTotal as sumTagDebts,
} from "./texts";
import { THEFT_REPORTED_ALERT, theftReported } from "./theft";
import { chargesOf, crossingsAlert, crossingsTotal } from "./tolls";
import type { VehicleReport } from "./vehicle-report";
import { readReport } from "./verdict";

export { NO_ALERTS_TEXT } from "./texts";

/** 17-character VINs are mandatory from model year 1981; older chassis numbers follow no standard. */
export const VIN_STANDARD_SINCE = 1981;

export type AssembleFailure = {
  ok: false;
  reason: "vehicle_not_found" | "vehicle_unavailable";
  message: string;
};
export type AssembleResult = { ok: true; report: VehicleReport } | AssembleFailure;

/** Without the vehicle itself there is no report, and no credit may be spent on one. */
export const hasVehicleData = (
  sections: Pick<ReportSections, "vehicle">,
): sections is Pick<ReportSections, "vehicle"> & { vehicle: { status: "found"; data: Vehicle } } =>
  sections.vehicle.status === "found";

export const unverifiedAlert = (what: CheckName): string => `No se pudo verificar: ${what}`;

export function assembleReport(input: {
  plate: string;
  sections: ReportSections;
  today: IsoDate;
  now: IsoDateTime;
}): AssembleResult {
  const { sections, today } = input;
  if (sections.vehicle.status !== "found") {
    // A lookup that failed is our problem, not the plate's: the user is told so rather than "no data".
    return sections.vehicle.status === "not_found"
      ? { ok: false, reason: "vehicle_not_found", message: NO_VEHICLE_DATA_MESSAGE }
      : { ok: false, reason: "vehicle_unavailable", message: GENERATION_ERROR_MESSAGE };
  }
  const vehicle = sections.vehicle.data;

  const tickets = sections.trafficFines.status === "found" ? sections.trafficFines.data.tickets : [];
  const finesCount = combinedFinesCount(sections.plateFines, tickets);
  const finesTotal = knownTicketsTotal(tickets);
  const debts = sections.tag.status === "found" ? sections.tag.data.debts : [];
  const tagCount = debts.length;
  const tagTotal = sumTagDebts(debts);
  const charges = chargesOf(sections.crossings);
  const inspection = inspectionVerdict(sections.inspection, today);
  const soap = soapVerdict(sections.soap, today);
  const mileage = mileageTimeline(
    sections.inspection.status === "found" ? sections.inspection.data : null,
    vehicle.kilometers,
  );
  const rollbacks = rollbackWarnings(mileage);
  const hardStops = hardStopsOf({ sections, mileage });

  const { score, deductions } = computeScore({
    vehicleYear: vehicle.year,
    today,
    inspection,
    soap,
    finesTotal,
    finesCount,
    tagTotal,
    tagCount,
    crossingsTotal: crossingsTotal(charges),
    crossingsCount: charges.length,
    odometerRollback: rollbacks[0] ?? null,
    hardStops: hardStops.map((stop) => stop.cause),
  });

  const vin = vehicle.chassis?.trim() ? checkVin(vehicle.chassis) : null;
  const vinApplies = vehicle.year === null || vehicle.year >= VIN_STANDARD_SINCE;

  const problems: string[] = theftReported(sections.theft) ? [THEFT_REPORTED_ALERT] : [];
  const inspectionText = inspectionProblem(inspection, vehicle.year, today);
  if (inspectionText) problems.push(inspectionText);
  const soapText = soapProblem(soap);
  if (soapText) problems.push(soapText);
  if (finesCount > 0)
    problems.push(`${finesCount} ${finesCount === 1 ? "multa registrada" : "multas registradas"}`);
  if (tagTotal > 0) problems.push(`Deuda TAG por ${formatClp(tagTotal)}`);
  else if (tagCount > 0) problems.push("Deuda TAG registrada");
  const tolls = crossingsAlert(charges);
  if (tolls) problems.push(tolls);
  problems.push(...rollbacks);
  if (vin && vinApplies) problems.push(...vin.warnings);
  problems.push(...recallsOf(sections.recalls).map(recallAlert));

  const unverified = unverifiedChecks({ sections, vehicle, inspection, today }).map(unverifiedAlert);

  return {
    ok: true,
    report: readReport({
      plate: normalizePlate(input.plate),
      generatedAt: input.now,
      sections,
      score,
      deductions,
      securityAlerts: [...problems, ...unverified],
      inspectionVerdict: inspection,
      soapVerdict: soap,
      finesCount,
      finesTotal,
      tagCount,
      tagTotal,
      mileage,
      vin,
    }),
  };
}
