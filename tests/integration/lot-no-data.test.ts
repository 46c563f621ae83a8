import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TLot } from "#domain/contract/lots";
import { readCsv } from "#domain/lot/csv";
import { lotNoDataLimitMessage, lotNoDataReachedMessage } from "#domain/lot/lot-no-data";
import { noDataLimitMessage } from "#domain/report/no-data-allowance";
import { creditAccounts, creditLedger, lots } from "#server/db/schema";
import { apiClient } from "../support/api-v1-client";
import { FAKE_BOOSTR_KEY, type FakeBoostr, replies, startFakeBoostr } from "../support/fake-boostr";
import { seededOrganisation } from "../support/seed";
import { type client, createTestApp, type TestApp } from "../support/test-app";

// Issue 39, decision 094: a plate without vehicle data costs no credit, yet every source is asked about
// it. Five lots of 10 such plates once made 250 provider calls and spent nothing; now an organisation's
// lots have an allowance of them in 24 hours (LOT_NO_DATA_PLATES_PER_DAY, 20), checked by the preview, by
// the creation and by each row before it asks any source. Counted at the fake Boostr itself.

type Browser = ReturnType<typeof client>;

/** Plates Boostr has no vehicle for: 'N' and three letters, then two digits. */
const NO_DATA_VEHICLE = /^\/vehicle\/N[A-Z]{3}\d{2}\.json$/;

/** `count` plates without data, 'N{tag}A01' on: `tag` is two letters, one per lot. */
const noDataPlates = (tag: string, count: number) =>
  Array.from({ length: count }, (_, i) => `N${tag}A${String(i + 1).padStart(2, "0")}`);

/** The plates whose vehicle Boostr was asked about, in the order asked. */
const vehiclesAsked = (boostr: FakeBoostr) =>
  boostr.requests
    .map((r) => /^\/vehicle\/([A-Z]{4}\d{2}|[A-Z]{2}\d{4})\.json(?:\?|$)/.exec(r.path)?.[1])
    .filter((plate) => plate !== undefined);

/** Every request Boostr received about any of `plates`, whatever the source. */
const requestsAbout = (boostr: FakeBoostr, plates: readonly string[]) =>
  boostr.requests.filter((r) => plates.some((plate) => r.path.includes(plate)));

/** A fake Boostr answering 'not found' for the vehicle of every N plate, and the app on it. */
async function start(): Promise<{ boostr: FakeBoostr; t: TestApp }> {
  const boostr = await startFakeBoostr();
  boostr.setScript(
    (path) => NO_DATA_VEHICLE.test(path),
    Array.from({ length: 500 }, () => replies.notFound),
  );
  const t = await createTestApp({
    env: {
      BOOSTR_API_KEY: FAKE_BOOSTR_KEY,
      BOOSTR_API_URL: boostr.url,
      BOOSTR_RATE_LIMIT: "1000",
      BOOSTR_RATE_WINDOW_S: "1",
      // One report at a time: the bound is exact. Rows running at once may each pass the allowance by
      // the plates already being asked (decision 094); the rule checked here is the same.
      REPORT_WORKERS: "1",
    },
  });
  return { boostr, t };
}

const finishedLot = async (browser: Browser, id: string): Promise<TLot> => {
  await expect
    .poll(async () => (await browser.get(`/api/lots/${id}`)).json?.finished, {
      timeout: 60_000,
      interval: 100,
    })
    .toBe(true);
  return (await browser.get(`/api/lots/${id}`)).json;
};

const balanceOf = async (t: TestApp, accountId: string) =>
  (
    await t.db
      .select({ purchasedLeft: creditAccounts.purchasedLeft })
      .from(creditAccounts)
      .where(eq(creditAccounts.id, accountId))
  )[0]?.purchasedLeft;

/** The reports the account paid for: one ledger line each. */
const spentBy = (t: TestApp, accountId: string) =>
  t.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.accountId, accountId), eq(creditLedger.kind, "report")));

const DAY_S = 24 * 60 * 60;

describe("lots obey the organisation's allowance of plates without data", () => {
  let boostr: FakeBoostr;
  let t: TestApp;
  beforeAll(async () => {
    ({ boostr, t } = await start());
  });
  afterAll(async () => {
    await t?.close();
    await boostr?.close();
  });

  it("five lots of 10 plates without data: 20 plates asked, the rest refused before any call, nothing spent", async () => {
    // A Flota 10: the balance a lot of 10 needs, given back by every plate without data.
    const { organisation, admin } = await seededOrganisation(t, { purchasedLeft: 10 });
    const lotsOf = ["DA", "DB", "DC", "DD", "DE"].map((tag) => noDataPlates(tag, 10));
    const [first, second, ...refused] = lotsOf as [string[], string[], ...string[][]];

    const preview = async (plates: string[]) =>
      (await admin.post("/api/lots/preview", { text: plates.join("\n") })).json;
    expect((await preview(first)).noData).toEqual({ allowance: 20, left: 20, freesInSeconds: null });

    for (const [n, plates] of [first, second].entries()) {
      const made = await admin.post("/api/lots", { text: plates.join("\n") });
      expect(made.status).toBe(201);
      const lot = await finishedLot(admin, made.json.id);
      expect(lot.counts).toEqual({ queued: 0, running: 0, done: 0, noData: 10, failed: 0 });
      expect(lot.creditsSpent).toBe(0);
      if (n === 0) expect((await preview(second)).noData).toMatchObject({ left: 10, freesInSeconds: null });
    }
    const asked = vehiclesAsked(boostr);
    expect(asked.sort()).toEqual([...first, ...second].sort());

    // None left: the preview says so, with when one frees (the first plate's day)...
    const none = (await preview(refused[0] as string[])).noData;
    expect(none).toMatchObject({ allowance: 20, left: 0 });
    expect(none.freesInSeconds).toBeGreaterThan(DAY_S - 10 * 60);
    expect(none.freesInSeconds).toBeLessThanOrEqual(DAY_S);
    // ...and the next three lots are refused in Spanish, before any call and without holding anything.
    for (const plates of refused) {
      const res = await admin.post("/api/lots", { text: plates.join("\n") });
      expect(res.status).toBe(429);
      const retryAfter = Number(res.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(DAY_S - 10 * 60);
      expect(res.json).toEqual({ error: lotNoDataLimitMessage(20, retryAfter) });
      expect(res.json.error).toMatch(/^Tu automotora ya consultó 20 patentes sin datos registrados/);
    }
    expect(requestsAbout(boostr, refused.flat())).toEqual([]);
    expect(vehiclesAsked(boostr)).toHaveLength(20);
    // Five requests by plate each (vehicle, SOAP, inspection, fines, crossings): 100 calls, not 250.
    expect(boostr.requests.length).toBeLessThanOrEqual(20 * 5);
    expect(await t.db.select().from(lots).where(eq(lots.organisationId, organisation.id))).toHaveLength(2);
    expect(await balanceOf(t, organisation.id)).toBe(10);
    expect(await spentBy(t, organisation.id)).toEqual([]);

    // The lots' plates count in the automotora's allowance, not in the sender's own: their next single
    // report is made.
    expect((await admin.post("/api/reports", { plate: "BBCL10" })).status).toBe(201);
  }, 120_000);

  it("a running lot that reaches the allowance ends its remaining plates unasked, each saying why", async () => {
    const { organisation, admin } = await seededOrganisation(t, { purchasedLeft: 25 });
    const plates = noDataPlates("MA", 25);
    const made = await admin.post("/api/lots", { text: ["Patente", ...plates].join("\n") });
    expect(made.status).toBe(201);
    const lot = await finishedLot(admin, made.json.id);
    expect(lot.counts).toEqual({ queued: 0, running: 0, done: 0, noData: 20, failed: 5 });
    expect(lot).toMatchObject({ creditsSpent: 0, creditsReturned: 25 });
    const unasked = lot.rows.filter((r) => r.status === "no se pudo");
    expect(unasked.map((r) => r.plate)).toEqual(plates.slice(20));
    for (const row of unasked) expect(row.message).toBe(lotNoDataReachedMessage(20));
    expect(requestsAbout(boostr, plates.slice(20))).toEqual([]);
    expect(vehiclesAsked(boostr).filter((p) => plates.includes(p))).toHaveLength(20);
    expect(await balanceOf(t, organisation.id)).toBe(25);
    expect(await spentBy(t, organisation.id)).toEqual([]);

    // The export says the same word as the table for them.
    const res = await t.app.request(`/api/lots/${lot.id}/export.csv`, {
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    const rows = readCsv((await res.text()).replace(/^\uFEFF/, ""), ";").filter((r) => r.length > 1);
    expect(rows.slice(-5).map((r) => [r[1], r[6]])).toEqual(plates.slice(20).map((p) => [p, "no se pudo"]));
  }, 120_000);

  it("members' single reports count in each one's own allowance, not in the automotora's lots'", async () => {
    const { admin, members } = await seededOrganisation(t, { purchasedLeft: 5, members: ["vendedor"] });
    const seller = members[0] as Browser;
    for (const plate of noDataPlates("SA", 3))
      expect((await seller.post("/api/reports", { plate })).status).toBe(404);
    // The single rule works as it did: the seller's fourth plate is refused before any call.
    const refused = await seller.post("/api/reports", { plate: "NSAA04" });
    expect(refused).toMatchObject({ status: 429, json: { error: noDataLimitMessage(3) } });
    expect(requestsAbout(boostr, ["NSAA04"])).toEqual([]);
    // The automotora's lots still have all of theirs.
    const preview = await admin.post("/api/lots/preview", { text: "BBCL10" });
    expect(preview.json.noData).toEqual({ allowance: 20, left: 20, freesInSeconds: null });
  }, 60_000);
});

describe("/api/v1/lots obeys the same allowance", () => {
  let boostr: FakeBoostr;
  let t: TestApp;
  beforeAll(async () => {
    ({ boostr, t } = await start());
  });
  afterAll(async () => {
    await t?.close();
    await boostr?.close();
  });

  it("a key's lot stops at the allowance, and the next is refused with 'rate_limited' before any call", async () => {
    const { organisation, admin } = await seededOrganisation(t, { purchasedLeft: 22 });
    const key = await admin.post("/api/organisation/api-keys", { name: "DMS" });
    const api = apiClient(t.app, key.json.secret, []);
    const plates = noDataPlates("VA", 22);
    const made = await api.post("/api/v1/lots", { plates });
    expect(made.status).toBe(202);
    await expect
      .poll(async () => (await api.get(`/api/v1/lots/${made.json.id}`)).json.finished, {
        timeout: 60_000,
        interval: 100,
      })
      .toBe(true);
    const lot = (await api.get(`/api/v1/lots/${made.json.id}`)).json as TLot;
    expect(lot.counts).toMatchObject({ noData: 20, failed: 2, done: 0 });
    expect(lot.rows.slice(20)).toMatchObject([
      { plate: plates[20], status: "no se pudo", message: lotNoDataReachedMessage(20) },
      { plate: plates[21], status: "no se pudo", message: lotNoDataReachedMessage(20) },
    ]);
    expect(requestsAbout(boostr, plates.slice(20))).toEqual([]);

    const refused = await api.post("/api/v1/lots", { plates: ["BBCL10", "RTVE20"] });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(DAY_S - 10 * 60);
    expect(refused.json).toEqual({
      error: { code: "rate_limited", message: lotNoDataLimitMessage(20, retryAfter) },
    });
    // Nobody else's report in this app asks about these two: no request about them is the refusal's.
    expect(requestsAbout(boostr, ["BBCL10", "RTVE20"])).toEqual([]);
    expect(await t.db.select().from(lots).where(eq(lots.organisationId, organisation.id))).toHaveLength(1);
    expect(await balanceOf(t, organisation.id)).toBe(22);
    expect(await spentBy(t, organisation.id)).toEqual([]);
  }, 120_000);
});
