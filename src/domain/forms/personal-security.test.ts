import { describe, expect, it } from "vitest";
import { fieldErrors } from "./issues";
import { PERSONAL_AUTH_MESSAGE, ZPersonalSecurity } from "./personal-security";

const base = { rut: "12345678-5", sex: "femenino" };
const errorsOf = (v: unknown) => {
  const parsed = ZPersonalSecurity.safeParse(v);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe("personal security form", () => {
  it("asks for each service once, in the order chosen", () => {
    expect(
      ZPersonalSecurity.parse({ ...base, services: ["Seguridad 24/7", "Escolta Armada", "Seguridad 24/7"] })
        .services,
    ).toEqual(["Seguridad 24/7", "Escolta Armada"]);
  });

  it.each([
    [{ ...base }, { services: "Selecciona al menos un servicio" }],
    [{ ...base, services: "Escolta Armada" }, { services: "Selecciona al menos un servicio" }],
    [{ ...base, services: ["Hackeo"] }, { "services.0": "Selecciona servicios de la lista" }],
    [{ ...base, sex: "x", services: ["Escolta Armada"] }, { sex: "Selecciona una opción" }],
  ])("%j -> %j", (input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it("tells a signed-out person why the form was not sent (spec text)", () => {
    expect(PERSONAL_AUTH_MESSAGE).toBe("Debes estar autenticado para enviar el formulario");
  });
});
