import { describe, expect, it } from "vitest";
import { fieldErrors } from "./issues";
import { ZLogin } from "./login";

const errorsOf = (v: unknown) => {
  const parsed = ZLogin.safeParse(v);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe("login form", () => {
  it("accepts the address however it was typed: spaces removed, lower case", () => {
    expect(ZLogin.parse({ email: " Ana@Correo.CL ", password: "x" })).toEqual({
      email: "ana@correo.cl",
      password: "x",
    });
  });

  it.each([
    [{ email: 42, password: "x" }, { email: "Ingresa tu correo electrónico" }],
    [{ email: "   ", password: "x" }, { email: "Ingresa tu correo electrónico" }],
    [{ password: "x" }, { email: "Ingresa tu correo electrónico" }],
    [{ email: "ana@correo.cl", password: 42 }, { password: "Ingresa tu contraseña" }],
    [{ email: "ana@correo.cl" }, { password: "Ingresa tu contraseña" }],
    [
      { email: "ana@correo", password: "x" },
      { email: "Por favor ingresa un correo electrónico válido (debe contener @ y un dominio válido)" },
    ],
  ])("%j -> %j", (input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });
});
