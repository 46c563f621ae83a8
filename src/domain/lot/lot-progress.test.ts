import { describe, expect, it } from "vitest";
import { type LotCounts, type LotRequestState, lotCounts, lotProgress, lotRowStatus } from "./lot-progress";

describe("lotRowStatus: a row in the dealer's words", () => {
  it.each([
    [{ status: "queued", errorCode: null }, false, "en cola"],
    [{ status: "running", errorCode: null }, false, "en proceso"],
    [{ status: "done", errorCode: null }, true, "listo"],
    [{ status: "failed", errorCode: "NOT_FOUND" }, false, "sin datos"],
    [{ status: "failed", errorCode: "UNAVAILABLE" }, false, "no se pudo"],
    [{ status: "failed", errorCode: null }, false, "no se pudo"],
    // The request housekeeping deleted after 90 days: the report, if any, still says what came of it.
    [null, true, "listo"],
    [null, false, "no se pudo"],
    // Done, and its report deleted since: nothing to open.
    [{ status: "done", errorCode: null }, false, "no se pudo"],
    // A report saved while its request still reads running (the last update is on its way).
    [{ status: "running", errorCode: null }, true, "listo"],
  ] as [LotRequestState, boolean, string][])("%o, report %s -> %s", (request, hasReport, expected) => {
    expect(lotRowStatus(request, hasReport)).toBe(expected);
  });
});

describe("lotCounts", () => {
  it("counts each status under its own key", () => {
    expect(
      lotCounts(["listo", "listo", "en cola", "en proceso", "sin datos", "no se pudo", "no se pudo"]),
    ).toEqual({ queued: 1, running: 1, done: 2, noData: 1, failed: 2 });
    expect(lotCounts([])).toEqual({ queued: 0, running: 0, done: 0, noData: 0, failed: 0 });
  });
});

const counts = (over: Partial<LotCounts>): LotCounts => ({
  queued: 0,
  running: 0,
  done: 0,
  noData: 0,
  failed: 0,
  ...over,
});

describe("lotProgress", () => {
  it.each([
    [
      "just sent",
      counts({ queued: 10 }),
      { percent: 0, finished: false, etaSeconds: 16, creditsSpent: 0, creditsReturned: 0 },
    ],
    [
      "half way, one running",
      counts({ queued: 4, running: 1, done: 4, noData: 1 }),
      { percent: 50, finished: false, etaSeconds: 8, creditsSpent: 4, creditsReturned: 1 },
    ],
    [
      "one row of 200 left: floored, never 100 before the end",
      counts({ running: 1, done: 199 }),
      { percent: 99, finished: false, etaSeconds: 2, creditsSpent: 199, creditsReturned: 0 },
    ],
    [
      "the provider went down: ended with what it had",
      counts({ done: 3, failed: 7 }),
      { percent: 100, finished: true, etaSeconds: null, creditsSpent: 3, creditsReturned: 7 },
    ],
  ])("%s", (_, lot, expected) => {
    expect(lotProgress(lot, 1.6)).toEqual(expected);
  });

  it("never says 0 seconds while a row is left, even without a plan's pace", () => {
    expect(lotProgress(counts({ queued: 1 }), 0).etaSeconds).toBe(1);
  });
});
