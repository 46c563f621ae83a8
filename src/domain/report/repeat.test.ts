import { describe, expect, it } from "vitest";
import { recentReportOf, repeatReportText } from "./repeat";

const now = new Date("2026-11-26T12:00:00.000Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60 * 1000);

describe("recentReportOf", () => {
  it.each([
    ["none", [], null],
    ["made a moment ago", [0], 0],
    ["made an hour ago", [60], 60],
    ["a minute short of a day", [24 * 60 - 1], 24 * 60 - 1],
    ["exactly a day ago", [24 * 60], null],
    ["more than a day ago", [25 * 60], null],
    ["the newest of several, in any order", [3 * 24 * 60, 90, 600], 90],
    ["an old one beside a recent one", [120, 2 * 24 * 60], 120],
    // Another instance's clock a little ahead: still the same day's report.
    ["stamped a minute ahead", [-1], -1],
  ])("%s", (_, minutes, found) => {
    const reports = minutes.map((m) => ({ id: `made ${m} min ago`, createdAt: minutesAgo(m) }));
    expect(recentReportOf(reports, now)?.id ?? null).toBe(found === null ? null : `made ${found} min ago`);
  });
});

describe("repeatReportText", () => {
  it.each([
    // Santiago's time, summer (UTC-3) and winter (UTC-4).
    ["2026-11-26T17:05:00.000Z", "Ya consultaste la patente BBCL10 el 26-11-2026 14:05."],
    ["2026-07-01T03:30:00.000Z", "Ya consultaste la patente BBCL10 el 30-06-2026 23:30."],
  ])("%s", (createdAt, text) => {
    expect(repeatReportText("BBCL10", createdAt)).toBe(text);
  });
});
