import { describe, expect, it } from "vitest";
import { signatureHeader, signedPayload, unixSeconds } from "./signature";

describe("the signature's pieces", () => {
  it("signs the timestamp, a dot and the body's exact text", () => {
    expect(signedPayload(1_795_000_000, '{"id":"evt_1"}')).toBe('1795000000.{"id":"evt_1"}');
    // The body is not re-read: spacing and key order are the sender's, byte for byte.
    expect(signedPayload(1, '{ "b":1, "a":2 }')).toBe('1.{ "b":1, "a":2 }');
  });

  it.each([
    ["one secret", 1_795_000_000, ["ab12"], "t=1795000000,v1=ab12"],
    [
      "a rotated secret's overlap: the new one first",
      1_795_000_000,
      ["new0", "old1"],
      "t=1795000000,v1=new0,v1=old1",
    ],
    ["the order given, whatever it is", 7, ["b", "a"], "t=7,v1=b,v1=a"],
  ])("writes the header as t=<seconds> and a v1=<hex> per secret: %s", (_label, t, signatures, header) => {
    expect(signatureHeader(t, signatures)).toBe(header);
  });

  it("counts whole seconds, rounding down", () => {
    expect(unixSeconds(new Date(1_795_000_000_999))).toBe(1_795_000_000);
    expect(unixSeconds(new Date(0))).toBe(0);
  });
});
