import { describe, expect, it } from "vitest";
import { nameTokens, normalizeName } from "./vehicle-name";

describe("normalizeName", () => {
  it.each([
    ["Mercedes-Benz", "MERCEDES BENZ"],
    ["  mercedes   benz ", "MERCEDES BENZ"],
    ["Citroën", "CITROEN"],
    ["Peugeot 2008 1.2 Active", "PEUGEOT 2008 1.2 ACTIVE"],
    ["2.5i AWD/CVT", "2.5I AWD CVT"],
    [null, ""],
    [undefined, ""],
    ["--", ""],
  ])("%j -> %j", (input, expected) => {
    expect(normalizeName(input)).toBe(expected);
  });
});

describe("nameTokens", () => {
  it.each([
    ["NEW WRX S AWD CVT 2.0T", ["NEW", "WRX", "S", "AWD", "CVT", "2.0T"]],
    ["", []],
    [null, []],
  ])("%j -> %j", (input, expected) => {
    expect(nameTokens(input)).toEqual(expected);
  });
});
