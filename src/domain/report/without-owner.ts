// A stored report once its owner must go (12 months on, or the owner's accepted request): what stays for
// the author's history, and nothing that points at the person.

import type { VehicleReport } from "./assemble";
import type { OwnerRemoval } from "./model";
import { mapFound, totalsByCompany } from "./shared-view";
import { undatedCharges } from "./tolls";

/**
 * The report without its owner's name and RUT, without the TAG debts' places and dates (where the owner
 * drove), which become one total per company, and without the days of unpaid crossings; the score and
 * everything about the car stay.
 * `ownerRemoved` says why, so every view can say it too.
 */
export function withoutOwner(report: VehicleReport, reason: OwnerRemoval): VehicleReport {
  const { vehicle, tag, crossings } = report.sections;
  return {
    ...report,
    sections: {
      ...report.sections,
      vehicle: mapFound(vehicle, (data) => ({ ...data, owner: null })),
      tag: mapFound(tag, (data) => ({ rut: null, debts: totalsByCompany(data.debts) })),
      crossings: mapFound(crossings, undatedCharges),
    },
    ownerRemoved: reason,
  };
}
