import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signatureManifest, verifyNotification } from "./signature";

const SECRET = "webhook-secret";
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
    expect(verifyNotification(SECRET, header, { dataId, requestId })).toBe(expected);
  });
});
