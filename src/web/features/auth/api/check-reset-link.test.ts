import { describe, expect, it } from "vitest";
import { checkedTokenVerdict, resetLinkOf } from "./check-reset-link";

describe("the reset screen's own address", () => {
  it.each([
    ["?token=abc123", { token: "abc123" }],
    ["?error=INVALID_TOKEN", { problem: "invalid" }],
    // better-auth adds the error to whatever the link carried.
    ["?token=abc123&error=INVALID_TOKEN", { problem: "invalid" }],
    ["", { problem: "missing" }],
    ["?token=", { problem: "missing" }],
  ])("%j -> %j", (search, expected) => {
    expect(resetLinkOf(new URLSearchParams(search))).toEqual(expected);
  });
});

describe("where the server's link check ended up", () => {
  it.each([
    ["https://patenteclara.cl/reset-password?token=abc123", "valid"],
    ["https://patenteclara.cl/reset-password?error=INVALID_TOKEN", "invalid"],
    ["https://patenteclara.cl/reset-password", null],
    ["https://patenteclara.cl/api/auth/reset-password/abc123?callbackURL=%2Freset-password", null],
    ["https://patenteclara.cl/error?error=INVALID_TOKEN", null],
  ])("%s -> %s", (url, expected) => {
    expect(checkedTokenVerdict(url)).toBe(expected);
  });
});
