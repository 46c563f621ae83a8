// A stored report once its owner must go (12 months on, or the owner's accepted request): what stays for
// the author's history, and nothing that points at the person.

import type { OwnerRemoval } from "./model";
import { finesWithoutCases, mapFound, soapWithoutPolicy, totalsByCompany } from "./shared-view";
import { undatedCharges } from "./tolls";
import type { VehicleReport } from "./vehicle-report";

/**
 * The report without its owner's name and RUT, without the TAG debts' places and dates (where the owner
 * drove), which become one total per company, without the days of unpaid crossings, and without what a
 * shared link drops because it leads to the person too: the fines' court and case number (rol) and the
 * SOAP's policy number. The score and everything about the car stay.
 * `ownerRemoved` says why, so every view can say it too.
 */
export function withoutOwner(report: VehicleReport, reason: OwnerRemoval): VehicleReport {
  const { vehicle, soap, trafficFines, tag, crossings } = report.sections;
  return {
    ...report,
    sections: {
      ...report.sections,
      vehicle: mapFound(vehicle, (data) => ({ ...data, owner: null })),
      soap: mapFound(soap, soapWithoutPolicy),
      trafficFines: mapFound(trafficFines, finesWithoutCases),
      tag: mapFound(tag, (data) => ({ rut: null, debts: totalsByCompany(data.debts) })),
      crossings: mapFound(crossings, undatedCharges),
    },
    ownerRemoved: reason,
  };
}

/** The RUT of the owner a report names, which an accepted opposition is matched against; else null. */
export function ownerRutOf(report: VehicleReport): string | null {
  const { vehicle } = report.sections;
  return vehicle.status === "found" ? (vehicle.data.owner?.rut ?? null) : null;
}
