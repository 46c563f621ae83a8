import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ZContact } from "./contact";
import { fieldErrors } from "./issues";
import { SERVICE_UNKNOWN_MESSAGE, ZPersonalSecurity } from "./personal-security";

const errors = (schema: typeof ZContact | typeof ZPersonalSecurity, v: unknown) => {
  const parsed = schema.safeParse(v);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe("contact form", () => {
  it.each([
    [{ fullName: "Ana Pérez", email: "ana@correo.cl", phone: "" }, {}],
    [{ fullName: "Ana", email: " ANA@correo.cl ", phone: "+56 9 1234 5678" }, {}],
    [{ fullName: "Ana", email: "ana@correo" }, { email: "Por favor ingresa un correo electrónico válido" }],
    [{ fullName: "", email: "ana@correo.cl" }, { fullName: "Por favor ingresa tu nombre" }],
    [{ fullName: 42, email: "ana@correo.cl" }, { fullName: "Por favor ingresa tu nombre" }],
    [
      { fullName: "a".repeat(121), email: "ana@correo.cl" },
      { fullName: "El nombre no puede tener más de 120 caracteres" },
    ],
    [
      { fullName: "Ana", email: "ana@correo.cl", phone: "9".repeat(41) },
      { phone: "El teléfono no puede tener más de 40 caracteres" },
    ],
    [{ fullName: "Ana", email: "ana@correo.cl", phone: "9".repeat(40) }, {}],
    [{ fullName: "Ana", email: "ana@correo.cl", message: "¿Tienen planes para 20 autos?" }, {}],
    [{ fullName: "Ana", email: "ana@correo.cl", message: "a".repeat(2000) }, {}],
    [
      { fullName: "Ana", email: "ana@correo.cl", message: "a".repeat(2001) },
      { message: "El mensaje no puede tener más de 2.000 caracteres" },
    ],
    [
      { fullName: "Ana", email: "ana@correo.cl", message: "hola\u0000" },
      { message: "El texto tiene caracteres no permitidos" },
    ],
    [
      { fullName: "A\u0000B", email: "ana@correo.cl" },
      { fullName: "El texto tiene caracteres no permitidos" },
    ],
    [
      { fullName: "Ana", email: "ana@correo.cl", phone: "+569\u001b" },
      { phone: "El texto tiene caracteres no permitidos" },
    ],
    [{ fullName: "Ana", email: "ana@correo.cl", message: { html: "<b>" } }, {}],
  ])("%j -> %j", (input, expected) => {
    expect(errors(ZContact, input)).toEqual(expected);
  });

  it("normalises: trimmed name, e-mail without spaces, empty phone and message are null", () => {
    expect(
      ZContact.parse({ fullName: "  Ana   Pérez ", email: " A@B.CL ", phone: " ", message: " \n " }),
    ).toEqual({
      fullName: "Ana Pérez",
      email: "a@b.cl",
      phone: null,
      message: null,
    });
  });

  it("keeps the message's lines and tabs, with one kind of line break", () => {
    expect(
      ZContact.parse({ fullName: "Ana", email: "a@b.cl", message: " Hola:\r\n\t3 autos\r " }).message,
    ).toBe("Hola:\n\t3 autos");
  });

  it("never throws", () => {
    fc.assert(fc.property(fc.anything(), (v) => void ZContact.safeParse(v)));
  });
});

describe("personal security form", () => {
  it.each([
    [{ rut: "12345678-5", sex: "femenino", services: ["Escolta Armada"] }, {}],
    [
      { rut: "123456785", sex: "femenino", services: ["Escolta Armada"] },
      { rut: "El RUT debe incluir el guion (ej: 12345678-9)" },
    ],
    [
      { rut: "12345678-9", sex: "otro", services: ["Seguridad 24/7"] },
      { rut: "El RUT no es válido: revisa el dígito verificador" },
    ],
    [{ rut: "12345678-5", services: ["Seguridad 24/7"] }, { sex: "Selecciona una opción" }],
    [{ rut: "12345678-5", sex: "masculino", services: [] }, { services: "Selecciona al menos un servicio" }],
    [
      { rut: "12345678-5", sex: "masculino", services: ["Hackeo"] },
      { "services.0": SERVICE_UNKNOWN_MESSAGE },
    ],
  ])("%j -> %j", (input, expected) => {
    expect(errors(ZPersonalSecurity, input)).toEqual(expected);
  });

  it("never throws", () => {
    fc.assert(fc.property(fc.anything(), (v) => void ZPersonalSecurity.safeParse(v)));
  });
});
