import { describe, expect, it } from "vitest";
import { reportStats, santiagoMonth } from "./stats";

describe("reportStats", () => {
  it.each([
    [{ total: 0, scoreSum: 0, highCount: 0, thisMonth: 0 }, 0],
    [{ total: 3, scoreSum: 259, highCount: 2, thisMonth: 2 }, 86],
    // Halves round up, as the card always did.
    [{ total: 2, scoreSum: 171, highCount: 1, thisMonth: 0 }, 86],
    [{ total: 3, scoreSum: 200, highCount: 0, thisMonth: 3 }, 67],
  ])("%j -> average %d", (tallies, averageScore) => {
    const { scoreSum: _, ...counts } = tallies;
    expect(reportStats(tallies)).toEqual({ ...counts, averageScore });
  });
});

describe("santiagoMonth", () => {
  it.each([
    ["2026-11-21T15:00:00Z", "2026-11"],
    // 1 Nov 01:00 UTC is still 31 October in Santiago (UTC-3).
    ["2026-11-01T01:00:00Z", "2026-10"],
    ["2026-12-01T03:00:00Z", "2026-12"],
  ])("%s -> %s", (now, month) => {
    expect(santiagoMonth(new Date(now))).toBe(month);
  });

  it("an unreadable clock has no month", () => {
    expect(santiagoMonth(new Date(Number.NaN))).toBeNull();
  });
});
