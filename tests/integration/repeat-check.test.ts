import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SectionKey } from "#domain/report/model";
import { SOURCES } from "#domain/report/progress";
import { reportRequests, vehicleReports } from "#server/db/schema";
import { createDemoProvider } from "#server/providers/demo";
import type { VehicleDataProvider } from "#server/providers/types";
import { seededClient } from "../support/seed";
import { createTestApp, streamEvents, streamReport, type TestApp } from "../support/test-app";

// A plate checked again within 24 hours by the same account: the server asks before it spends (issue 27).
// And the progress a check screen shows: a line per source asked, in the order they answer.

/** Each source's delay (ms) after it is asked: an answer order unlike the report's own order. */
const DELAY_MS: Partial<Record<SectionKey, number>> = {
  crossings: 0,
  trafficFines: 40,
  vehicle: 80,
  inspection: 120,
  soap: 160,
  plateFines: 200,
  // Asked once the vehicle answered.
  recalls: 0,
  tag: 60,
  valuation: 160,
};

/** The sources in the order they answered, as the provider saw it: one report at a time here. */
const answerLog: SectionKey[] = [];

const demo = createDemoProvider();
const delayed =
  <A extends unknown[], R>(source: SectionKey, ask: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS[source] ?? 0));
    const answer = await ask(...args);
    answerLog.push(source);
    return answer;
  };
// Theft keeps the demo's answer: no source anywhere has it (decision 049).
const provider: VehicleDataProvider = {
  ...demo,
  vehicle: delayed("vehicle", demo.vehicle),
  soap: delayed("soap", demo.soap),
  inspection: delayed("inspection", demo.inspection),
  trafficFines: delayed("trafficFines", demo.trafficFines),
  plateFines: delayed("plateFines", demo.plateFines),
  crossings: delayed("crossings", demo.crossings),
  tagDebts: delayed("tag", demo.tagDebts),
  recalls: delayed("recalls", demo.recalls),
  valuation: delayed("valuation", demo.valuation),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ provider });
});
afterAll(() => t.close());

type Browser = Awaited<ReturnType<typeof seededClient>>;
const credits = async (browser: Browser) => (await browser.get("/api/me")).json.credits;
const userIdOf = async (browser: Browser) => (await browser.get("/api/me")).json.user.id as string;
const requestsOf = async (userId: string) =>
  (await t.db.select({ n: count() }).from(reportRequests).where(eq(reportRequests.userId, userId)))[0]?.n;

describe("a plate checked again within 24 hours", () => {
  it("is answered 409 with the earlier report, spending and holding nothing; confirmed, a new one is made", async () => {
    const browser = await seededClient(t);
    const userId = await userIdOf(browser);
    const first = await browser.post("/api/reports", { plate: "BBCL10" });
    expect(first.status).toBe(201);
    expect(await credits(browser)).toEqual({ trialsLeft: 2, purchasedLeft: 0 });

    // Typed another way, the same plate.
    const again = await browser.post("/api/reports", { plate: "bb-cl-10" });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      error: expect.stringMatching(/^Ya consultaste la patente BBCL10 el \d{2}-\d{2}-\d{4} \d{2}:\d{2}\.$/),
      code: "repeat_report",
      earlier: { id: first.json.id, createdAt: first.json.createdAt },
    });
    expect(await credits(browser)).toEqual({ trialsLeft: 2, purchasedLeft: 0 });
    expect(await requestsOf(userId)).toBe(1);

    // The check screen asks on the event stream: the question comes before any stream, as a refusal does.
    const streamed = await streamReport(t.app, browser, "BBCL10");
    expect(streamed.status).toBe(409);
    expect((await streamed.json()).earlier.id).toBe(first.json.id);
    expect(await requestsOf(userId)).toBe(1);

    const confirmed = await browser.post("/api/reports", { plate: "BBCL10", confirmRepeat: true });
    expect(confirmed.status).toBe(201);
    expect(confirmed.json.id).not.toBe(first.json.id);
    expect(await credits(browser)).toEqual({ trialsLeft: 1, purchasedLeft: 0 });

    // Asked once more, the question names the newest of the two.
    const third = await browser.post("/api/reports", { plate: "BBCL10" });
    expect(third.status).toBe(409);
    expect(third.json.earlier.id).toBe(confirmed.json.id);
  });

  it("asks while the earlier one is still in the making (a second tab)", async () => {
    const browser = await seededClient(t);
    const userId = await userIdOf(browser);
    // Running, with no job of its own: it stays in the making for as long as the test needs.
    const id = crypto.randomUUID();
    await t.db.insert(reportRequests).values({
      id,
      userId,
      accountId: userId,
      plate: "MULT30",
      credit: "trial",
      turn: 0,
      status: "running",
    });
    const again = await browser.post("/api/reports", { plate: "MULT30" });
    expect(again.status).toBe(409);
    expect(again.json.earlier.id).toBe(id);
  });

  it("two tabs sending the plate at the same moment: one is made, the other asked", async () => {
    const browser = await seededClient(t);
    const answers = await Promise.all([
      browser.post("/api/reports", { plate: "NUEV60" }),
      browser.post("/api/reports", { plate: "NUEV60" }),
    ]);
    const made = answers.find((a) => a.status === 201);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.json.earlier.id).toBe(made?.json.id);
    expect(await credits(browser)).toEqual({ trialsLeft: 2, purchasedLeft: 0 });
  });

  it("is not asked about another account's report of the plate", async () => {
    const other = await seededClient(t);
    expect((await other.post("/api/reports", { plate: "RTVE20" })).status).toBe(201);
    const browser = await seededClient(t);
    expect((await browser.post("/api/reports", { plate: "RTVE20" })).status).toBe(201);
    expect(await credits(browser)).toEqual({ trialsLeft: 2, purchasedLeft: 0 });
  });

  it("is not asked once the earlier report is 24 hours old", async () => {
    const browser = await seededClient(t);
    const first = await browser.post("/api/reports", { plate: "SOAP50" });
    await t.db
      .update(vehicleReports)
      .set({ createdAt: new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000) })
      .where(eq(vehicleReports.id, first.json.id));
    expect((await browser.post("/api/reports", { plate: "SOAP50" })).status).toBe(201);
    expect(await credits(browser)).toEqual({ trialsLeft: 1, purchasedLeft: 0 });
  });
});

type Line = { source: SectionKey; state: "answered" | "unanswered" | "waiting" };
type Progress = { percent: number; sources: Line[]; done: boolean[] };

/** The progress events of a report streamed to its end, and the order its sources really answered in. */
const streamedProgress = async (plate: string) => {
  answerLog.length = 0;
  const events = await streamEvents(await streamReport(t.app, await seededClient(t), plate));
  expect(events.at(-1)?.event).toBe("report");
  const progress = events.filter((e) => e.event === "progress").map((e) => e.data as Progress);
  return { progress, answered: [...answerLog] };
};
const linesOf = (p: Progress | undefined, state: Line["state"]) =>
  (p?.sources ?? []).filter((line) => line.state === state).map((line) => line.source);

describe("the progress on the event stream", () => {
  it("names the sources asked, in the order they answered", async () => {
    const { progress, answered } = await streamedProgress("TAGD40");
    const last = progress.at(-1);
    expect(last?.percent).toBe(100);
    // Not the report's order: the test would not tell one from the other.
    expect(answered).not.toEqual(SOURCES.filter((source) => source !== "theft"));
    expect(last?.sources.map((line) => line.source)).toEqual(answered);
    expect(linesOf(last, "answered")).toEqual(answered);
    // Each event's answered lines lead the final order, an order that only grows; those still waiting
    // follow, in the report's order.
    expect(progress.length).toBeGreaterThan(1);
    for (const p of progress) {
      const done = linesOf(p, "answered");
      const waiting = linesOf(p, "waiting");
      expect(done).toEqual(answered.slice(0, done.length));
      expect(p.sources.map((line) => line.source)).toEqual([...done, ...waiting]);
      expect(waiting).toEqual(SOURCES.filter((source) => waiting.includes(source)));
    }
    // Pages drawn before the sources were named read five steps here: always none.
    expect(progress.every((p) => p.done.length === 0)).toBe(true);
  });

  it("puts the sources that did not answer after those that did (PARC70)", async () => {
    const { progress, answered } = await streamedProgress("PARC70");
    const silent: SectionKey[] = ["soap", "trafficFines", "plateFines", "tag"];
    const last = progress.at(-1);
    expect(linesOf(last, "answered")).toEqual(answered.filter((s) => !silent.includes(s)));
    expect(linesOf(last, "unanswered")).toEqual(answered.filter((s) => silent.includes(s)));
    expect(last?.sources.map((line) => line.state)).toEqual([
      ...Array(answered.length - silent.length).fill("answered"),
      ...Array(silent.length).fill("unanswered"),
    ]);
  });
});
