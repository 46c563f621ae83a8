import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededClient } from "../support/seed";
import { client, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: "scrape-token" } });
});
afterAll(() => t.close());

const scrape = async (token?: string) =>
  t.app.request("/metrics", { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe("/metrics", () => {
  it("needs the token when one is configured", async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape("wrong")).status).toBe(401);
    expect((await scrape("scrape-token")).status).toBe(200);
  });

  it("counts requests by route pattern and times every data source of a report", async () => {
    const browser = await seededClient(t);
    await browser.post("/api/reports", { plate: "BBCL10" });
    await client(t.app).get("/api/public/reports/AAAAAAAAAAAA");

    const res = await scrape("scrape-token");
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toMatch(/http_requests_total\{method="POST",route="\/api\/reports",status="201"\} 1/);
    // One series for every code, not one per code looked up.
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/public\/reports\/:accessCode",status="404"\} 1/,
    );
    for (const source of ["vehicle", "soap", "inspection", "trafficFines", "plateFines", "tag"]) {
      expect(text).toMatch(
        new RegExp(`report_source_duration_seconds_count\\{source="${source}",status="\\w+"\\} 1`),
      );
    }
    // The queue: how many wait now, how long the report waited, and the provider's lookups by section.
    expect(text).toMatch(/^report_queue_depth 0$/m);
    expect(text).toMatch(/^report_queue_wait_seconds_count 1$/m);
    expect(text).toMatch(/^report_provider_calls_total\{section="vehicle"\} 1$/m);
  });
});
