import { describe, expect, it } from "vitest";
import { parseUrl } from "./parse-url";

describe("parseUrl", () => {
  it.each([
    ["https://dms.automotora.cl/hook?x=1", undefined, "https://dms.automotora.cl/hook?x=1"],
    ["/dashboard?patente=BBCL10", "http://localhost", "http://localhost/dashboard?patente=BBCL10"],
    ["dms.automotora.cl/hook", undefined, null],
    ["", undefined, null],
    ["https://", undefined, null],
    ["http://[::1", undefined, null],
  ])("%j against %j → %j", (input, base, href) => {
    expect(parseUrl(input, base)?.href ?? null).toBe(href);
  });
});
