import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashApiKey, looksLikeApiKey, newApiKey } from "./api-key-token";

describe("newApiKey", () => {
  it("is pc_live_ and 43 base64url characters, listed by its first 12, kept as its SHA-256", () => {
    const { secret, prefix, hash } = newApiKey();
    expect(secret).toMatch(/^pc_live_[A-Za-z0-9_-]{43}$/);
    expect(prefix).toBe(secret.slice(0, 12));
    expect(hash).toBe(createHash("sha256").update(secret).digest("hex"));
    expect(hashApiKey(secret)).toBe(hash);
    expect(looksLikeApiKey(secret)).toBe(true);
  });

  it("never makes the same key twice", () => {
    const secrets = new Set(Array.from({ length: 1000 }, () => newApiKey().secret));
    expect(secrets.size).toBe(1000);
  });
});

describe("looksLikeApiKey", () => {
  it.each([
    ["", false],
    ["pc_live_", false],
    [`pc_live_${"a".repeat(42)}`, false],
    [`pc_live_${"a".repeat(44)}`, false],
    [`pc_test_${"a".repeat(43)}`, false],
    [`pc_live_${"a".repeat(42)}=`, false],
    [`pc_live_${"a".repeat(42)}/`, false],
    [`pc_live_${"a".repeat(100_000)}`, false],
    [`pc_live_${"a".repeat(43)}`, true],
  ])("%s: %s", (token, expected) => {
    expect(looksLikeApiKey(token)).toBe(expected);
  });
});
