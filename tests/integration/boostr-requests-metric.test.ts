import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_BOOSTR_KEY, type FakeBoostr, replies, startFakeBoostr } from "../support/fake-boostr";
import { seededClient } from "../support/seed";
import { createTestApp, type TestApp } from "../support/test-app";

// The product as deployed with Boostr: /metrics counts the requests Boostr was sent, per endpoint and outcome.
let boostr: FakeBoostr;
let t: TestApp;
beforeAll(async () => {
  boostr = await startFakeBoostr();
  t = await createTestApp({
    env: {
      BOOSTR_API_KEY: FAKE_BOOSTR_KEY,
      BOOSTR_API_URL: boostr.url,
      BOOSTR_RATE_LIMIT: "100",
      METRICS_TOKEN: "scrape-token",
    },
  });
});
afterAll(async () => {
  await t.close();
  await boostr.close();
});

describe("boostr_requests_total", () => {
  it("counts a report's calls per endpoint and outcome, retries included", async () => {
    boostr.setScript("/vehicle/soap/MTRC11.json", [replies.retryLater]);
    boostr.setScript("/vehicle/inspection/MTRC11.json", [replies.wrongShape]);
    const browser = await seededClient(t);
    expect((await browser.post("/api/reports", { plate: "MTRC11" })).status).toBe(201);
    const res = await t.app.request("/metrics", { headers: { authorization: "Bearer scrape-token" } });
    const text = await res.text();
    for (const [endpoint, outcome, count] of [
      ["vehicle", "found", 1],
      ["soap", "retry_later", 1],
      ["soap", "found", 1],
      ["inspection", "unexpected_shape", 1],
      ["tag", "found", 1],
    ] as const)
      expect(text).toContain(`boostr_requests_total{endpoint="${endpoint}",outcome="${outcome}"} ${count}`);
  });
});
