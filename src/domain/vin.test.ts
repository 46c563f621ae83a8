import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkVin,
  normalizeVin,
  sameVin,
  VIN_CHECK_DIGIT_WARNING,
  VIN_FORBIDDEN_WARNING,
  VIN_INVALID_CHARS_WARNING,
  VIN_LENGTH_WARNING,
  VIN_MATCH_TEXT,
  VIN_MISMATCH_TEXT,
  VIN_REQUIRED_MESSAGE,
  vinCheckDigit,
} from "./vin";

describe("checkVin", () => {
  it.each([
    // North American, check digit right: mandatory and satisfied.
    ["1M8GDM9AXKP042788", true, true, []],
    ["1HGCM82633A004352", true, true, []],
    ["1hgcm82633a004352", true, true, []],
    [" 1HGC M826 33A0 04352 ", true, true, []],
    // North American, position 9 altered.
    ["1HGCM82643A004352", true, false, [VIN_CHECK_DIGIT_WARNING]],
    ["5YJ3E1EA7KF317000", true, false, [VIN_CHECK_DIGIT_WARNING]],
    // Japanese (the fixture's Subaru): position 9 is not a check digit there, so no verdict and no warning.
    ["JF1VA2M67E9812345", true, null, []],
    ["WVWZZZ1JZXW000001", true, null, []],
    ["JF1VA2M67E981234", false, null, [VIN_LENGTH_WARNING]],
    ["JF1VA2M67E98123456", false, null, [VIN_LENGTH_WARNING]],
    ["1M8GDM9AXKP04278O", false, null, [VIN_FORBIDDEN_WARNING]],
    ["JF1VA2M67E98I2345", false, null, [VIN_FORBIDDEN_WARNING]],
    ["JF1VA2M67E9812-45", false, null, [VIN_INVALID_CHARS_WARNING]],
    ["JF1VA2M67E9Ñ12345", false, null, [VIN_INVALID_CHARS_WARNING]],
    ["Q1234", false, null, [VIN_LENGTH_WARNING, VIN_FORBIDDEN_WARNING]],
    ["", false, null, [VIN_LENGTH_WARNING]],
  ])("%j -> structure %s, check digit %j", (vin, validStructure, checkDigitOk, warnings) => {
    expect(checkVin(vin)).toMatchObject({ validStructure, checkDigitOk, warnings });
  });

  it.each([
    ["1M8GDM9AXKP042788", "X"],
    ["1HGCM82633A004352", "3"],
    ["11111111111111111", "1"],
    ["JF1VA2M67E9812345", "8"],
  ])("vinCheckDigit(%s) = %s", (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit);
  });

  it("returns the VIN it checked, upper-cased and without spaces", () => {
    expect(checkVin(" jf1va2m67e9812345 ").vin).toBe("JF1VA2M67E9812345");
  });
});

const vinChar = fc.constantFrom(..."0123456789ABCDEFGHJKLMNPRSTUVWXYZ");
const structurallyValidVin = fc.array(vinChar, { minLength: 17, maxLength: 17 }).map((a) => a.join(""));

describe("properties", () => {
  it("never throws and structure errors always come with a warning", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const result = checkVin(s);
        expect(result.validStructure).toBe(result.warnings.length === 0 || result.checkDigitOk === false);
        if (!result.validStructure) expect(result.checkDigitOk).toBeNull();
      }),
    );
  });

  it("a North American VIN with its computed check digit passes; any other digit fails", () => {
    fc.assert(
      fc.property(structurallyValidVin, fc.constantFrom(..."12345"), vinChar, (vin, wmi, other) => {
        const base = `${wmi}${vin.slice(1)}`;
        const fixed = `${base.slice(0, 8)}${vinCheckDigit(base)}${base.slice(9)}`;
        expect(checkVin(fixed)).toMatchObject({ validStructure: true, checkDigitOk: true, warnings: [] });
        const wrong = `${fixed.slice(0, 8)}${other}${fixed.slice(9)}`;
        fc.pre(other !== vinCheckDigit(fixed));
        expect(checkVin(wrong).warnings).toEqual([VIN_CHECK_DIGIT_WARNING]);
      }),
    );
  });

  it("VINs from outside North America never warn about the check digit", () => {
    fc.assert(
      fc.property(structurallyValidVin, (vin) => {
        fc.pre(!/^[1-5]/.test(vin));
        expect(checkVin(vin)).toMatchObject({ validStructure: true, checkDigitOk: null, warnings: [] });
      }),
    );
  });
});

describe("texts a buyer reads", () => {
  it.each([
    ["JF1VA2M67E98I2345", ["El VIN contiene caracteres no permitidos (I, O, Q)"]],
    ["JF1VA2M67E9Ñ12345", ["El VIN contiene caracteres no válidos"]],
    ["JF1VA2M67E981234", ["El VIN no tiene 17 caracteres"]],
    ["1HGCM82643A004352", ["El dígito verificador del VIN no coincide"]],
  ])("checkVin(%j) warns %j", (vin, warnings) => {
    expect(checkVin(vin).warnings).toEqual(warnings);
  });

  it.each([
    [VIN_MATCH_TEXT, "El VIN coincide con el informe"],
    [VIN_MISMATCH_TEXT, "El VIN no coincide con el informe"],
    [VIN_REQUIRED_MESSAGE, "Ingresa el VIN que aparece en el auto (17 caracteres)"],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [" jf1-va2m67 e98--12345 ", "JF1VA2M67E9812345"],
    ["1hgcm82633a004352", "1HGCM82633A004352"],
  ])("normalizeVin(%j) = %s", (typed, vin) => {
    expect(normalizeVin(typed)).toBe(vin);
  });
});

describe("sameVin", () => {
  it.each([
    ["JF1VA2M67E9812345", "JF1VA2M67E9812345", true],
    ["JF1VA2M67E9812345", " jf1va2m67e9 812345 ", true],
    ["JF1VA2M67E9812345", "JF1-VA2M67-E9812345", true],
    ["JF1VA2M67E9812345", "JF1VA2M67E9812346", false],
    ["JF1VA2M67E9812345", "12345", false],
    ["", "", false],
  ])("%j vs %j: %s", (reported, typed, same) => {
    expect(sameVin(reported, typed)).toBe(same);
  });
});
