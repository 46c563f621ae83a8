import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signatureManifest, verifyNotification } from "./signature";

const SECRET = "webhook-secret";
/** When the signatures below were made: ts=1700000000. */
const SIGNED_AT = 1_700_000_000_000;
const hmac = (manifest: string) => createHmac("sha256", SECRET).update(manifest).digest("hex");

describe("Mercado Pago webhook signature", () => {
  it.each([
    [
      { dataId: "999999999", requestId: "req-1", ts: "1700000000" },
      "id:999999999;request-id:req-1;ts:1700000000;",
    ],
    [{ dataId: "ABC123", requestId: "r", ts: "1" }, "id:abc123;request-id:r;ts:1;"],
    [{ dataId: null, requestId: "r", ts: "1" }, "request-id:r;ts:1;"],
    [{ dataId: "5", requestId: null, ts: "1" }, "id:5;ts:1;"],
  ])("manifest of %j", (parts, manifest) => {
    expect(signatureManifest(parts)).toBe(manifest);
  });

  const good = `ts=1700000000,v1=${hmac("id:999999999;request-id:req-1;ts:1700000000;")}`;
  it.each([
    [good, "999999999", "req-1", true],
    [
      ` ts=1700000000 , v1=${hmac("id:999999999;request-id:req-1;ts:1700000000;")}`,
      "999999999",
      "req-1",
      true,
    ],
    [good, "999999998", "req-1", false],
    [good, "999999999", "req-2", false],
    [`ts=1700000001,v1=${hmac("id:999999999;request-id:req-1;ts:1700000000;")}`, "999999999", "req-1", false],
    ["ts=1700000000", "999999999", "req-1", false],
    ["v1=abc", "999999999", "req-1", false],
    ["", "999999999", "req-1", false],
    [undefined, "999999999", "req-1", false],
    ["ts=1,v1=zz", "999999999", "req-1", false],
  ])("%s for id %s / %s -> %s", (header, dataId, requestId, expected) => {
    expect(verifyNotification(SECRET, header, { dataId, requestId }, SIGNED_AT)).toBe(expected);
  });

  const signedAt = (ts: string) => `ts=${ts},v1=${hmac(`id:1;ts:${ts};`)}`;
  it.each([
    ["1700000000", SIGNED_AT, true],
    ["1700000000", SIGNED_AT + 5 * 60 * 1000, true],
    // A replay of a captured notification, six minutes later.
    ["1700000000", SIGNED_AT + 6 * 60 * 1000, false],
    // A sender whose clock runs ahead, within the allowance and beyond it.
    ["1700000000", SIGNED_AT - 4 * 60 * 1000, true],
    ["1700000000", SIGNED_AT - 6 * 60 * 1000, false],
    // Milliseconds are taken as such.
    ["1700000000000", SIGNED_AT + 60 * 1000, true],
    ["1700000000000", SIGNED_AT + 6 * 60 * 1000, false],
    ["-1", SIGNED_AT, false],
    ["17e8", SIGNED_AT, false],
  ])("signed at %s, checked at %d -> %s", (ts, now, expected) => {
    expect(verifyNotification(SECRET, signedAt(ts), { dataId: "1" }, now)).toBe(expected);
  });
});
