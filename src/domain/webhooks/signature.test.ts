import { describe, expect, it } from "vitest";
import { signatureHeader, signedPayload, unixSeconds } from "./signature";

describe("the signature's pieces", () => {
  it("signs the timestamp, a dot and the body's exact text", () => {
    expect(signedPayload(1_795_000_000, '{"id":"evt_1"}')).toBe('1795000000.{"id":"evt_1"}');
    // The body is not re-read: spacing and key order are the sender's, byte for byte.
    expect(signedPayload(1, '{ "b":1, "a":2 }')).toBe('1.{ "b":1, "a":2 }');
  });

  it("writes the header as t=<seconds>,v1=<hex>", () => {
    expect(signatureHeader(1_795_000_000, "ab12")).toBe("t=1795000000,v1=ab12");
  });

  it("counts whole seconds, rounding down", () => {
    expect(unixSeconds(new Date(1_795_000_000_999))).toBe(1_795_000_000);
    expect(unixSeconds(new Date(0))).toBe(0);
  });
});
