import { EventEmitter } from "node:events";
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { PROVIDER_DOWN_MESSAGE } from "#domain/provider/breaker";
import { DAILY_LIMIT_MESSAGE, quotaDay } from "#domain/provider/daily-quota";
import { providerDays, reportRequests } from "#server/db/schema";
import { createSharedBudget } from "#server/providers/shared-budget";
import { endWaitingPastTheDay } from "#server/services/reports/end-past-the-day";
import { heldOf } from "#server/services/reports/queue-report";
import type { ReportDeps } from "#server/services/reports/report-deps";
import { FAKE_BOOSTR_KEY, type FakeBoostr, replies, startFakeBoostr } from "../support/fake-boostr";
import { seededClient } from "../support/seed";
import { client, createTestApp, type TestApp } from "../support/test-app";

// The product against a Boostr stand-in with a plan: the day's quota, the breaker, and the answers it
// reuses instead of asking twice.

type Browser = ReturnType<typeof client>;
const credits = async (browser: Browser) => (await browser.get("/api/me")).json.credits;

const opened: (TestApp | FakeBoostr)[] = [];
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
});
afterAll(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
});

async function boostrApp(env: Record<string, string> = {}, fake?: FakeBoostr) {
  const boostr = fake ?? (await startFakeBoostr());
  if (!fake) opened.push(boostr);
  const t = await createTestApp({
    env: {
      BOOSTR_API_KEY: FAKE_BOOSTR_KEY,
      BOOSTR_API_URL: boostr.url,
      BOOSTR_RATE_LIMIT: "1000",
      REPORT_SOURCE_TIMEOUT_MS: "1500",
      ...env,
    },
  });
  opened.push(t);
  return { t, boostr };
}

const requestsFor = (boostr: FakeBoostr, text: string) =>
  boostr.requests.filter((r) => r.path.includes(text));

describe("the daily quota", () => {
  it("is shared by two instances, never overrun, and refuses a report before any credit is held", async () => {
    const { t: first, boostr } = await boostrApp({ BOOSTR_DAILY_LIMIT: "19" });
    const second = await createTestApp({
      database: first.database,
      env: {
        BOOSTR_API_KEY: FAKE_BOOSTR_KEY,
        BOOSTR_API_URL: boostr.url,
        BOOSTR_RATE_LIMIT: "1000",
        BOOSTR_DAILY_LIMIT: "19",
      },
    });
    opened.push(second);
    const ana = await seededClient(first);
    const bea = await seededClient(second);

    // The first report takes 10 calls (the catalogue's brands and models the first time).
    expect((await ana.post("/api/reports", { plate: "BBCL10" })).status).toBe(201);
    // 10 used and 8 needed fit in 19; the report's last call finds the day spent and goes without.
    const made = await bea.post("/api/reports", { plate: "GPDD74" });
    expect([made.status, made.json.error]).toEqual([201, undefined]);
    expect(boostr.requests.length).toBeLessThanOrEqual(19);

    const before = await credits(ana);
    const refused = await ana.post("/api/reports", { plate: "CCDD12" });
    expect(refused.status).toBe(503);
    expect(refused.json.error).toBe(DAILY_LIMIT_MESSAGE);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await credits(ana)).toEqual(before);
    const [held] = await first.db
      .select({ n: count() })
      .from(reportRequests)
      .where(eq(reportRequests.plate, "CCDD12"));
    expect(held?.n).toBe(0);
    expect(boostr.requests.length).toBeLessThanOrEqual(19);

    // The operator sees the day's use.
    const health = (await client(first.app).get("/api/health")).json;
    expect(health.status).toBe("ok");
    expect(health.provider).toMatchObject({ breaker: "closed", dailyLimit: 19 });
    expect(health.provider.dailyUsed).toBeLessThanOrEqual(19);
    const metrics = await (await first.app.request("/metrics")).text();
    expect(metrics).toMatch(/provider_daily_calls\{kind="limit"\} 19/);
  });
});

describe("reports waiting when the day runs out", () => {
  it("the ones past the day's room end today in its words, the oldest turn kept", async () => {
    const { t } = await boostrApp();
    const browser = await seededClient(t);
    const me = (await browser.get("/api/me")).json;
    // As two instances accepting the day's last room at once leave it: three reports waiting, room for one.
    const ids = [0, 1, 2].map(() => crypto.randomUUID());
    await t.db.insert(reportRequests).values(
      ids.map((id, turn) => ({
        id,
        userId: me.user.id,
        accountId: me.user.id,
        plate: `PDAY0${turn}`,
        credit: "trial" as const,
        turn,
      })),
    );
    const budget = createSharedBudget(t.db, {
      limit: 1000,
      windowMs: 10_000,
      abandonedAfterMs: 60_000,
      dailyLimit: 19,
    });
    await t.db.insert(providerDays).values({ day: quotaDay(new Date()), calls: 11 });
    const plan = { callsByPlate: 5, callsByVehicle: 3, secondsPerReport: 16 };
    const jobs = { changes: new EventEmitter() } as unknown as ReportDeps["jobs"];

    expect(await endWaitingPastTheDay({ db: t.db, jobs, budget, plan })).toBe(2);
    const states = await Promise.all(ids.map(async (id) => (await browser.get(`/api/reports/${id}`)).json));
    expect(states[0].status).toBe("queued");
    expect(states.slice(1)).toEqual([
      { status: "failed", errorStatus: 503, error: DAILY_LIMIT_MESSAGE },
      { status: "failed", errorStatus: 503, error: DAILY_LIMIT_MESSAGE },
    ]);
    // Their credits are no longer held: the one still waiting holds the only one.
    expect((await heldOf(t.db, me.user.id)).held).toEqual({ trial: 1, purchased: 0 });
    // Nothing more to end while what waits fits.
    expect(await endWaitingPastTheDay({ db: t.db, jobs, budget, plan })).toBe(0);
  });
});

describe("the breaker", () => {
  it.each([
    ["Boostr rejects the key (401)", replies.unauthorized],
    ["its firewall answers an HTML page (403)", replies.firewall],
  ])("opens when %s, refuses at once without spending, and one probe closes it", async (_, refusal) => {
    const { t, boostr } = await boostrApp({ BOOSTR_BREAKER_OPEN_S: "1" });
    const browser = await seededClient(t);
    boostr.setScript("/vehicle/BBCL10.json", [refusal]);
    const failed = await browser.post("/api/reports", { plate: "BBCL10" });
    expect(failed.status).toBe(503);
    expect(await credits(browser)).toEqual({ trialsLeft: 3, purchasedLeft: 0 });

    const refused = await browser.post("/api/reports", { plate: "GPDD74" });
    expect(refused.status).toBe(503);
    expect(refused.json.error).toBe(PROVIDER_DOWN_MESSAGE);
    expect(requestsFor(boostr, "GPDD74")).toHaveLength(0);
    const health = await client(t.app).get("/api/health");
    expect(health.status).toBe(200);
    expect(health.json.provider.breaker).toBe("open");

    // Its time over, the next request probes once (Boostr's test plate), finds an answer and goes on.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await browser.post("/api/reports", { plate: "GPDD74" });
    expect(after.status).toBe(201);
    expect(requestsFor(boostr, "/vehicle/JG5165.json")).toHaveLength(1);
    expect((await client(t.app).get("/api/health")).json.provider.breaker).toBe("closed");
  });

  it("opens after a streak of reports that got nothing from any source", async () => {
    const { t, boostr } = await boostrApp({ BOOSTR_BREAKER_OPEN_S: "60", REPORT_SOURCE_TIMEOUT_MS: "300" });
    const browser = await seededClient(t);
    boostr.setScript(
      /SLOW0[1-3]/,
      Array.from({ length: 30 }, () => ({ delayMs: 2000 })),
    );
    for (const plate of ["SLOW01", "SLOW02", "SLOW03"]) {
      expect((await browser.post("/api/reports", { plate })).status).toBe(503);
    }
    const refused = await browser.post("/api/reports", { plate: "BBCL10" });
    expect(refused.json.error).toBe(PROVIDER_DOWN_MESSAGE);
    expect(requestsFor(boostr, "BBCL10")).toHaveLength(0);
    expect(await credits(browser)).toEqual({ trialsLeft: 3, purchasedLeft: 0 });
  });
});

describe("answers reused", () => {
  it("a repeat within 15 minutes asks nothing that answered, and keeps when it was answered", async () => {
    const { t, boostr } = await boostrApp();
    const browser = await seededClient(t);
    const first = await browser.post("/api/reports", { plate: "BBCL10" });
    expect(first.status).toBe(201);
    const sent = boostr.requests.length;
    const again = await browser.post("/api/reports", { plate: "BBCL10", confirmRepeat: true });
    expect(again.status).toBe(201);
    expect(boostr.requests.length).toBe(sent);
    expect(again.json.report.sections.soap.consultedAt).toBe(first.json.report.sections.soap.consultedAt);
    const metrics = await (await t.app.request("/metrics")).text();
    expect(metrics).toMatch(/report_source_reused_total\{source="vehicle"\} 1/);
  });

  it("retrying one pending source asks that source once", async () => {
    const { t, boostr } = await boostrApp();
    const browser = await seededClient(t);
    // An answer of the wrong shape is not tried again, so the report asks SOAP exactly once.
    boostr.setScript("/vehicle/soap/GPDD74.json", [replies.wrongShape]);
    const made = await browser.post("/api/reports", { plate: "GPDD74" });
    expect(made.json.report.sections.soap.status).toBe("unavailable");
    const sent = boostr.requests.length;
    const retried = await browser.post(`/api/reports/${made.json.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.json.report.sections.soap.status).toBe("found");
    expect(boostr.requests.slice(sent).map((r) => r.path)).toEqual(["/vehicle/soap/GPDD74.json"]);
  });

  it("a source not in the plan (V-06) is not asked again for a day", async () => {
    const { t, boostr } = await boostrApp();
    const browser = await seededClient(t);
    boostr.setScript(/^\/vehicle\/recalls\//, [replies.notInPlan]);
    expect((await browser.post("/api/reports", { plate: "BBCL10" })).status).toBe(201);
    const made = await browser.post("/api/reports", { plate: "GPDD74" });
    expect(made.json.report.sections.recalls).toMatchObject({ status: "unavailable" });
    expect(requestsFor(boostr, "/vehicle/recalls/")).toHaveLength(1);
  });
});
