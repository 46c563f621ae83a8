// es-CL display formats and the calendar arithmetic the report rules share.
// Grouping is done by hand rather than with Intl: browsers ship different ICU versions and some apply
// Spanish "minimum grouping digits" (1500 instead of 1.500), which would make the same report read
// differently on the server, in Chrome and in Safari.

import type { IsoDate } from "./report/model";

/** What every card shows for a value the sources did not give (spec section 2, vehicle information). */
export const NOT_AVAILABLE = "No disponible";

/** "1 multa", "1.234 multas": a count, grouped as es-CL writes it, with the noun Spanish needs for it. */
export const plural = (n: number, one: string, many: string): string =>
  `${formatInteger(n)} ${n === 1 ? one : many}`;

export const SANTIAGO_TIME_ZONE = "America/Santiago";

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");

/** Rounds half away from zero, so -1.5 and 1.5 read as the same magnitude. */
const roundedParts = (n: number): { negative: boolean; digits: string } => {
  const rounded = Math.round(Math.abs(n));
  return { negative: n < 0 && rounded !== 0, digits: rounded.toString() };
};

/** '$15.000', '-$1.500'; CLP has no minor unit, so amounts are rounded to whole pesos. */
export function formatClp(n: number): string {
  if (!Number.isFinite(n)) return NOT_AVAILABLE;
  const { negative, digits } = roundedParts(n);
  return `${negative ? "-" : ""}$${groupThousands(digits)}`;
}

/** Spanish-locale integer: '229.980'. */
export function formatInteger(n: number): string {
  if (!Number.isFinite(n)) return NOT_AVAILABLE;
  const { negative, digits } = roundedParts(n);
  return `${negative ? "-" : ""}${groupThousands(digits)}`;
}

const deFormatter = new Intl.NumberFormat("de-DE");

/** Fine amounts, which the spec formats as de-DE numbers: '1.500.000' (decimals, if any, after a comma). */
export function formatNumberDe(n: number): string {
  if (!Number.isFinite(n)) return NOT_AVAILABLE;
  return deFormatter.format(n);
}

type DateParts = { year: number; month: number; day: number };
type DateTimeParts = DateParts & { hour: number; minute: number };

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isRealDate = ({ year, month, day }: DateParts): boolean => {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= days;
};

const santiagoParts = new Intl.DateTimeFormat("en-US", {
  timeZone: SANTIAGO_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  numberingSystem: "latn",
});

const wallClockInSantiago = (instant: Date): DateTimeParts => {
  const parts = santiagoParts.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
  };
};

/**
 * Reads a calendar date or an ISO timestamp as Santiago wall-clock time. A timestamp without an offset is
 * taken as already being Chilean local time: reading it in the machine's zone would make the answer depend
 * on where the code runs.
 */
function toSantiagoParts(value: string | Date): (DateTimeParts & { hasTime: boolean }) | null {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : { ...wallClockInSantiago(value), hasTime: true };
  }
  const text = value.trim();
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const parts = { year: Number(dateOnly[1]), month: Number(dateOnly[2]), day: Number(dateOnly[3]) };
    return isRealDate(parts) ? { ...parts, hour: 0, minute: 0, hasTime: false } : null;
  }
  const m = DATE_TIME.exec(text);
  if (!m) return null;
  const local = {
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: Number(m[4]),
    minute: Number(m[5]),
  };
  if (!isRealDate(local) || local.hour > 23 || local.minute > 59) return null;
  if (!m[7]) return { ...local, hasTime: true };
  const instant = new Date(text.replace(" ", "T"));
  return Number.isNaN(instant.getTime()) ? null : { ...wallClockInSantiago(instant), hasTime: true };
}

const pad = (n: number, width = 2) => n.toString().padStart(width, "0");

/** The Santiago calendar day (yyyy-mm-dd) of a date, timestamp or instant; null when unreadable. */
export function santiagoDate(value: string | Date): IsoDate | null {
  const p = toSantiagoParts(value);
  return p ? `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}` : null;
}

/** 'dd-mm-aaaa'; missing or unreadable dates show as 'No disponible'. */
export function formatDate(iso: string | null | undefined): string {
  const p = iso ? toSantiagoParts(iso) : null;
  return p ? `${pad(p.day)}-${pad(p.month)}-${pad(p.year, 4)}` : NOT_AVAILABLE;
}

/** 'dd-mm-aaaa hh:mm' in Santiago time; a bare date has no time to show, so it gets the date alone. */
export function formatDateTime(iso: string | null | undefined): string {
  const p = iso ? toSantiagoParts(iso) : null;
  if (!p) return NOT_AVAILABLE;
  const date = `${pad(p.day)}-${pad(p.month)}-${pad(p.year, 4)}`;
  return p.hasTime ? `${date} ${pad(p.hour)}:${pad(p.minute)}` : date;
}

const dayNumber = (iso: IsoDate): number | null => {
  const p = toSantiagoParts(iso);
  if (!p) return null;
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to the 1900s.
  const d = new Date(0);
  d.setUTCFullYear(p.year, p.month - 1, p.day);
  return Math.round(d.getTime() / 86_400_000);
};

/** Whole calendar days from `from` to `to` (negative when `to` is earlier); null if either is unreadable. */
export function daysBetween(from: IsoDate, to: IsoDate): number | null {
  const a = dayNumber(from);
  const b = dayNumber(to);
  return a === null || b === null ? null : b - a;
}

/** The year of a calendar date, for "current year minus vehicle year" rules. */
export function yearOf(iso: IsoDate): number | null {
  const p = toSantiagoParts(iso);
  return p ? p.year : null;
}
