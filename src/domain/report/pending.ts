// What a report could not check, and what may be asked again. Unknown is not bad for the score (decision
// 034): an unanswered source deducts nothing, so a report says plainly that it is partial instead.

import { plural } from "../format";
import {
  type IsoDate,
  type IsoDateTime,
  isSettledUnavailable,
  type ReportSections,
  type SectionKey,
  type Vehicle,
} from "./model";
import type { InspectionVerdict } from "./score";
import { isNewVehicle, vehicleAge } from "./texts";

/** The checks a person reads about, in the order the report shows them. */
export type CheckName =
  | "revisión técnica"
  | "SOAP"
  | "multas"
  | "deudas TAG"
  | "peajes sin TAG"
  | "llamados a revisión";

/**
 * The checks whose answer is unknown. Technical inspection counts only where one is due (not a new car)
 * or where the car's age is unknown; fines are settled by either fine source.
 */
export function unverifiedChecks(input: {
  sections: ReportSections;
  vehicle: Pick<Vehicle, "year">;
  inspection: InspectionVerdict;
  today: IsoDate;
}): CheckName[] {
  const { sections, vehicle, inspection, today } = input;
  const names: CheckName[] = [];
  if (
    (inspection === "unavailable" && !isNewVehicle(vehicle.year, today)) ||
    (inspection === "not_found" && vehicleAge(vehicle.year, today) === null)
  ) {
    names.push("revisión técnica");
  }
  if (sections.soap.status === "unavailable") names.push("SOAP");
  if (sections.trafficFines.status === "unavailable" && sections.plateFines.status === "unavailable") {
    names.push("multas");
  }
  if (sections.tag.status === "unavailable") names.push("deudas TAG");
  // The newer sources may be outside the plan (or older than the report): asking again changes nothing.
  const open = (key: "crossings" | "recalls") =>
    sections[key].status === "unavailable" && !isSettledUnavailable(sections[key]);
  if (open("crossings")) names.push("peajes sin TAG");
  if (open("recalls")) names.push("llamados a revisión");
  return names;
}

// Short, as the note lists them in brackets beside the score.
const SHORT_NAMES: Record<CheckName, string> = {
  "revisión técnica": "revisión técnica",
  SOAP: "SOAP",
  multas: "multas",
  "deudas TAG": "TAG",
  "peajes sin TAG": "peajes sin TAG",
  "llamados a revisión": "llamados a revisión",
};

/**
 * 'Puntaje provisional: faltan 3 fuentes (SOAP, multas, TAG)', beside the score; null if whole. The score
 * of a partial report only counts what answered, so the number is what is provisional (decision 060).
 */
export function partialNote(names: readonly CheckName[]): string | null {
  if (names.length === 0) return null;
  const missing = `${names.length === 1 ? "falta" : "faltan"} ${plural(names.length, "fuente", "fuentes")}`;
  return `Puntaje provisional: ${missing} (${names.map((name) => SHORT_NAMES[name]).join(", ")})`;
}

/** The sources to ask again for each unknown check. */
const SOURCES_OF: Record<CheckName, SectionKey[]> = {
  "revisión técnica": ["inspection"],
  SOAP: ["soap"],
  multas: ["trafficFines", "plateFines"],
  "deudas TAG": ["tag"],
  "peajes sin TAG": ["crossings"],
  "llamados a revisión": ["recalls"],
};

export const sourcesToRetry = (names: readonly CheckName[]): SectionKey[] => [
  ...new Set(names.flatMap((name) => SOURCES_OF[name])),
];

/** How long after a report its pending sources may be asked again, free. */
export const RETRY_WINDOW_HOURS = 24;

export const canRetry = (generatedAt: IsoDateTime, now: Date): boolean =>
  now.getTime() - Date.parse(generatedAt) < RETRY_WINDOW_HOURS * 60 * 60 * 1000;

export const RETRY_EXPIRED_MESSAGE =
  "Pasaron más de 24 horas desde el informe: sus fuentes pendientes ya no se pueden reintentar.";
