import { describe, expect, it } from "vitest";
import {
  businessDaysAfter,
  CHILE_HOLIDAYS,
  HIDING_RIGHTS,
  RIGHT_VALUES,
  rightLabel,
  rightsDeadline,
} from "./rights";

const dayBefore = (iso: string) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();

describe("businessDaysAfter", () => {
  it.each([
    ["a Monday: three weeks on, a day later for 8 December", "2026-11-23", 15, "2026-12-15"],
    // 8 December (Tuesday) is a holiday.
    ["a Thursday, over 8 December", "2026-12-03", 5, "2026-12-11"],
    ["a Friday: the weekend does not count", "2026-11-27", 1, "2026-11-30"],
    ["a Saturday: from the Monday on", "2026-11-28", 1, "2026-11-30"],
    // 18 and 19 September 2026 fall on Friday and Saturday.
    ["over Fiestas Patrias", "2026-09-17", 1, "2026-09-21"],
    ["over Christmas and New Year", "2026-12-24", 3, "2026-12-30"],
    ["into 2027, over 1 January", "2026-12-31", 1, "2027-01-04"],
    ["zero days is the day itself", "2026-11-23", 0, "2026-11-23"],
  ])("%s", (_case, received, days, deadline) => {
    expect(businessDaysAfter(received, days)).toBe(deadline);
  });

  it("uses the holidays it is given", () => {
    expect(businessDaysAfter("2026-11-23", 1, new Set(["2026-11-24"]))).toBe("2026-11-25");
  });
});

describe("rightsDeadline", () => {
  it("is 15 business days: a request of 24-11-2026 is answered by 16-12-2026", () => {
    expect(rightsDeadline("2026-11-24")).toBe("2026-12-16");
  });
});

describe("CHILE_HOLIDAYS", () => {
  // A year without its holidays makes every deadline of that year too early: list it before it starts.
  it("lists this year's holidays", () => {
    const year = String(new Date().getUTCFullYear());
    expect([...CHILE_HOLIDAYS].filter((day) => day.startsWith(year)).length).toBeGreaterThanOrEqual(15);
  });
});

describe("holidays in deadlines", () => {
  it("every listed holiday is a real yyyy-mm-dd date", () => {
    for (const day of CHILE_HOLIDAYS) {
      expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${day}T12:00:00Z`).toISOString().slice(0, 10)).toBe(day);
    }
  });

  it("a listed holiday on a weekday is never a deadline's day", () => {
    const weekdayHolidays = [...CHILE_HOLIDAYS].filter((day) => weekday(day) !== 0 && weekday(day) !== 6);
    expect(weekdayHolidays.length).toBeGreaterThan(10);
    for (const day of weekdayHolidays) {
      expect(businessDaysAfter(dayBefore(day), 1, new Set())).toBe(day);
      expect(businessDaysAfter(dayBefore(day), 1)).not.toBe(day);
    }
  });

  // Fixed by law every year: New Year, Labour Day, Navy Day, Fiestas Patrias, Immaculate Conception, Christmas.
  it.each(["2026", "2027"])("%s has the fixed-date holidays", (year) => {
    for (const mmdd of ["01-01", "05-01", "05-21", "09-18", "09-19", "12-08", "12-25"]) {
      expect(CHILE_HOLIDAYS.has(`${year}-${mmdd}`)).toBe(true);
    }
  });
});

describe("rights", () => {
  it.each([
    ["acceso", "Acceso", false],
    ["rectificacion", "Rectificación", false],
    ["supresion", "Supresión", true],
    ["oposicion", "Oposición", true],
    ["portabilidad", "Portabilidad", false],
    ["bloqueo", "Bloqueo", true],
  ] as const)("%s is shown as %s; accepted, hides the owner: %s", (right, label, hides) => {
    expect(RIGHT_VALUES).toContain(right);
    expect(rightLabel(right)).toBe(label);
    expect(HIDING_RIGHTS.includes(right)).toBe(hides);
  });

  it("offers the six rights of Ley 21.719", () => {
    expect(RIGHT_VALUES).toHaveLength(6);
  });
});
