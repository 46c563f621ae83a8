import { describe, expect, it } from "vitest";
import { estimateLot, formatLotDuration } from "./lot-estimate";

describe("estimateLot", () => {
  it.each([
    // reports, calls per report, limit, window s -> credits, seconds
    [0, 8, 5, 10, 0, 0],
    [1, 8, 5, 10, 1, 20],
    [5, 1, 5, 10, 5, 10],
    [6, 1, 5, 10, 6, 20],
    [100, 8, 5, 10, 100, 1_600],
    [500, 8, 5, 10, 500, 8_000],
    [10, 3, 100, 60, 10, 60],
    // A plan without a limit written as 0 is not a division by zero.
    [2, 1, 0, 10, 2, 20],
  ])(
    "%i reports × %i calls at %i per %i s -> %i credits, %i s",
    (reports, calls, limit, window, credits, seconds) => {
      expect(estimateLot({ reports, callsPerReport: calls, limit, windowSeconds: window })).toEqual({
        credits,
        seconds,
      });
    },
  );
});

describe("formatLotDuration", () => {
  it.each([
    [0, "Menos de 1 min"],
    [59, "Menos de 1 min"],
    [Number.NaN, "Menos de 1 min"],
    [60, "Alrededor de 1 min"],
    [89, "Alrededor de 1 min"],
    [90, "Unos 2 min"],
    [180, "Unos 3 min"],
    [200, "Unos 3 min"],
    [3_540, "Unos 59 min"],
    [3_570, "Alrededor de 1 h"],
    [4_800, "Alrededor de 1 h 20 min"],
    [8_000, "Alrededor de 2 h 13 min"],
    [7_200, "Alrededor de 2 h"],
  ])("%d s -> %j", (seconds, text) => {
    expect(formatLotDuration(seconds)).toBe(text);
  });
});
