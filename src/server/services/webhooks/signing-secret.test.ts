import { describe, expect, it } from "vitest";
import { newSigningSecret, secretBox, signatureOf } from "./signing-secret";

describe("signing secrets", () => {
  it("are whsec_ and 32 random bytes, never twice the same", () => {
    const secret = newSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newSigningSecret()).not.toBe(secret);
  });

  it("are kept sealed: opened only under the same server secret, and never when altered", () => {
    const secret = newSigningSecret();
    const box = secretBox("server-secret-that-is-long-enough-0123");
    const sealed = box.seal(secret);
    expect(sealed).not.toContain(secret.slice(6));
    expect(box.open(sealed)).toBe(secret);
    // Each seal has its own IV: two rows never show the same secret is shared.
    expect(box.seal(secret)).not.toBe(sealed);
    expect(() => secretBox("another-server-secret-long-enough-0123").open(sealed)).toThrow();
    const [version, iv, tag, data = ""] = sealed.split(".");
    const flipped = `${data.startsWith("A") ? "B" : "A"}${data.slice(1)}`;
    expect(() => box.open([version, iv, tag, flipped].join("."))).toThrow();
    expect(() => box.open("whsec_in-the-clear")).toThrow("not a sealed signing secret");
  });

  it("sign '<t>.<body>' as the documented HMAC-SHA256, in hex", () => {
    // As `printf '%s' '1795000000.{"id":"evt_1"}' | openssl dgst -sha256 -hmac whsec_test` prints it.
    expect(signatureOf("whsec_test", 1_795_000_000, '{"id":"evt_1"}')).toBe(
      "9768205fbb644a6a645cdd13f225c6791ed91580e4d16c14b9a8e73cd4ba4393",
    );
  });
});
