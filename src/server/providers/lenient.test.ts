import { describe, expect, it } from "vitest";
import { toIsoDate, toNumber } from "./lenient";

describe("toNumber", () => {
  it.each<[unknown, number | null]>([
    [1600, 1600],
    ["1600", 1600],
    [" 12720 ", 12720],
    ["$ 12.720", 12720],
    ["1.234.567", 1234567],
    ["2.0", 2],
    ["-5", -5],
    ["", null],
    ["12,5", null],
    ["mil", null],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
  ])("%j -> %j", (input, expected) => {
    expect(toNumber(input)).toBe(expected);
  });
});

describe("toIsoDate", () => {
  it.each<[unknown, string | null]>([
    ["2024-12-21", "2024-12-21"],
    ["2025-01-16T03:14:20.000Z", "2025-01-16"],
    ["21-12-2024", "2024-12-21"],
    ["21/12/2024", "2024-12-21"],
    ["2024-02-30", null],
    ["31/04/2024", null],
    ["ayer", null],
    [20241221, null],
  ])("%j -> %j", (input, expected) => {
    expect(toIsoDate(input)).toBe(expected);
  });
});
