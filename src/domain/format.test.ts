import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  daysBetween,
  formatClp,
  formatDate,
  formatDateTime,
  formatInteger,
  formatNumberDe,
  NOT_AVAILABLE,
  plural,
  santiagoDate,
  yearOf,
} from "./format";

describe("formatClp", () => {
  it.each([
    [0, "$0"],
    [5, "$5"],
    [999, "$999"],
    [1500, "$1.500"],
    [15000, "$15.000"],
    [14320, "$14.320"],
    [1_600_000, "$1.600.000"],
    [1_234_567_890, "$1.234.567.890"],
    [-1500, "-$1.500"],
    [1500.4, "$1.500"],
    [1500.5, "$1.501"],
    [-0.4, "$0"],
    [-0, "$0"],
    [Number.NaN, NOT_AVAILABLE],
    [Number.POSITIVE_INFINITY, NOT_AVAILABLE],
  ])("%d -> %s", (n, expected) => {
    expect(formatClp(n)).toBe(expected);
  });
});

describe("formatInteger", () => {
  it.each([
    [0, "0"],
    [42, "42"],
    [1500, "1.500"],
    [229980, "229.980"],
    [1_000_000, "1.000.000"],
    [-12345, "-12.345"],
    [229979.6, "229.980"],
    [Number.NaN, NOT_AVAILABLE],
  ])("%d -> %s", (n, expected) => {
    expect(formatInteger(n)).toBe(expected);
  });
});

describe("formatNumberDe", () => {
  it.each([
    [0, "0"],
    [1500, "1.500"],
    [1_500_000, "1.500.000"],
    [1500.5, "1.500,5"],
    [-35000, "-35.000"],
    [Number.NaN, NOT_AVAILABLE],
  ])("%d -> %s", (n, expected) => {
    expect(formatNumberDe(n)).toBe(expected);
  });
});

describe("formatDate", () => {
  it.each([
    ["2025-08-31", "31-08-2025"],
    ["2024-02-29", "29-02-2024"],
    [" 2025-01-05 ", "05-01-2025"],
    // 02:30 UTC on 1 September is still 31 August in Santiago (UTC-4 in winter).
    ["2025-09-01T02:30:00Z", "31-08-2025"],
    ["2025-09-01T04:30:00.000Z", "01-09-2025"],
    ["2025-12-31T23:30:00-03:00", "31-12-2025"],
    ["2026-01-01T02:30:00Z", "31-12-2025"],
    // No offset: already Chilean wall-clock time.
    ["2025-09-01T01:00:00", "01-09-2025"],
    ["2025-09-01 01:00", "01-09-2025"],
    ["2025-02-29", NOT_AVAILABLE],
    ["2025-13-01", NOT_AVAILABLE],
    ["31-08-2025", NOT_AVAILABLE],
    ["", NOT_AVAILABLE],
    [null, NOT_AVAILABLE],
    [undefined, NOT_AVAILABLE],
    ["mañana", NOT_AVAILABLE],
    // Leap years: every fourth, but not centuries unless divisible by 400.
    ["2000-02-29", "29-02-2000"],
    ["1900-02-29", NOT_AVAILABLE],
    ["2100-02-29", NOT_AVAILABLE],
    ["2025-01-00", NOT_AVAILABLE],
    ["2025-00-10", NOT_AVAILABLE],
    ["2025-02-29T10:00", NOT_AVAILABLE],
    // Only a whole date or timestamp is read; text around it makes it unreadable.
    ["12025-08-31", NOT_AVAILABLE],
    ["x2025-09-01T01:00", NOT_AVAILABLE],
    ["2025-09-01T01:00:00 y algo", NOT_AVAILABLE],
    // An offset with or without a colon, and a space instead of the T.
    ["2025-12-31T23:30:00-0300", "31-12-2025"],
    ["2025-09-01 02:30:00Z", "31-08-2025"],
  ])("%j -> %s", (iso, expected) => {
    expect(formatDate(iso)).toBe(expected);
  });
});

describe("formatDateTime", () => {
  it.each([
    // November is summer time in Chile (UTC-3).
    ["2026-11-21T13:04:00Z", "21-11-2026 10:04"],
    // July is winter time (UTC-4).
    ["2026-07-21T13:04:00Z", "21-07-2026 09:04"],
    ["2026-07-21T13:04:00+02:00", "21-07-2026 07:04"],
    ["2026-07-21T00:05:00Z", "20-07-2026 20:05"],
    ["2026-11-21T10:04:59", "21-11-2026 10:04"],
    ["2026-11-21", "21-11-2026"],
    ["2026-11-21T25:00:00Z", NOT_AVAILABLE],
    ["2026-11-21T24:00", NOT_AVAILABLE],
    ["2026-11-21T10:60", NOT_AVAILABLE],
    ["2026-11-21T23:59", "21-11-2026 23:59"],
    ["2026-11-21T00:00", "21-11-2026 00:00"],
    ["2026-11-21 08:15:30+00:00", "21-11-2026 05:15"],
    [null, NOT_AVAILABLE],
  ])("%j -> %s", (iso, expected) => {
    expect(formatDateTime(iso)).toBe(expected);
  });
});

describe("santiagoDate", () => {
  it.each([
    ["2025-08-31", "2025-08-31"],
    ["2025-09-01T02:30:00Z", "2025-08-31"],
    [new Date("2025-09-01T12:00:00Z"), "2025-09-01"],
    [new Date(Number.NaN), null],
    ["garbage", null],
  ])("%j -> %j", (value, expected) => {
    expect(santiagoDate(value)).toBe(expected);
  });
});

describe("daysBetween and yearOf", () => {
  it.each([
    ["2025-08-31", "2025-08-31", 0],
    ["2025-08-31", "2025-09-01", 1],
    ["2025-09-01", "2025-08-31", -1],
    ["2024-02-28", "2024-03-01", 2],
    ["2025-02-28", "2025-03-01", 1],
    ["2024-12-31", "2025-12-31", 365],
    // Crossing the April daylight-saving change must not lose or gain a day.
    ["2025-04-05", "2025-04-07", 2],
    ["2025-08-31", "no", null],
    ["no", "2025-08-31", null],
  ])("%s -> %s = %j", (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  it.each([
    ["2025-08-31", 2025],
    ["2026-01-01T01:00:00Z", 2025],
    ["nope", null],
  ])("yearOf(%s) = %j", (iso, expected) => {
    expect(yearOf(iso)).toBe(expected);
  });
});

describe("properties", () => {
  it("formatters never throw", () => {
    fc.assert(
      fc.property(fc.double(), (n) => {
        expect(() => [formatClp(n), formatInteger(n), formatNumberDe(n)]).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(() => [formatDate(s), formatDateTime(s), santiagoDate(s)]).not.toThrow();
      }),
    );
  });

  it("integer CLP amounts round-trip through the display format", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        const text = formatClp(n);
        expect(text).toMatch(/^-?\$\d{1,3}(\.\d{3})*$/);
        expect(Number(text.replace(/[$.]/g, ""))).toBe(n === 0 ? 0 : n);
      }),
    );
  });

  it("calendar dates round-trip through dd-mm-aaaa and daysBetween is additive", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1950-01-01"), max: new Date("2100-12-31"), noInvalidDate: true }),
        fc.integer({ min: -4000, max: 4000 }),
        (d, offset) => {
          const iso = d.toISOString().slice(0, 10);
          const [dd, mm, yyyy] = formatDate(iso).split("-");
          expect(`${yyyy}-${mm}-${dd}`).toBe(iso);
          const later = new Date(d.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
          expect(daysBetween(iso, later)).toBe(offset);
        },
      ),
    );
  });
});

describe("plural", () => {
  it.each([
    [1, "1 informe"],
    [2, "2 informes"],
    [1500, "1.500 informes"],
  ])("%i → %j", (n, text) => {
    expect(plural(n, "informe", "informes")).toBe(text);
  });
});
