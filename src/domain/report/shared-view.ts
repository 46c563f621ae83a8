// What a shared link shows (Ley 21.719, minimisation): enough for a buyer to verify a sale, and no more
// of the vehicle owner, a third person, than that. The author keeps the full report; anyone holding the
// link gets this view of it, in the JSON, the page and the PDF alike.

import { maskRut } from "../rut";
import type { Section, Soap, TagDebt, TrafficFines } from "./model";
import { undatedCharges } from "./tolls";
import type { VehicleReport } from "./vehicle-report";

/** How many trailing characters of the VIN and the engine number a shared report shows. */
const SHOWN_SERIAL_CHARACTERS = 5;

// Particles of Spanish surnames ('de la Fuente'): not initials of their own.
const PARTICLES = new Set(["DE", "DEL", "LA", "LAS", "LOS", "Y", "VAN", "VON", "DA", "DI"]);

const titleCase = (word: string): string =>
  word.charAt(0).toLocaleUpperCase("es-CL") + word.slice(1).toLocaleLowerCase("es-CL");

/**
 * 'JOSE ANDRES MANUEL MONSALVES' -> 'Jose A. M. M.': the first name and the initial of every other name,
 * particles left out. Registries list given names first (or after a comma), so no surname is spelled out.
 */
export function ownerInitials(fullName: string): string {
  // 'SOTO ORTIZ, SEBASTIAN': surnames first, given names after the comma.
  const [surnames = "", given] = fullName.split(",", 2);
  const ordered = given === undefined ? surnames : `${given} ${surnames}`;
  const [first, ...rest] = ordered.trim().split(/\s+/).filter(Boolean);
  if (!first) return "";
  const initials = rest
    .filter((word) => !PARTICLES.has(word.toLocaleUpperCase("es-CL")))
    .map((word) => `${word.charAt(0).toLocaleUpperCase("es-CL")}.`);
  return [titleCase(first), ...initials].join(" ");
}

/** A serial is never shown whole: even a short one keeps at least this many characters hidden. */
const ALWAYS_HIDDEN = 2;

/** 'JF1VA2M67E9812345' -> '••••••••••••12345': the end a buyer compares with the plate on the car. */
export function lastCharacters(serial: string): string {
  const trimmed = serial.trim();
  const shown = Math.max(0, Math.min(SHOWN_SERIAL_CHARACTERS, trimmed.length - ALWAYS_HIDDEN));
  const hidden = trimmed.length - shown;
  return "•".repeat(hidden) + trimmed.slice(hidden);
}

/** The fines by reason, commune and amount: a case number (rol) and its court lead to the person. */
export const finesWithoutCases = (fines: TrafficFines): TrafficFines => ({
  tickets: fines.tickets.map((ticket) => ({ ...ticket, court: null, rol: null })),
});

/** The SOAP without its policy number, which the insurer files under the policyholder. */
export const soapWithoutPolicy = (soap: Soap): Soap => ({ ...soap, policyNumber: null });

/** TAG debts as one total per company: places and dates say where and when the owner drove. */
export function totalsByCompany(debts: readonly TagDebt[]): TagDebt[] {
  const totals = new Map<string, number>();
  for (const debt of debts) totals.set(debt.company, (totals.get(debt.company) ?? 0) + debt.amount);
  return [...totals].map(([company, amount]) => ({ company, amount, location: null, date: null }));
}

/** A section with its data changed by `change`; a section without data as it is. */
export const mapFound = <T>(section: Section<T>, change: (data: T) => T): Section<T> =>
  section.status === "found" ? { ...section, data: change(section.data) } : section;

const maskOrNull = (value: string | null): string | null => (value ? lastCharacters(value) : null);

/** The report as a shared link shows it. Pure: the stored report is never changed by it. */
export function sharedView(report: VehicleReport): VehicleReport {
  const { sections } = report;
  return {
    ...report,
    sections: {
      ...sections,
      vehicle: mapFound(sections.vehicle, (vehicle) => ({
        ...vehicle,
        chassis: maskOrNull(vehicle.chassis),
        engineNumber: maskOrNull(vehicle.engineNumber),
        owner: vehicle.owner && {
          fullName: ownerInitials(vehicle.owner.fullName),
          rut: vehicle.owner.rut && maskRut(vehicle.owner.rut),
        },
      })),
      soap: mapFound(sections.soap, soapWithoutPolicy),
      trafficFines: mapFound(sections.trafficFines, finesWithoutCases),
      tag: mapFound(sections.tag, (tag) => ({ rut: null, debts: totalsByCompany(tag.debts) })),
      // Amounts, companies and deadlines are what a buyer inherits; the days say when someone drove where.
      crossings: mapFound(sections.crossings, undatedCharges),
      // Recalls, the valuation and the theft check are about the car alone: they stay whole.
    },
    // The VIN check ran on the whole VIN; its verdicts stay, the VIN itself does not.
    vin: report.vin && { ...report.vin, vin: lastCharacters(report.vin.vin) },
  };
}
