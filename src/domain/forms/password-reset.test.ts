import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMAIL_MESSAGE, PASSWORD_MESSAGE } from "./fields";
import { fieldErrors } from "./issues";
import { ZLogin } from "./login";
import {
  CURRENT_PASSWORD_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  ZChangePassword,
  ZForgotPassword,
  ZResetPassword,
} from "./password-reset";

const errorsOf = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  v: unknown,
) => {
  const parsed = schema.safeParse(v);
  return parsed.success ? {} : fieldErrors(parsed.error as never);
};

describe("reset password", () => {
  it.each([
    [{ password: "nueva-clave1", confirmPassword: "nueva-clave1" }, {}],
    [
      { password: "nueva-clave1", confirmPassword: "nueva-clave2" },
      { confirmPassword: PASSWORDS_DIFFER_MESSAGE },
    ],
    [{ password: "cortita", confirmPassword: "cortita" }, { password: PASSWORD_MESSAGE }],
    [
      { password: "nueva-clave1", confirmPassword: "otra-clave1" },
      { confirmPassword: "Las contraseñas no coinciden" },
    ],
    [{ password: "nueva-clave1" }, { confirmPassword: "Las contraseñas no coinciden" }],
    [{ password: "", confirmPassword: "" }, { password: PASSWORD_MESSAGE }],
  ])("%j -> %j", (input, expected) => {
    expect(errorsOf(ZResetPassword, input)).toEqual(expected);
  });

  it("accepts exactly the pairs that match and have 8 to 128 characters", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const ok = ZResetPassword.safeParse({ password: a, confirmPassword: b }).success;
        expect(ok).toBe(a === b && a.length >= 8 && a.length <= 128);
      }),
    );
  });
});

describe("change password", () => {
  const filled = {
    currentPassword: "clave-vieja",
    password: "clave-nueva1",
    confirmPassword: "clave-nueva1",
  };
  it.each([
    [filled, {}],
    [{ ...filled, currentPassword: "" }, { currentPassword: CURRENT_PASSWORD_MESSAGE }],
    [{ ...filled, currentPassword: undefined }, { currentPassword: CURRENT_PASSWORD_MESSAGE }],
    [
      { ...filled, currentPassword: "x".repeat(129) },
      { currentPassword: "La contraseña no puede tener más de 128 caracteres" },
    ],
    [{ ...filled, password: "corta", confirmPassword: "corta" }, { password: PASSWORD_MESSAGE }],
    [{ ...filled, confirmPassword: "clave-nueva2" }, { confirmPassword: PASSWORDS_DIFFER_MESSAGE }],
    [
      { currentPassword: "clave-nueva1", password: "clave-nueva1", confirmPassword: "clave-nueva1" },
      { password: SAME_PASSWORD_MESSAGE },
    ],
  ])("%j -> %j", (input, expected) => {
    expect(errorsOf(ZChangePassword, input)).toEqual(expected);
  });
});

describe("forgot password and login", () => {
  it.each([
    [ZForgotPassword, { email: " ana@correo.cl" }, {}],
    [ZForgotPassword, { email: "ana@correo" }, { email: EMAIL_MESSAGE }],
    [ZLogin, { email: "ana@correo.cl", password: "x" }, {}],
    [ZLogin, { email: "", password: "x" }, { email: "Ingresa tu correo electrónico" }],
    [ZLogin, { email: "ana@correo.cl", password: "" }, { password: "Ingresa tu contraseña" }],
  ])("%#: %j -> %j", (schema, input, expected) => {
    expect(errorsOf(schema, input)).toEqual(expected);
  });

  it("never throws on hostile input", () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        for (const s of [ZLogin, ZForgotPassword, ZResetPassword, ZChangePassword])
          expect(() => s.safeParse(v)).not.toThrow();
      }),
    );
  });
});
