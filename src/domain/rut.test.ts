import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  computeDv,
  formatRut,
  isValidRut,
  maskRut,
  normalizeRut,
  parseRut,
  RUT_CHECK_DIGIT_MESSAGE,
  RUT_HYPHEN_MESSAGE,
  RUT_REQUIRED_MESSAGE,
  sameRut,
  ZRut,
  ZRutWithHyphen,
} from "./rut";

describe("parseRut", () => {
  it.each([
    ["12.345.678-5", { body: 12345678, dv: "5" }],
    ["12345678-5", { body: 12345678, dv: "5" }],
    ["123456785", { body: 12345678, dv: "5" }],
    [" 16.746.484-k ", { body: 16746484, dv: "K" }],
    ["16746484k", { body: 16746484, dv: "K" }],
    ["12 345 678 - 5", { body: 12345678, dv: "5" }],
    ["12345678–5", { body: 12345678, dv: "5" }],
    ["1-9", { body: 1, dv: "9" }],
    ["01234567-4", { body: 1234567, dv: "4" }],
    ["", null],
    ["5", null],
    ["-5", null],
    ["0-0", null],
    ["123456789-0", null],
    ["12345678-A", null],
    ["12345678--5", null],
    ["12-345678-5", null],
    ["abc", null],
  ])("%j -> %j", (input, expected) => {
    expect(parseRut(input)).toEqual(expected);
  });
});

describe("check digit", () => {
  it.each([
    [12076432, "2"],
    [16746484, "K"],
    [11111111, "1"],
    [12345678, "5"],
    [1234567, "4"],
    [30686957, "4"],
    [6, "K"],
    [22222222, "2"],
  ])("computeDv(%d) = %s", (body, dv) => {
    expect(computeDv(body)).toBe(dv);
  });

  it.each([
    ["12076432-2", true],
    ["16746484-K", true],
    ["16746484-k", true],
    ["11111111-1", true],
    ["12345678-5", true],
    ["12.345.678-5", true],
    ["12345678-4", false],
    ["16746484-0", false],
    ["12076432-K", false],
    ["hola", false],
    [{ body: 16746484, dv: "k" }, true],
    [{ body: 12.5, dv: "5" }, false],
  ])("isValidRut(%j) = %s", (input, expected) => {
    expect(isValidRut(input)).toBe(expected);
  });
});

describe("display forms", () => {
  it.each([
    ["12345678-5", "12.345.678-5", "12345678-5", "12.XXX.XXX-X"],
    ["123456785", "12.345.678-5", "12345678-5", "12.XXX.XXX-X"],
    ["16.746.484-k", "16.746.484-K", "16746484-K", "16.XXX.XXX-X"],
    ["1234567-4", "1.234.567-4", "1234567-4", "1.2XX.XXX-X"],
    ["123456-0", "123.456-0", "123456-0", "12X.XXX-X"],
    ["999-1", "999-1", "999-1", "99X-X"],
    ["no es rut", null, null, null],
  ])("%j -> %j, %j, %j", (input, formatted, normalised, masked) => {
    expect(formatRut(input)).toBe(formatted);
    expect(normalizeRut(input)).toBe(normalised);
    expect(maskRut(input)).toBe(masked);
  });

  it.each([
    [{ body: 12_345_678, dv: "5" }, "12.345.678-5", true],
    [{ body: 16_746_484, dv: "k" }, "16.746.484-K", true],
    [{ body: 99_999_999, dv: "9" }, "99.999.999-9", true],
    [{ body: 12_345_678, dv: "4" }, "12.345.678-4", false],
    [{ body: 0, dv: "0" }, null, false],
    [{ body: -1, dv: "9" }, null, false],
    [{ body: 1.5, dv: "5" }, null, false],
    [{ body: Number.NaN, dv: "5" }, null, false],
    [{ body: 100_000_000, dv: "5" }, null, false],
    [{ body: 12_345_678, dv: "55" }, null, false],
    [{ body: 12_345_678, dv: "X5" }, null, false],
    [{ body: 12_345_678, dv: "5X" }, null, false],
    [{ body: 12_345_678, dv: "" }, null, false],
  ])("a stored RUT %j shows as %j, valid: %s", (rut, formatted, valid) => {
    expect(formatRut(rut)).toBe(formatted);
    expect(isValidRut(rut)).toBe(valid);
  });

  it.each([
    ["12.345.678-5", "123456785", true],
    ["16746484-k", "16.746.484-K", true],
    ["12345678-5", "12345678-4", false],
    ["", "", false],
    ["x", "x", false],
  ])("sameRut(%j, %j) = %s", (a, b, expected) => {
    expect(sameRut(a, b)).toBe(expected);
  });
});

const messages = (schema: typeof ZRut, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? parsed.data : parsed.error.issues.map((i) => i.message);
};

describe("ZRut", () => {
  it.each([
    ["12.345.678-5", "12345678-5"],
    ["123456785", "12345678-5"],
    ["16746484-k", "16746484-K"],
    ["", [RUT_REQUIRED_MESSAGE]],
    ["   ", [RUT_REQUIRED_MESSAGE]],
    [undefined, [RUT_REQUIRED_MESSAGE]],
    ["abc", [RUT_REQUIRED_MESSAGE]],
    [" ".repeat(31), [RUT_REQUIRED_MESSAGE]],
    [`${"1".repeat(29)}-5`, [RUT_REQUIRED_MESSAGE]],
    ["12345678-4", [RUT_CHECK_DIGIT_MESSAGE]],
  ])("%j -> %j", (input, expected) => {
    expect(messages(ZRut, input)).toEqual(expected);
  });
});

describe("ZRutWithHyphen", () => {
  it.each([
    ["12345678-5", "12345678-5"],
    ["12.345.678-5", "12345678-5"],
    ["16746484-k", "16746484-K"],
    ["12345678–5", "12345678-5"],
    ["123456785", [RUT_HYPHEN_MESSAGE]],
    ["12.345.678 5", [RUT_HYPHEN_MESSAGE]],
    ["", [RUT_REQUIRED_MESSAGE]],
    ["12345678-4", [RUT_CHECK_DIGIT_MESSAGE]],
    ["abc-1", [RUT_REQUIRED_MESSAGE]],
  ])("%j -> %j", (input, expected) => {
    expect(messages(ZRutWithHyphen, input)).toEqual(expected);
  });

  it("keeps the spec's texts", () => {
    expect(RUT_HYPHEN_MESSAGE).toBe("El RUT debe incluir el guion (ej: 12345678-9)");
    expect(RUT_REQUIRED_MESSAGE).toBe("Por favor ingresa un RUT válido");
  });
});

const body = fc.integer({ min: 1, max: 99_999_999 });

describe("properties", () => {
  it("parsing never throws, whatever the input", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(() => [parseRut(s), ZRut.safeParse(s), ZRutWithHyphen.safeParse(s), maskRut(s)]).not.toThrow();
      }),
    );
  });

  it("format and normalise round-trip through parse and are idempotent", () => {
    fc.assert(
      fc.property(body, (b) => {
        const rut = { body: b, dv: computeDv(b) };
        const formatted = formatRut(rut) ?? "";
        const normalised = normalizeRut(rut) ?? "";
        expect(parseRut(formatted)).toEqual(rut);
        expect(parseRut(normalised)).toEqual(rut);
        expect(formatRut(formatted)).toBe(formatted);
        expect(normalizeRut(normalised)).toBe(normalised);
        expect(isValidRut(formatted)).toBe(true);
        expect(ZRutWithHyphen.parse(formatted)).toBe(normalised);
      }),
    );
  });

  it("exactly one check digit is valid for each body", () => {
    fc.assert(
      fc.property(body, (b) => {
        const valid = [..."0123456789K"].filter((dv) => isValidRut(`${b}-${dv}`));
        expect(valid).toEqual([computeDv(b)]);
      }),
    );
  });

  it("the mask reveals the first two body digits at the most, never the check digit", () => {
    fc.assert(
      fc.property(body, (b) => {
        const masked = maskRut({ body: b, dv: computeDv(b) }) ?? "";
        expect(masked).toMatch(/-X$/);
        expect(masked.replace(/\D/g, "")).toBe(b.toString().slice(0, 2));
      }),
    );
  });
});
