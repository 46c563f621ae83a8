import { describe, expect, it } from "vitest";
import { nextRestart } from "./worker-restarts";

describe("nextRestart", () => {
  it.each([
    // streak, lived (ms), delay (ms), next streak
    [0, 100, 1_000, 1],
    [1, 100, 2_000, 2],
    [2, 5_000, 4_000, 3],
    [4, 59_999, 16_000, 5],
    [5, 100, 30_000, 6],
    [6, 100, 30_000, 7],
    [1_000, 100, 30_000, 1_001],
    [6, 60_000, 1_000, 1],
    [0, 3_600_000, 1_000, 1],
  ])("streak %i, lived %i ms → waits %i ms, streak %i", (streak, livedMs, delayMs, next) => {
    expect(nextRestart(streak, livedMs)).toEqual({ delayMs, streak: next });
  });
});
