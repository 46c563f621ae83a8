import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ACCESS_CODE_ALPHABET,
  ACCESS_CODE_REQUIRED_MESSAGE,
  generateAccessCode,
  generateReportCode,
  isAccessCode,
  isReportCode,
  normalizeAccessCodeInput,
  PLATE_TYPED_MESSAGE,
  type RandomBytes,
  REPORT_CODE_TYPED_MESSAGE,
  randomCode,
  searchedPlate,
  ZAccessCodeSearch,
} from "./access-code";

/** Replays the given bytes, then zeros. */
const scripted =
  (bytes: number[]): RandomBytes =>
  (buffer) => {
    buffer.fill(0);
    buffer.set(bytes.splice(0, buffer.length));
    return buffer;
  };

describe("alphabet", () => {
  it("has 31 distinct characters and none that can be confused", () => {
    expect(new Set(ACCESS_CODE_ALPHABET).size).toBe(31);
    expect(ACCESS_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });
});

describe("randomCode (rejection sampling)", () => {
  it.each([
    // 248..255 would favour the first 8 characters if mapped with a modulo, so they are skipped.
    [[0, 1, 30, 31, 63], 5, "23Z23"],
    [[255, 248, 247, 0], 2, "Z2"],
    [[248, 249, 250, 251, 252, 253, 254, 255, 62], 1, "2"],
    [[216, 214, 247], 3, "ZXZ"],
  ])("%j, length %d -> %s", (bytes, length, expected) => {
    expect(randomCode(length, scripted([...bytes]))).toBe(expected);
  });

  it("asks for more bytes when a whole buffer is rejected", () => {
    let calls = 0;
    const random: RandomBytes = (buffer) => {
      calls += 1;
      return buffer.fill(calls === 1 ? 255 : 3);
    };
    expect(randomCode(4, random)).toBe("5555");
    expect(calls).toBe(2);
  });
});

describe("codes", () => {
  it("generates 12-character access codes and RPT- report codes from the real CSPRNG", () => {
    const code = generateAccessCode();
    expect(code).toHaveLength(12);
    expect(isAccessCode(code)).toBe(true);
    const report = generateReportCode();
    expect(report).toMatch(/^RPT-[23456789A-HJKMNP-Z]{6}$/);
    expect(isReportCode(report)).toBe(true);
  });

  it.each([
    ["23456789ABCD", true, false],
    ["ZZZZZZZZZZZZ", true, false],
    ["23456789ABC", false, false],
    ["23456789ABCDE", false, false],
    ["23456789ABC0", false, false],
    ["23456789abcd", false, false],
    ["RPT-7K3M9Q", false, true],
    ["RPT-7K3M9", false, false],
    ["RPT-7K3M9O", false, false],
    ["rpt-7K3M9Q", false, false],
  ])("%s: access %s, report %s", (s, access, report) => {
    expect(isAccessCode(s)).toBe(access);
    expect(isReportCode(s)).toBe(report);
  });
});

describe("search box", () => {
  it.each([
    ["abcd2345wxyz", "ABCD2345WXYZ"],
    ["  rpt-7k3m9q ", "RPT-7K3M9Q"],
    ["ABCD 2345\nWXYZ", "ABCD2345WXYZ"],
    ["x".repeat(25), "X".repeat(20)],
    ["", ""],
  ])("%j -> %j", (input, expected) => {
    expect(normalizeAccessCodeInput(input)).toBe(expected);
  });

  it.each([
    ["abcd2345wxyz", "ABCD2345WXYZ"],
    ["", [ACCESS_CODE_REQUIRED_MESSAGE]],
    [" \t ", [ACCESS_CODE_REQUIRED_MESSAGE]],
    [null, [ACCESS_CODE_REQUIRED_MESSAGE]],
    ["RPT-7K3M9Q", [REPORT_CODE_TYPED_MESSAGE]],
    [" rpt-7k3m9q", [REPORT_CODE_TYPED_MESSAGE]],
    ["RPT7K3M9Q", [REPORT_CODE_TYPED_MESSAGE]],
    ["RPTABCD23456", "RPTABCD23456"],
    ["BBCL10", [PLATE_TYPED_MESSAGE]],
    ["bb-cl-10", [PLATE_TYPED_MESSAGE]],
    [" ab 1234", [PLATE_TYPED_MESSAGE]],
  ])("ZAccessCodeSearch %j -> %j", (input, expected) => {
    const parsed = ZAccessCodeSearch.safeParse(input);
    expect(parsed.success ? parsed.data : parsed.error.issues.map((i) => i.message)).toEqual(expected);
  });
});

describe("a plate typed into the report search", () => {
  it.each([
    ["BBCL10", "BBCL10"],
    ["bbcl10", "BBCL10"],
    ["BB-CL-10", "BBCL10"],
    ["AB1234", "AB1234"],
    ["BBCL1", null], // too short for a plate
    ["BBC123", null], // three letters: neither format
    ["ABCD2345WXYZ", null], // an access code
    ["RPT-7K3M9Q", null], // a report code
    ["", null],
  ])("%j -> %j", (input, expected) => {
    expect(searchedPlate(input)).toBe(expected);
  });
});

describe("properties", () => {
  it("no access code is ever taken for a plate", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 12, maxLength: 40 }), (bytes) => {
        const code = generateAccessCode(scripted([...bytes]));
        expect(searchedPlate(code)).toBeNull();
        expect(ZAccessCodeSearch.parse(code)).toBe(code);
      }),
    );
  });

  it("generated codes always pass isAccessCode, whatever the random bytes", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }), (bytes) => {
        // Zeros after the script guarantee termination: 0 is always accepted.
        expect(isAccessCode(generateAccessCode(scripted(bytes)))).toBe(true);
        expect(isReportCode(generateReportCode(scripted(bytes)))).toBe(true);
      }),
    );
  });

  it("search normalisation never throws, is idempotent and respects the 20-character limit", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (s) => {
        const once = normalizeAccessCodeInput(s);
        expect(normalizeAccessCodeInput(once)).toBe(once);
        expect(once.length).toBeLessThanOrEqual(20);
        expect(once).not.toMatch(/\s/);
        expect(() => ZAccessCodeSearch.safeParse(s)).not.toThrow();
      }),
    );
  });

  it("a valid code survives the search box in any case and with surrounding spaces", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 12, maxLength: 40 }), fc.boolean(), (bytes, lower) => {
        const code = generateAccessCode(scripted([...bytes]));
        const typed = `  ${lower ? code.toLowerCase() : code} `;
        expect(ZAccessCodeSearch.parse(typed)).toBe(code);
      }),
    );
  });

  it("every character of the alphabet is reachable and none is favoured by the byte mapping", () => {
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 256; byte++) {
      const c = randomCode(1, scripted([byte]));
      counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    // 248 accepted bytes, 8 per character; the 8 rejected ones fall through to the zero that follows.
    expect(counts.size).toBe(31);
    expect(counts.get("2")).toBe(16);
    expect([...counts.entries()].filter(([c]) => c !== "2").every(([, n]) => n === 8)).toBe(true);
  });
});
