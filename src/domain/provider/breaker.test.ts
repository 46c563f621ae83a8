import { describe, expect, it } from "vitest";
import { SOURCE_NOT_CONFIGURED, SOURCE_NOT_IN_PLAN } from "../report/model";
import {
  type Breaker,
  breakerStatus,
  CLOSED,
  nextBreaker,
  type ProviderEvent,
  reportEvidence,
} from "./breaker";

const now = new Date("2026-11-26T12:00:00Z");
const OPEN_FOR = 180_000;
const until = new Date(now.getTime() + OPEN_FOR);
const openedBefore: Breaker = {
  openUntil: new Date(now.getTime() + 1000),
  reason: "firewall",
  emptyStreak: 0,
};

describe("nextBreaker", () => {
  it.each<[string, Breaker, ProviderEvent, Breaker]>([
    [
      "a rejected key opens it at once",
      CLOSED,
      "key_rejected",
      { openUntil: until, reason: "key_rejected", emptyStreak: 0 },
    ],
    [
      "a firewall page opens it at once",
      CLOSED,
      "firewall",
      { openUntil: until, reason: "firewall", emptyStreak: 0 },
    ],
    ["one empty report only counts", CLOSED, "report_empty", { ...CLOSED, emptyStreak: 1 }],
    [
      "the third empty report in a row opens it",
      { ...CLOSED, emptyStreak: 2 },
      "report_empty",
      { openUntil: until, reason: "report_empty", emptyStreak: 3 },
    ],
    ["an answer ends the streak", { ...CLOSED, emptyStreak: 2 }, "report_answered", CLOSED],
    ["an answer does not close an open breaker", openedBefore, "report_answered", openedBefore],
    [
      "an empty report does not push an open breaker further",
      openedBefore,
      "report_empty",
      { ...openedBefore, emptyStreak: 1 },
    ],
    [
      "a rejected key while open: open for the full time again",
      openedBefore,
      "key_rejected",
      { openUntil: until, reason: "key_rejected", emptyStreak: 0 },
    ],
  ])("%s", (_, state, event, next) => {
    expect(nextBreaker(state, event, now, OPEN_FOR)).toEqual(next);
  });
});

describe("breakerStatus", () => {
  it.each<[string, Breaker, string]>([
    ["closed", CLOSED, "closed"],
    ["open until later", openedBefore, "open"],
    ["its time over: due for a probe, still refusing", { ...openedBefore, openUntil: now }, "probe_due"],
  ])("%s", (_, state, status) => {
    expect(breakerStatus(state, now)).toBe(status);
  });
});

describe("reportEvidence", () => {
  const unavailable = (reason: string) => ({ status: "unavailable", reason }) as const;
  it.each([
    [
      "a source answered",
      [unavailable("timeout"), { status: "found", data: {} } as const],
      "report_answered",
    ],
    [
      "a vehicle not on record is an answer",
      [{ status: "not_found" } as const, unavailable("timeout")],
      "report_answered",
    ],
    ["every source failed", [unavailable("timeout"), unavailable("HTTP 500")], "report_empty"],
    [
      "only what the plan leaves out: no evidence",
      [unavailable(SOURCE_NOT_CONFIGURED), unavailable(SOURCE_NOT_IN_PLAN)],
      null,
    ],
    [
      "failures beside what the plan leaves out",
      [unavailable(SOURCE_NOT_IN_PLAN), unavailable("timeout")],
      "report_empty",
    ],
  ] as const)("%s", (_, lookups, event) => {
    expect(reportEvidence(lookups)).toBe(event);
  });
});
