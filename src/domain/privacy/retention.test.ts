import { describe, expect, it } from "vitest";
import { daysAfter, daysBefore, monthsBefore } from "./retention";

const at = (iso: string) => new Date(iso);

describe("monthsBefore", () => {
  it.each([
    ["2027-11-23T10:00:00.000Z", 12, "2026-11-23T10:00:00.000Z"],
    ["2027-03-31T10:00:00.000Z", 1, "2027-02-28T10:00:00.000Z"],
    ["2028-02-29T00:00:00.000Z", 12, "2027-02-28T00:00:00.000Z"],
    ["2027-01-15T00:00:00.000Z", 24, "2025-01-15T00:00:00.000Z"],
  ])("%s minus %i months is %s", (now, months, cutoff) => {
    expect(monthsBefore(at(now), months).toISOString()).toBe(cutoff);
  });
});

describe("days", () => {
  it("count whole days either way", () => {
    expect(daysAfter(at("2026-11-23T10:00:00.000Z"), 30).toISOString()).toBe("2026-12-23T10:00:00.000Z");
    expect(daysBefore(at("2026-11-23T10:00:00.000Z"), 90).toISOString()).toBe("2026-08-25T10:00:00.000Z");
  });
});
