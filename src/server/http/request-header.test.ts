import type { IncomingHttpHeaders } from "node:http";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { requestHeader } from "./request-header";

/** What requestHeader answers for `name`, asked in a handler of a request with `headers`. */
async function read(name: string, headers: Record<string, string>, incoming?: IncomingHttpHeaders) {
  const app = new Hono().get("/", (c) => c.json({ value: requestHeader(c, name) ?? null }));
  const res = await app.request("/", { headers }, incoming ? { incoming: { headers: incoming } } : undefined);
  return ((await res.json()) as { value: string | null }).value;
}

describe("requestHeader", () => {
  it.each([
    // Node's request, when there is one, is what counts.
    ["accept-encoding", {}, { "accept-encoding": "br, gzip" }, "br, gzip"],
    ["x-forwarded-for", {}, { "x-forwarded-for": "10.0.0.1, 10.0.0.2" }, "10.0.0.1, 10.0.0.2"],
    ["x-forwarded-for", {}, {}, null],
    // Node keeps some repeated headers as lists: they read as one, comma-separated.
    ["x-custom", {}, { "x-custom": ["a", "b"] }, "a, b"],
    // In-process requests have no Node request: Hono's headers answer.
    ["accept-encoding", { "accept-encoding": "gzip" }, undefined, "gzip"],
    ["accept-encoding", {}, undefined, null],
  ] as const)("%s from %j / node %j → %j", async (name, headers, incoming, expected) => {
    expect(await read(name, headers, incoming as IncomingHttpHeaders | undefined)).toBe(expected);
  });
});
