import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDemoProvider } from "#server/providers/demo";
import type { VehicleDataProvider } from "#server/providers/types";
import { seededClient } from "../support/seed";
import { createTestApp, streamEvents, streamReport, type TestApp } from "../support/test-app";

// Credits held by reports still in the making (as after a crash, until their jobs run again) are a wait,
// not a balance run out: the refusal says so, while the balance still shows them.

/** The demo provider, whose vehicle lookups wait until the test lets them answer. */
let release: () => void = () => {};
const answered = new Promise<void>((resolve) => {
  release = resolve;
});
const demo = createDemoProvider();
const provider: VehicleDataProvider = {
  ...demo,
  vehicle: async (plate, signal) => {
    await answered;
    return demo.vehicle(plate, signal);
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ provider, env: { REPORT_SOURCE_TIMEOUT_MS: "60000" } });
});
afterAll(() => t.close());

describe("a balance all held by reports in the making", () => {
  it("is told as reports in progress, not as trials used up; once they are made, as used up", async () => {
    const browser = await seededClient(t);
    const streams = await Promise.all(
      ["BBCL12", "BBCL13", "BBCL14"].map((p) => streamReport(t.app, browser, p)),
    );
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);

    const refused = await browser.post("/api/reports", { plate: "BBCL15" });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      error: "Tienes 3 informes en curso y ocupan las consultas que te quedan: espera a que terminen.",
    });
    expect(refused.headers.get("retry-after")).toBe("30");
    expect((await browser.get("/api/me")).json.credits).toEqual({ trialsLeft: 3, purchasedLeft: 0 });

    release();
    const ends = await Promise.all(streams.map(async (s) => (await streamEvents(s)).at(-1)?.event));
    expect(ends).toEqual(["report", "report", "report"]);
    const spent = await browser.post("/api/reports", { plate: "BBCL15" });
    expect(spent.status).toBe(402);
    expect(spent.json).toEqual({
      error: "Has agotado tus 3 consultas gratuitas. Compra el servicio completo para continuar.",
    });
  });
});
