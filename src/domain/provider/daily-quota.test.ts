import { describe, expect, it } from "vitest";
import {
  quotaDay,
  quotaHasRoom,
  quotaWarningCrossed,
  secondsUntilNextDay,
  waitingTheDayCanMake,
} from "./daily-quota";

describe("quotaDay", () => {
  it.each([
    ["Santiago's evening is still its day (UTC already the next)", "2026-11-27T02:30:00Z", "2026-11-26"],
    ["Santiago's midnight starts the day", "2026-11-27T03:00:00Z", "2026-11-27"],
    ["winter time is UTC-4", "2026-07-01T03:59:00Z", "2026-06-30"],
  ])("%s", (_, at, day) => {
    expect(quotaDay(new Date(at))).toBe(day);
  });
});

describe("quotaHasRoom", () => {
  it.each([
    ["no limit: no cap", null, 10_000, 0, 8, true],
    ["room left", 300, 200, 40, 8, true],
    ["exactly the last calls", 300, 284, 8, 8, true],
    ["one call short", 300, 285, 8, 8, false],
    ["promised calls count before they are spent", 50, 10, 40, 8, false],
    ["the day spent", 50, 50, 0, 1, false],
  ])("%s", (_, limit, used, promised, needed, room) => {
    expect(quotaHasRoom({ limit, used, promised, needed })).toBe(room);
  });
});

describe("waitingTheDayCanMake", () => {
  const plan = { byPlate: 5, byVehicle: 3 };
  it.each([
    ["no limit: every one", null, 10_000, 4, 30, 30],
    ["room for all", 300, 100, 2, 10, 10],
    ["room for two of five", 50, 30, 0, 5, 2],
    ["what running reports still owe comes first", 50, 30, 3, 5, 1],
    ["the day spent: none", 50, 50, 0, 3, 0],
    ["overrun by a race: none, never a negative count", 50, 55, 1, 3, 0],
    ["nobody waiting", 50, 0, 0, 0, 0],
  ])("%s", (_, limit, used, running, waiting, made) => {
    expect(waitingTheDayCanMake({ limit, used, running, waiting }, plan)).toBe(made);
  });
});

describe("quotaWarningCrossed", () => {
  it.each([
    ["no limit", null, 0, 500, null],
    ["below 80 %", 100, 10, 79, null],
    ["reaching 80 %", 100, 79, 80, 80],
    ["already past 80 %", 100, 80, 90, null],
    ["reaching 100 %", 100, 99, 100, 100],
    ["both in one step: the higher", 100, 70, 100, 100],
    ["a small plan rounds up, never early", 50, 39, 40, 80],
    ["a call given back does not warn", 100, 81, 79, null],
  ])("%s", (_, limit, before, after, warning) => {
    expect(quotaWarningCrossed(limit, before, after)).toBe(warning);
  });
});

describe("secondsUntilNextDay", () => {
  it.each([
    ["just after midnight in Santiago", "2026-11-26T03:00:01Z", 24 * 3600 - 1],
    ["noon in Santiago (summer, UTC-3)", "2026-11-26T15:00:00Z", 12 * 3600],
    ["one second before midnight", "2026-11-27T02:59:59Z", 1],
  ])("%s", (_, at, seconds) => {
    expect(secondsUntilNextDay(new Date(at))).toBe(seconds);
  });
});
