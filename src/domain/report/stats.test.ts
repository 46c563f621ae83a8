import { describe, expect, it } from "vitest";
import { reportStats } from "./stats";

const now = new Date("2026-11-21T15:00:00Z");

describe("reportStats", () => {
  it.each([
    [[], { total: 0, averageScore: 0, highCount: 0, thisMonth: 0 }],
    [
      [
        { score: 80, createdAt: "2026-11-02T12:00:00Z" },
        { score: 79, createdAt: "2026-10-30T12:00:00Z" },
        { score: 100, createdAt: "2026-11-21T14:00:00Z" },
      ],
      { total: 3, averageScore: 86, highCount: 2, thisMonth: 2 },
    ],
    // 1 Nov 01:00 UTC is still 31 October in Santiago (UTC-3).
    [
      [{ score: 55, createdAt: "2026-11-01T01:00:00Z" }],
      { total: 1, averageScore: 55, highCount: 0, thisMonth: 0 },
    ],
  ])("%j", (reports, expected) => {
    expect(reportStats(reports, now)).toEqual(expected);
  });

  it("a report with an unreadable date is counted, but not as made this month", () => {
    expect(reportStats([{ score: 90, createdAt: "pronto" }], now)).toEqual({
      total: 1,
      averageScore: 90,
      highCount: 1,
      thisMonth: 0,
    });
  });

  it("an unreadable clock counts no report as made this month", () => {
    expect(
      reportStats([{ score: 90, createdAt: "2026-11-02T12:00:00Z" }], new Date(Number.NaN)).thisMonth,
    ).toBe(0);
  });
});
