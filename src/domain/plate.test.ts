import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ZPlate } from "./forms/fields";
import {
  carriedPlate,
  isValidPlate,
  normalizePlate,
  PLATE_FORMAT_MESSAGE,
  PLATE_LOGIN_REQUIRED_MESSAGE,
  PLATE_MAX_LENGTH,
  PLATE_NO_TRIALS_MESSAGE,
  PLATE_PLACEHOLDER,
  PLATE_REQUIRED_MESSAGE,
  plateInputValue,
  plateOfHref,
  validatePlate,
  withPlate,
} from "./plate";

describe("normalizePlate", () => {
  it.each([
    ["abcd12", "ABCD12"],
    ["AB-CD-12", "ABCD12"],
    [" ab cd·12 ", "ABCD12"],
    ["ab.12.34", "AB1234"],
    ["ñandú12", "AND12"],
    ["straße", "STRAE"],
    ["", ""],
    ["---", ""],
  ])("%j -> %j", (input, expected) => {
    expect(normalizePlate(input)).toBe(expected);
  });
});

describe("plateInputValue", () => {
  it.each([
    ["ab-12-34", "AB1234"],
    ["abcd123", "ABCD12"],
    ["a", "A"],
  ])("%j -> %j", (input, expected) => {
    expect(plateInputValue(input)).toBe(expected);
  });
});

describe("validatePlate and ZPlate", () => {
  it.each([
    ["ABCD12", "ABCD12", null],
    ["bbcl-45", "BBCL45", null],
    ["AB1234", "AB1234", null],
    ["ab 12 34", "AB1234", null],
    ["", null, PLATE_REQUIRED_MESSAGE],
    ["  - ", null, PLATE_REQUIRED_MESSAGE],
    ["ABC123", null, PLATE_FORMAT_MESSAGE],
    ["ABCD123", null, PLATE_FORMAT_MESSAGE],
    ["A12345", null, PLATE_FORMAT_MESSAGE],
    ["123456", null, PLATE_FORMAT_MESSAGE],
    ["ABCDEF", null, PLATE_FORMAT_MESSAGE],
    ["12ABCD", null, PLATE_FORMAT_MESSAGE],
    ["AB12", null, PLATE_FORMAT_MESSAGE],
    ["XABCD12", null, PLATE_FORMAT_MESSAGE],
    ["XAB1234", null, PLATE_FORMAT_MESSAGE],
  ])("%j -> %j / %j", (input, plate, message) => {
    const check = validatePlate(input);
    expect(check).toEqual(plate ? { ok: true, plate } : { ok: false, message });
    const parsed = ZPlate.safeParse(input);
    expect(parsed.success ? parsed.data : null).toBe(plate);
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.message)).toEqual(message ? [message] : []);
    expect(isValidPlate(input)).toBe(plate !== null);
  });

  it("rejects non-strings with the required message", () => {
    expect(ZPlate.safeParse(123456).error?.issues[0]?.message).toBe(PLATE_REQUIRED_MESSAGE);
  });

  it("the check screen's placeholder is itself a valid plate", () => {
    expect(validatePlate(PLATE_PLACEHOLDER)).toEqual({ ok: true, plate: "AA1122" });
  });

  it("keeps the spec's texts", () => {
    expect(PLATE_MAX_LENGTH).toBe(6);
    expect(PLATE_LOGIN_REQUIRED_MESSAGE).toBe("Debes iniciar sesión para usar este servicio");
    expect(PLATE_NO_TRIALS_MESSAGE).toBe(
      "Has agotado tus 3 consultas gratuitas. Compra el servicio completo para continuar.",
    );
  });
});

const letter = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ");
const digit = fc.constantFrom(..."0123456789");
const validPlate = fc.oneof(
  fc.tuple(fc.array(letter, { minLength: 4, maxLength: 4 }), fc.array(digit, { minLength: 2, maxLength: 2 })),
  fc.tuple(fc.array(letter, { minLength: 2, maxLength: 2 }), fc.array(digit, { minLength: 4, maxLength: 4 })),
);

describe("properties", () => {
  it("never throws and normalisation is idempotent", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = normalizePlate(s);
        expect(normalizePlate(once)).toBe(once);
        expect(once).toMatch(/^[A-Z0-9]*$/);
        expect(() => ZPlate.safeParse(s)).not.toThrow();
      }),
    );
  });

  it("any valid plate survives lower case and separators, and comes back as typed", () => {
    fc.assert(
      fc.property(validPlate, fc.constantFrom("", "-", " ", "·", "."), (parts, sep) => {
        const plate = [...parts[0], ...parts[1]].join("");
        const typed = [...plate.toLowerCase()].join(sep);
        expect(ZPlate.parse(typed)).toBe(plate);
        expect(plateInputValue(typed)).toBe(plate);
      }),
    );
  });

  it("accepted plates always have the 6-character shape", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const check = validatePlate(s);
        if (check.ok) expect(check.plate).toMatch(/^([A-Z]{4}\d{2}|[A-Z]{2}\d{4})$/);
      }),
    );
  });
});

describe("carriedPlate", () => {
  it.each([
    ["BBCL10", "BBCL10"],
    ["bbcl-10", "BBCL10"],
    ["ab 12 34", "AB1234"],
    ["", null],
    ["BBCL1", null],
    ["<script>", null],
    [null, null],
    [undefined, null],
  ])("%j -> %j", (value, expected) => {
    expect(carriedPlate(value)).toBe(expected);
  });
});

describe("plateOfHref", () => {
  it.each([
    ["/dashboard/servicios/verificar-automovil?patente=BBCL10", "BBCL10"],
    ["/register?patente=bb-cl10&x=1", "BBCL10"],
    ["https://patenteclara.cl/verificar?patente=AB1234", "AB1234"],
    // Only the plate is taken from an address, and only a valid one.
    ["https://otro.example/?patente=BBCL10%0Ahola", null],
    ["/dashboard/servicios/verificar-automovil?patente=BBCL1", null],
    ["/dashboard/servicios/verificar-automovil", null],
    ["/?placa=BBCL10", null],
    ["", null],
    [null, null],
  ])("%j -> %j", (href, expected) => {
    expect(plateOfHref(href)).toBe(expected);
  });
});

describe("withPlate", () => {
  it.each([
    ["/register", "BBCL10", "/register?patente=BBCL10"],
    ["/register", "bbcl-10", "/register?patente=BBCL10"],
    ["/x?correo=confirmado", "AB1234", "/x?correo=confirmado&patente=AB1234"],
    ["/x?patente=ZZZZ99", "AB1234", "/x?patente=AB1234"],
    // Nothing but a valid plate is ever written into an address.
    ["/register", "BBCL1", "/register"],
    ["/register", "&next=//otro.example", "/register"],
    ["/register", null, "/register"],
    ["/register", undefined, "/register"],
  ])("%j + %j -> %j", (href, plate, expected) => {
    expect(withPlate(href, plate)).toBe(expected);
  });
});
