import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// What the browser runs must work on an iPhone that stopped at iOS 16 (Safari 16.x, still on many
// phones): no call that came to Safari only in 17 or later without a fallback. The ones within reach of
// our code, each with the way around it; a new one fails here rather than on a customer's phone.
const SAFARI_17_ONLY: [RegExp, string][] = [
  [/\bURL\.canParse\s*\(/, "parseUrl (src/domain/parse-url.ts)"],
  [/\bURL\.parse\s*\(/, "parseUrl (src/domain/parse-url.ts)"],
  [/\b(?:Object|Map)\.groupBy\s*\(/, "a loop, or reduce"],
  [/\bPromise\.withResolvers\s*\(/, "new Promise((resolve, reject) => …)"],
  [
    /\.(?:union|intersection|symmetricDifference|isSubsetOf|isSupersetOf|isDisjointFrom)\(new Set\b/,
    "a loop",
  ],
  [/\bArrayBuffer\.prototype\.transfer\b|\.transferToFixedLength\(/, "a copy"],
];

/** The code that reaches a browser: the web layer and the domain it shares, tests left out. */
function browserSources(): string[] {
  const roots = ["src/web", "src/domain"].map((dir) => path.join(import.meta.dirname, "..", "..", dir));
  return roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.join(root, file)),
  );
}

describe("the browser's code on iOS 16", () => {
  it("finds the web layer and the domain", () => {
    const files = browserSources();
    expect(
      files.some((file) => file.endsWith(path.join("src", "domain", "webhooks", "webhook-url.ts"))),
    ).toBe(true);
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(SAFARI_17_ONLY)("calls no %s (use %s)", (pattern) => {
    const callers = browserSources().filter((file) => pattern.test(readFileSync(file, "utf8")));
    expect(callers).toEqual([]);
  });

  it("would notice one", () => {
    const [pattern] = SAFARI_17_ONLY[0] ?? [];
    expect(pattern?.test("if (!URL.canParse(input)) return null;")).toBe(true);
  });
});
