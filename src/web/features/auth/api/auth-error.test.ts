import { describe, expect, it } from "vitest";
import { EMAIL_MESSAGE, PASSWORD_MESSAGE, PASSWORD_TOO_LONG_MESSAGE } from "#domain/forms/fields";
import { TOO_LARGE_MESSAGE, UNAVAILABLE_MESSAGE } from "#web/lib/status-message";
import {
  ACCOUNT_NOT_CREATED_MESSAGE,
  AUTH_UNAVAILABLE_MESSAGE,
  authErrorMessage,
  CHANGE_PASSWORD_MESSAGES,
  CHECK_INPUT_MESSAGE,
  EMAIL_NOT_VERIFIED_MESSAGE,
  fieldOfAuthError,
  INVALID_LINK_MESSAGE,
  isMailNotSentCode,
  isUserExistsCode,
  NO_PASSWORD_SET_MESSAGE,
  RATE_LIMITED_MESSAGE,
  SESSION_ENDED_MESSAGE,
  SESSION_FAILED_MESSAGE,
  type TBetterAuthError,
  UNTRUSTED_REQUEST_MESSAGE,
  USER_EXISTS_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from "./auth-error";

const FALLBACK = "Error al actualizar la contraseña";

// Each better-auth refusal with the English message it really sends (@better-auth/core BASE_ERROR_CODES).
const refusal = (status: number, code: string | undefined, message?: string): TBetterAuthError => ({
  status,
  code,
  message,
});

describe("better-auth's refusals, in Spanish", () => {
  it.each([
    [refusal(400, "INVALID_EMAIL", "Invalid email"), EMAIL_MESSAGE],
    [refusal(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password"), WRONG_CREDENTIALS_MESSAGE],
    [refusal(400, "INVALID_PASSWORD", "Invalid password"), PASSWORD_MESSAGE],
    [refusal(400, "PASSWORD_TOO_SHORT", "Password too short"), PASSWORD_MESSAGE],
    [refusal(400, "PASSWORD_TOO_LONG", "Password too long"), PASSWORD_TOO_LONG_MESSAGE],
    [refusal(422, "USER_ALREADY_EXISTS", "User already exists."), USER_EXISTS_MESSAGE],
    [
      refusal(422, "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", "User already exists. Use another email."),
      USER_EXISTS_MESSAGE,
    ],
    // Our sign-up hook's code, whose message is English.
    [refusal(422, "user_already_exists", "User already registered"), USER_EXISTS_MESSAGE],
    [refusal(400, "INVALID_TOKEN", "Invalid token"), INVALID_LINK_MESSAGE],
    [refusal(400, "TOKEN_EXPIRED", "Token expired"), INVALID_LINK_MESSAGE],
    [refusal(400, "USER_NOT_FOUND", "User not found"), INVALID_LINK_MESSAGE],
    [refusal(403, "EMAIL_NOT_VERIFIED", "Email not verified"), EMAIL_NOT_VERIFIED_MESSAGE],
    [refusal(422, "FAILED_TO_CREATE_USER", "Failed to create user"), ACCOUNT_NOT_CREATED_MESSAGE],
    [refusal(401, "FAILED_TO_CREATE_SESSION", "Failed to create session"), SESSION_FAILED_MESSAGE],
    [refusal(403, "MISSING_OR_NULL_ORIGIN", "Missing or null Origin"), UNTRUSTED_REQUEST_MESSAGE],
    [refusal(403, "INVALID_ORIGIN", "Invalid origin"), UNTRUSTED_REQUEST_MESSAGE],
    [refusal(403, "INVALID_REDIRECT_URL", "Invalid redirectURL"), UNTRUSTED_REQUEST_MESSAGE],
    [refusal(403, "INVALID_CALLBACK_URL", "Invalid callbackURL"), UNTRUSTED_REQUEST_MESSAGE],
    [refusal(400, "MISSING_FIELD", "Field is required"), CHECK_INPUT_MESSAGE],
    [refusal(400, "RESET_PASSWORD_DISABLED", "Reset password isn't enabled"), AUTH_UNAVAILABLE_MESSAGE],
    // better-call's own body check: English words, never shown.
    [
      refusal(400, "VALIDATION_ERROR", "[body.newPassword] Invalid input: expected string"),
      CHECK_INPUT_MESSAGE,
    ],
  ])("%j -> %s", (error, expected) => {
    expect(authErrorMessage(error, FALLBACK)).toBe(expected);
  });
});

describe("the change-password form's refusals, in Spanish", () => {
  it.each([
    [refusal(400, "INVALID_PASSWORD", "Invalid password"), WRONG_CURRENT_PASSWORD_MESSAGE],
    [refusal(400, "CREDENTIAL_ACCOUNT_NOT_FOUND", "Credential account not found"), NO_PASSWORD_SET_MESSAGE],
    [refusal(401, "UNAUTHORIZED", "Unauthorized"), SESSION_ENDED_MESSAGE],
    [refusal(400, "PASSWORD_TOO_SHORT", "Password too short"), PASSWORD_MESSAGE],
    [refusal(400, "PASSWORD_TOO_LONG", "Password too long"), PASSWORD_TOO_LONG_MESSAGE],
    [refusal(400, "VALIDATION_ERROR", "[body.currentPassword] Invalid input"), CHECK_INPUT_MESSAGE],
    [
      refusal(400, "COMMON_PASSWORD", "Esa contraseña es muy común: elige otra"),
      "Esa contraseña es muy común: elige otra",
    ],
    [refusal(429, undefined, "Too many requests"), RATE_LIMITED_MESSAGE],
  ])("%j -> %s", (error, expected) => {
    expect(authErrorMessage(error, FALLBACK, CHANGE_PASSWORD_MESSAGES)).toBe(expected);
  });

  it("leaves the other forms' meaning of a wrong password as it was", () => {
    expect(authErrorMessage(refusal(400, "INVALID_PASSWORD", "Invalid password"), FALLBACK)).toBe(
      PASSWORD_MESSAGE,
    );
  });
});

describe("our own server's refusals keep their Spanish words", () => {
  it.each([
    [refusal(400, "INVALID_FIELD", "El campo nombre es requerido"), "El campo nombre es requerido"],
    [
      refusal(400, "COMMON_PASSWORD", "Esa contraseña es muy común: elige otra"),
      "Esa contraseña es muy común: elige otra",
    ],
    [refusal(429, "TOO_MANY_SIGNUPS", "Se crearon demasiadas cuentas"), "Se crearon demasiadas cuentas"],
    [
      refusal(
        429,
        "TOO_MANY_SIGN_IN_ATTEMPTS",
        "Hubo demasiados intentos: vuelve a intentarlo en 15 minutos",
      ),
      "Hubo demasiados intentos: vuelve a intentarlo en 15 minutos",
    ],
    [
      refusal(503, "SERVER_BUSY", "Demasiadas solicitudes en este momento"),
      "Demasiadas solicitudes en este momento",
    ],
    [
      refusal(503, "MAIL_NOT_SENT", "Creamos tu cuenta, pero no pudimos enviarte el correo de confirmación."),
      "Creamos tu cuenta, pero no pudimos enviarte el correo de confirmación.",
    ],
  ])("%j -> %s", (error, expected) => {
    expect(authErrorMessage(error, FALLBACK)).toBe(expected);
  });
});

describe("refusals without a code of their own", () => {
  it.each([
    // better-auth's rate limiter answers with a message only.
    [refusal(429, undefined, "Too many requests. Please try again later."), RATE_LIMITED_MESSAGE],
    [refusal(502, undefined), UNAVAILABLE_MESSAGE],
    [refusal(503, undefined), UNAVAILABLE_MESSAGE],
    [refusal(413, undefined), TOO_LARGE_MESSAGE],
    [refusal(500, undefined, "Internal Server Error"), FALLBACK],
    [refusal(404, "NOT_FOUND", "Not Found"), FALLBACK],
    [refusal(400, "SOMETHING_NEW", "Something went wrong"), FALLBACK],
    // A code that is a property of every object is still unknown.
    [refusal(400, "constructor", "x"), FALLBACK],
  ])("%j -> %s", (error, expected) => {
    expect(authErrorMessage(error, FALLBACK)).toBe(expected);
  });
});

describe("the register wizard after a refusal", () => {
  it.each([
    ["INVALID_EMAIL", "email"],
    ["PASSWORD_TOO_SHORT", "password"],
    ["PASSWORD_TOO_LONG", "password"],
    ["INVALID_PASSWORD", "password"],
    ["COMMON_PASSWORD", "password"],
    ["INVALID_FIELD", null],
    ["FAILED_TO_CREATE_USER", null],
    [undefined, null],
  ])("%s goes back to %s", (code, expected) => {
    expect(fieldOfAuthError(code)).toBe(expected);
  });

  it.each([
    ["user_already_exists", true],
    ["USER_ALREADY_EXISTS", true],
    ["USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", true],
    ["INVALID_EMAIL", false],
    [undefined, false],
  ])("%s is an account already taken: %s", (code, expected) => {
    expect(isUserExistsCode(code)).toBe(expected);
  });

  it.each([
    ["MAIL_NOT_SENT", true],
    ["SERVER_BUSY", false],
    [undefined, false],
  ])("%s is an account made without its confirmation mail: %s", (code, expected) => {
    expect(isMailNotSentCode(code)).toBe(expected);
  });
});
