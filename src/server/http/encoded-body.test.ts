import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./encoded-body";

describe("chooseEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br", "br"],
    ["gzip, deflate", "gzip"],
    ["GZIP", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["br; q=0.5, gzip; q=1", "br"],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["identity", "identity"],
    ["brotli, xgzip", "identity"],
  ] as const)("%j → %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it("answers the same for a value seen before, and for new values once many have been seen", () => {
    // Hundreds of distinct values, as a client making them up would send; the real ones still answer right.
    for (let i = 0; i < 300; i++) {
      expect(chooseEncoding(`gzip;q=0.${i % 9}, x-${i}`)).toBe(i % 9 ? "gzip" : "identity");
      expect(chooseEncoding(`br;q=0, x-${i}`)).toBe("identity");
    }
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
  });
});
