// The six rights of Ley 21.719 and the deadline to answer them: 15 business days (días hábiles).

import type { IsoDate } from "../report/model";

export const RIGHTS = [
  { value: "acceso", label: "Acceso", description: "Saber qué datos tuyos tenemos y para qué." },
  { value: "rectificacion", label: "Rectificación", description: "Corregir datos inexactos o incompletos." },
  { value: "supresion", label: "Supresión", description: "Que borremos tus datos." },
  {
    value: "oposicion",
    label: "Oposición",
    description: "Que dejemos de mostrar tus datos en los informes de tu vehículo.",
  },
  {
    value: "portabilidad",
    label: "Portabilidad",
    description: "Recibir tus datos en un archivo electrónico.",
  },
  {
    value: "bloqueo",
    label: "Bloqueo",
    description: "Que suspendamos el uso de tus datos mientras revisamos tu caso.",
  },
] as const;

export type Right = (typeof RIGHTS)[number]["value"];
export const RIGHT_VALUES = RIGHTS.map((right) => right.value) as [Right, ...Right[]];

const LABELS = Object.fromEntries(RIGHTS.map((r) => [r.value, r.label])) as Record<Right, string>;
export const rightLabel = (right: Right): string => LABELS[right];

/**
 * Accepted, these rights hide the owner's name and RUT on every report of the plate made before the
 * request, the author's view included.
 */
export const HIDING_RIGHTS: readonly Right[] = ["oposicion", "supresion", "bloqueo"];

export const RIGHTS_DEADLINE_BUSINESS_DAYS = 15;

/**
 * Chile's national holidays of the years we answer in. A holiday missing here only makes our deadline
 * a day earlier than the law's, never later: add each year's list before it starts.
 */
export const CHILE_HOLIDAYS: ReadonlySet<IsoDate> = new Set([
  "2026-01-01",
  "2026-04-03",
  "2026-04-04",
  "2026-05-01",
  "2026-05-21",
  "2026-06-21",
  "2026-06-29",
  "2026-07-16",
  "2026-08-15",
  "2026-09-18",
  "2026-09-19",
  "2026-10-12",
  "2026-10-31",
  "2026-11-01",
  "2026-12-08",
  "2026-12-25",
  "2027-01-01",
  "2027-03-26",
  "2027-03-27",
  "2027-05-01",
  "2027-05-21",
  "2027-06-21",
  "2027-06-28",
  "2027-07-16",
  "2027-08-15",
  "2027-09-18",
  "2027-09-19",
  "2027-10-11",
  "2027-10-31",
  "2027-11-01",
  "2027-12-08",
  "2027-12-25",
]);

const isoOf = (d: Date): IsoDate => d.toISOString().slice(0, 10);

/**
 * The day `days` business days after `received` (a Santiago calendar date): Saturdays, Sundays and
 * holidays do not count, and neither does the day it arrived.
 */
export function businessDaysAfter(
  received: IsoDate,
  days: number,
  holidays: ReadonlySet<IsoDate> = CHILE_HOLIDAYS,
): IsoDate {
  const d = new Date(`${received}T12:00:00Z`);
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const weekday = d.getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !holidays.has(isoOf(d))) left--;
  }
  return isoOf(d);
}

/** The legal deadline of a rights request received on `received`. */
export const rightsDeadline = (received: IsoDate): IsoDate =>
  businessDaysAfter(received, RIGHTS_DEADLINE_BUSINESS_DAYS);
