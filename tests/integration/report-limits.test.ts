import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditAccounts } from "#server/db/schema";
import { createDemoProvider } from "#server/providers/demo";
import type { VehicleDataProvider } from "#server/providers/types";
import { seededClient } from "../support/seed";
import { client, createTestApp, ORIGIN, type TestApp } from "../support/test-app";

// Findings of the security review of 2026-11-26 about what reports cost and who may ask about them, each
// tried as the attacker did it.

/** Every call any source of the (demo) provider received. */
let providerCalls = 0;
const demo = createDemoProvider();
const provider = Object.fromEntries(
  Object.entries(demo).map(([key, value]) => [
    key,
    typeof value === "function"
      ? (...args: unknown[]) => {
          providerCalls++;
          return (value as (...a: unknown[]) => unknown)(...args);
        }
      : value,
  ]),
) as VehicleDataProvider;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ provider });
});
afterAll(() => t.close());

type Browser = Awaited<ReturnType<typeof seededClient>>;

const setCredits = async (browser: Browser, credits: { trialsLeft: number; purchasedLeft: number }) => {
  const userId = (await browser.get("/api/me")).json.user.id as string;
  await t.db.update(creditAccounts).set(credits).where(eq(creditAccounts.userId, userId));
};

/**
 * POST /api/reports from `ip`, with the session of `browser`, as a script on many addresses sends it: one
 * that means to repeat a plate of the last 24 hours.
 */
async function askFrom(browser: Browser, ip: string, plate: string) {
  const res = await t.app.request("/api/reports", {
    method: "POST",
    headers: {
      origin: ORIGIN,
      "content-type": "application/json",
      "x-forwarded-for": ip,
      cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    },
    body: JSON.stringify({ plate, confirmRepeat: true }),
  });
  return { status: res.status, json: (await res.json()) as { error?: string } };
}

const NO_DATA_REFUSAL =
  "Consultaste 3 patentes sin datos registrados en las últimas 24 horas. " +
  "Revisa que la patente esté bien escrita e inténtalo de nuevo más tarde.";

describe("provider calls are never free for long", () => {
  it("one credit asks about 3 plates without data a day; then the account is refused before any source is asked", async () => {
    const attacker = await seededClient(t);
    await setCredits(attacker, { trialsLeft: 1, purchasedLeft: 0 });
    for (let i = 0; i < 3; i++) {
      const before = providerCalls;
      const res = await attacker.post("/api/reports", { plate: "ZZZZ99" });
      expect(res.status).toBe(404);
      expect(providerCalls).toBeGreaterThan(before);
    }
    const before = providerCalls;
    for (const plate of ["ZZZZ99", "BBCL10"]) {
      const refused = await attacker.post("/api/reports", { plate });
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual({ error: NO_DATA_REFUSAL });
      // Until the first of the three is a day old.
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(23 * 60 * 60);
      expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    }
    expect(providerCalls).toBe(before);
    expect((await attacker.get("/api/me")).json.credits).toEqual({ trialsLeft: 1, purchasedLeft: 0 });

    // Somebody else's reports go on.
    expect((await (await seededClient(t)).post("/api/reports", { plate: "BBCL10" })).status).toBe(201);
  });

  it("an account sends 30 report requests an hour, from however many addresses; the 31st asks no source", async () => {
    const dealer = await seededClient(t);
    await setCredits(dealer, { trialsLeft: 0, purchasedLeft: 40 });
    const plates = ["BBCL10", "RTVE20", "MULT30", "TAGD40", "SOAP50"];
    for (let i = 0; i < 30; i++) {
      expect((await askFrom(dealer, `198.18.${i}.7`, plates[i % plates.length] as string)).status).toBe(201);
    }
    const before = providerCalls;
    const over = await askFrom(dealer, "198.18.200.7", "BBCL10");
    expect(over.status).toBe(429);
    expect(over.json).toEqual({
      error: "Pediste demasiados informes en la última hora. Inténtalo de nuevo más tarde.",
    });
    expect(providerCalls).toBe(before);
    expect((await dealer.get("/api/me")).json.credits.purchasedLeft).toBe(10);
  }, 60_000);

  it("a client network sends 30 report requests an hour, whatever accounts it signs in to", async () => {
    const accounts = [await seededClient(t), await seededClient(t), await seededClient(t)];
    for (const [n, account] of accounts.entries()) {
      await setCredits(account, { trialsLeft: 0, purchasedLeft: 0 });
      for (let i = 0; i < 10; i++)
        expect((await askFrom(account, `203.0.113.${n * 10 + i + 1}`, "BBCL10")).status).toBe(402);
    }
    const fourth = await seededClient(t);
    const over = await askFrom(fourth, "203.0.113.200", "BBCL10");
    expect(over.status).toBe(429);
    expect(over.json).toEqual({
      error: "Se pidieron demasiados informes desde tu red en la última hora. Inténtalo de nuevo más tarde.",
    });
    // Another network is another budget.
    expect((await askFrom(fourth, "203.0.114.1", "BBCL10")).status).toBe(201);
  });
});

describe("a report's author keeps their own checks", () => {
  it("a link's holders spend the report's 10 checks from 10 networks; its author is still answered, nobody else", async () => {
    const author = await seededClient(t);
    const made = (await author.post("/api/reports", { plate: "BBCL10" })).json;
    const ownerRut = made.report.sections.vehicle.data.owner.rut as string;
    const url = (check: string) => `/api/public/reports/${made.accessCode}/${check}`;
    for (let i = 0; i < 10; i++) {
      const seller = client(t.app, `192.0.${100 + i}.1`);
      expect((await seller.post(url("owner-check"), { rut: "11.111.111-1" })).status).toBe(200);
    }
    const refusal = {
      error: "Este informe alcanzó el máximo de verificaciones por hoy. Inténtalo de nuevo mañana.",
    };
    const stranger = await client(t.app).post(url("owner-check"), { rut: ownerRut });
    expect(stranger.status).toBe(429);
    expect(stranger.json).toEqual(refusal);

    const own = await author.post(url("owner-check"), { rut: ownerRut });
    expect(own.status).toBe(200);
    expect(own.json).toEqual({ matches: true });
    const vin = await author.post(url("vin-check"), { vin: made.report.sections.vehicle.data.chassis });
    expect(vin.json).toEqual({ matches: true });

    // Signed in is not enough: only the report's author.
    const other = await seededClient(t);
    const refused = await other.post(url("owner-check"), { rut: ownerRut });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual(refusal);
  });
});
