import { describe, expect, it } from "vitest";
import {
  backoffMessage,
  KNOWN_ACCOUNTS_PER_BROWSER,
  rememberAccount,
  SIGN_IN_BACKOFF,
  secondsUntilOpen,
  spentSteps,
} from "./sign-in-backoff";

// A moment that starts every window of the ladder, the day's included (midnight UTC).
const DAY_START = Date.UTC(2026, 10, 26);
const MIN = 60_000;

describe("SIGN_IN_BACKOFF", () => {
  it("doubles each window and allows one attempt more, up to a day", () => {
    expect(SIGN_IN_BACKOFF[0]).toEqual({ windowSeconds: 900, attempts: 5 });
    for (const [i, step] of SIGN_IN_BACKOFF.entries()) {
      const before = SIGN_IN_BACKOFF[i - 1];
      if (before) expect(step.windowSeconds).toBeGreaterThan(before.windowSeconds);
      if (before) expect(step.attempts).toBeGreaterThan(before.attempts);
    }
    expect(SIGN_IN_BACKOFF.at(-1)?.windowSeconds).toBe(24 * 60 * 60);
  });
});

describe("spentSteps", () => {
  it.each([
    ["nothing counted", [], []],
    ["four in the quarter hour", [4, 4, 4, 4, 4, 4, 4], []],
    ["the fifth in the quarter hour", [5, 5, 5, 5, 5, 5, 5], [900]],
    ["a new quarter hour, six in the half hour", [0, 6, 6, 6, 6, 6, 6], [1800]],
    ["a new half hour, seven in the hour", [1, 1, 7, 7, 7, 7, 7], [3600]],
    ["twelve in the day", [0, 0, 0, 0, 0, 0, 12], [86_400]],
    ["more than allowed in two steps", [9, 9, 3, 3, 3, 3, 3], [900, 1800]],
  ])("%s", (_label, counted, windows) => {
    expect(spentSteps(SIGN_IN_BACKOFF, counted).map((step) => step.windowSeconds)).toEqual(windows);
  });
});

describe("secondsUntilOpen", () => {
  const quarter = { windowSeconds: 900, attempts: 5 };
  const hour = { windowSeconds: 3600, attempts: 7 };
  it.each([
    ["no step spent", [], DAY_START, 0],
    ["a quarter hour just begun", [quarter], DAY_START, 900],
    ["a quarter hour 10 minutes in", [quarter], DAY_START + 10 * MIN, 300],
    ["the last half second of it", [quarter], DAY_START + 15 * MIN - 500, 1],
    ["the later end of two windows", [quarter, hour], DAY_START + 10 * MIN, 3000],
  ])("%s", (_label, steps, now, seconds) => {
    expect(secondsUntilOpen(steps, now)).toBe(seconds);
  });
});

describe("backoffMessage", () => {
  it.each([
    [30, "en un minuto"],
    [60, "en un minuto"],
    [61, "en 2 minutos"],
    [900, "en 15 minutos"],
    [90 * 60, "en 90 minutos"],
    [90 * 60 + 1, "en 2 horas"],
    [8 * 3600, "en 8 horas"],
  ])("%d s → %s", (seconds, wait) => {
    expect(backoffMessage(seconds)).toContain(`vuelve a intentarlo ${wait},`);
  });
});

describe("rememberAccount", () => {
  it.each([
    ["a browser known to nobody", [], "a", ["a"]],
    ["another account", ["a"], "b", ["b", "a"]],
    ["an account it knows moves first", ["a", "b", "c"], "c", ["c", "a", "b"]],
    ["the oldest is forgotten past the limit", ["a", "b", "c", "d", "e"], "f", ["f", "a", "b", "c", "d"]],
  ])("%s", (_label, known, account, remembered) => {
    expect(rememberAccount(known, account)).toEqual(remembered);
    expect(rememberAccount(known, account).length).toBeLessThanOrEqual(KNOWN_ACCOUNTS_PER_BROWSER);
  });
});
