import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditAccounts, reportRequests } from "#server/db/schema";
import { FAKE_BOOSTR_KEY, type FakeBoostr, startFakeBoostr } from "../support/fake-boostr";
import { seededClient } from "../support/seed";
import { createTestApp, streamEvents, streamReport, type TestApp } from "../support/test-app";

// Reports under the provider's real budget: a Boostr stand-in that refuses past 5 requests a second (the
// plan's 5 per 10 s, ten times faster so the test takes seconds), and the product configured with it.
const WINDOW_MS = 1000;
let boostr: FakeBoostr;
let t: TestApp;
beforeAll(async () => {
  boostr = await startFakeBoostr({ budget: { calls: 5, windowMs: WINDOW_MS } });
  t = await createTestApp({
    env: {
      BOOSTR_API_KEY: FAKE_BOOSTR_KEY,
      BOOSTR_API_URL: boostr.url,
      BOOSTR_RATE_LIMIT: "5",
      BOOSTR_RATE_WINDOW_S: String(WINDOW_MS / 1000),
      REPORT_WORKERS: "2",
    },
  });
});
afterAll(async () => {
  await t.close();
  await boostr.close();
});

type Browser = Awaited<ReturnType<typeof seededClient>>;
/** A report asked on the event stream, as the check screen asks it: the events it receives, to the end. */
const streamed = async (browser: Browser, plate: string, opts: { confirmRepeat?: boolean } = {}) =>
  streamEvents(await streamReport(t.app, browser, plate, opts));

/** The most Boostr requests that fell in any one window of the plan. */
const busiestWindow = (from: number) => {
  const times = boostr.requests
    .filter((r) => r.at >= from && !r.path.startsWith("/consultar"))
    .map((r) => r.at);
  return Math.max(
    0,
    ...times.map((start) => times.filter((at) => at >= start && at < start + WINDOW_MS).length),
  );
};

const withCredits = async (browser: Browser, purchasedLeft: number) => {
  const userId = (await browser.get("/api/me")).json.user.id as string;
  await t.db.update(creditAccounts).set({ purchasedLeft }).where(eq(creditAccounts.userId, userId));
  return userId;
};

describe("reports under the provider's budget", () => {
  it("four reports asked at once by three accounts all arrive, in turn, and the provider never refuses one", async () => {
    const from = Date.now();
    const [a, b, c] = await Promise.all([seededClient(t), seededClient(t), seededClient(t)]);
    const firsts = [streamed(a, "BBCL10"), streamed(b, "MULT30"), streamed(c, "TAGD40")];
    // The account's second report once the three firsts are queued: a first report asked after it would
    // rightly go ahead of it (turns), and its place would move back.
    for (let i = 0; i < 100; i++) {
      const rows = await t.db
        .select({ id: reportRequests.id })
        .from(reportRequests)
        .where(inArray(reportRequests.userId, [a.id, b.id, c.id]));
      if (rows.length >= 3) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const runs = await Promise.all([...firsts, streamed(a, "RTVE20")]);
    for (const events of runs) expect(events.at(-1)?.event).toBe("report");
    expect(boostr.overBudget).toBe(0);
    expect(busiestWindow(from)).toBeLessThanOrEqual(5);
    // Those that waited were told where they stood, and their place only moved forward.
    const waits = runs.map((events) => events.filter((e) => e.event === "queued").map((e) => e.data));
    expect(waits.some((w) => w.length > 0)).toBe(true);
    for (const positions of waits.map((w) => w.map((q) => q.position as number))) {
      expect(positions).toEqual([...positions].sort((x, y) => y - x));
    }
    for (const q of waits.flat()) expect(q.etaSeconds).toBeGreaterThan(0);
  }, 60_000);

  it("one account's ten reports do not hold back another's: it starts within the next two turns", async () => {
    const dealer = await seededClient(t);
    const dealerId = await withCredits(dealer, 10);
    const buyer = await seededClient(t);
    const buyerId = (await buyer.get("/api/me")).json.user.id as string;
    // The same cars twice in one batch: meant, so asked without the question.
    const dealerRuns = [
      "BBCL10",
      "RTVE20",
      "MULT30",
      "TAGD40",
      "SOAP50",
      "NUEV60",
      "BBCL10",
      "RTVE20",
      "MULT30",
      "TAGD40",
    ].map((plate) => streamed(dealer, plate, { confirmRepeat: true }));
    // The dealer's ten are queued before the buyer asks.
    for (let i = 0; i < 100; i++) {
      const rows = await t.db.select().from(reportRequests).where(eq(reportRequests.userId, dealerId));
      if (rows.length === 10) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const buyerRun = streamed(buyer, "SOAP50");
    expect((await buyerRun).at(-1)?.event).toBe("report");
    const rows = await t.db
      .select()
      .from(reportRequests)
      .where(inArray(reportRequests.userId, [dealerId, buyerId]));
    const mine = rows.find((r) => r.userId === buyerId);
    const startedBetween = rows.filter(
      (r) =>
        r.userId === dealerId &&
        r.startedAt &&
        mine?.startedAt &&
        r.startedAt > (mine.queuedAt as Date) &&
        r.startedAt < mine.startedAt,
    );
    expect(startedBetween.length).toBeLessThanOrEqual(2);
    await Promise.all(dealerRuns);
    expect(boostr.overBudget).toBe(0);
  }, 120_000);

  it("without the stream, the answer waits for the report, and GET /api/reports/{id} tells where it stands", async () => {
    const browser = await seededClient(t);
    const res = await browser.post("/api/reports", { plate: "BBCL10" });
    expect(res.status).toBe(201);
    const state = await browser.get(`/api/reports/${res.json.id}`);
    expect(state.json).toMatchObject({ status: "done", report: { id: res.json.id } });
    const unknown = await browser.get("/api/reports/00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
  });

  it("a person with one credit cannot queue two reports", async () => {
    const browser = await seededClient(t);
    const userId = (await browser.get("/api/me")).json.user.id as string;
    await t.db.update(creditAccounts).set({ trialsLeft: 1 }).where(eq(creditAccounts.userId, userId));
    const [first, second] = await Promise.all([streamed(browser, "BBCL10"), streamed(browser, "RTVE20")]);
    const outcomes = [first, second].map((events) => events.at(-1)?.event ?? "refused");
    expect(outcomes.filter((o) => o === "report")).toHaveLength(1);
    const [account] = await t.db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId));
    expect(account?.trialsLeft).toBe(0);
  }, 30_000);
});
