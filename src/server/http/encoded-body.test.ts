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
});
