import { describe, expect, it } from "vitest";
import { checkVin } from "../vin";
import { vinNote } from "./present";

describe("vinNote", () => {
  it.each([
    ["no VIN", null, null],
    // A North American VIN whose check digit is right.
    [
      "checked whole",
      checkVin("1M8GDM9AXKP042788"),
      "Revisamos el VIN: 17 caracteres válidos y dígito verificador correcto.",
    ],
    [
      "structure only",
      checkVin("9BWZZZ377VT004251"),
      "Revisamos el VIN: 17 caracteres válidos (su dígito verificador solo se comprueba en autos norteamericanos).",
    ],
    // Problems are warnings of their own: no reassuring note beside them.
    ["too short", checkVin("9BWZZZ377VT0042"), null],
    ["wrong check digit", checkVin("1M8GDM9A1KP042788"), null],
  ])("%s", (_case, vin, note) => {
    expect(vinNote(vin)).toBe(note);
  });

  it("never claims that the VIN matches the plate", () => {
    for (const vin of ["1M8GDM9AXKP042788", "9BWZZZ377VT004251"])
      expect(vinNote(checkVin(vin))).not.toMatch(/patente/i);
  });
});
