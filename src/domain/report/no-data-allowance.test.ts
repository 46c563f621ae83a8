import { describe, expect, it } from "vitest";
import { noDataLeft, noDataLimitMessage, noDataWaitSeconds } from "./no-data-allowance";

const now = new Date("2026-11-26T12:00:00.000Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);

describe("noDataWaitSeconds", () => {
  it.each([
    ["none yet", [], 3, null],
    ["fewer than the allowance", [1, 2], 3, null],
    ["older than a day do not count", [25, 30, 48], 3, null],
    ["exactly a day ago has left the window", [24, 2, 1], 3, null],
    ["the allowance reached: until the oldest leaves", [3, 2, 1], 3, 21 * 60 * 60],
    ["in any order", [1, 3, 2], 3, 21 * 60 * 60],
    ["past it: until enough have left", [5, 4, 3, 2], 3, 20 * 60 * 60],
    ["an allowance of one", [10], 1, 14 * 60 * 60],
    ["old ones beside new ones", [40, 23, 22, 21], 3, 60 * 60],
  ])("%s", (_, hours, max, wait) => {
    expect(noDataWaitSeconds(hours.map(hoursAgo), max, now)).toBe(wait);
  });
});

describe("noDataLeft", () => {
  it.each([
    ["none yet: the whole allowance", [], 20, 20],
    ["those in the window are taken off", [1, 2, 23], 20, 17],
    ["older than a day do not count", [25, 30, 48], 20, 20],
    ["exactly a day ago has left the window", [24, 2], 20, 19],
    ["the allowance reached", [5, 4, 3], 3, 0],
    ["past it (items running at once): never negative", [5, 4, 3, 2], 3, 0],
    ["in any order, old beside new", [40, 1, 30, 2], 3, 1],
  ])("%s", (_, hours, max, left) => {
    expect(noDataLeft(hours.map(hoursAgo), max, now)).toBe(left);
  });
});

describe("noDataLimitMessage", () => {
  it.each([
    [3, "Consultaste 3 patentes sin datos registrados en las últimas 24 horas."],
    [1, "Consultaste 1 patente sin datos registrados en las últimas 24 horas."],
  ])("%i", (max, start) => {
    expect(noDataLimitMessage(max)).toBe(
      `${start} Revisa que la patente esté bien escrita e inténtalo de nuevo más tarde.`,
    );
  });
});
