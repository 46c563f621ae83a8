import { describe, expect, it } from "vitest";
import { ZEmail, ZOptionalPhone, ZPassword, ZRequiredName } from "./fields";

const messageOf = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  v: unknown,
) => {
  const parsed = schema.safeParse(v);
  return parsed.success ? null : (parsed.error?.issues[0]?.message ?? null);
};

describe("shared form fields", () => {
  it.each([
    ["1234567", "La contraseña debe tener al menos 8 caracteres"],
    ["", "La contraseña debe tener al menos 8 caracteres"],
    [undefined, "La contraseña debe tener al menos 8 caracteres"],
    [12345678, "La contraseña debe tener al menos 8 caracteres"],
    ["x".repeat(129), "La contraseña no puede tener más de 128 caracteres"],
    ["12345678", null],
  ])("password %j -> %s", (value, expected) => {
    expect(messageOf(ZPassword, value)).toBe(expected);
  });

  it.each([
    ["+56912345678", null],
    ["56+912345678", "Ingresa un número válido con código de país (ej: +56912345678)"],
    ["+56912345678x", "Ingresa un número válido con código de país (ej: +56912345678)"],
    [`+56 ${"9".repeat(40)}`, "Ingresa un número válido con código de país (ej: +56912345678)"],
  ])("phone %j -> %s", (value, expected) => {
    expect(messageOf(ZOptionalPhone, value)).toBe(expected);
  });

  it("an e-mail that is not text is reported as an invalid address", () => {
    expect(messageOf(ZEmail(), 42)).toBe(
      "Por favor ingresa un correo electrónico válido (debe contener @ y un dominio válido)",
    );
  });

  it("a name that is not text is reported as missing", () => {
    expect(messageOf(ZRequiredName("Falta el nombre"), 42)).toBe("Falta el nombre");
    expect(ZRequiredName("Falta el nombre").parse("  Ana \n María ")).toBe("Ana María");
  });
});
