import { EMAIL_MESSAGE, PASSWORD_MESSAGE, PASSWORD_TOO_LONG_MESSAGE } from "#domain/forms/fields";
import { statusMessage } from "#web/lib/status-message";

/** What better-auth's client returns, instead of throwing, when the server refuses a call. */
export type TBetterAuthError = { status: number; code?: string | undefined; message?: string | undefined };

export const RATE_LIMITED_MESSAGE = "Demasiados intentos. Espera un momento e inténtalo de nuevo.";
export const WRONG_CREDENTIALS_MESSAGE = "Correo electrónico o contraseña incorrectos";
export const INVALID_LINK_MESSAGE = "Enlace de recuperación inválido o expirado";
export const USER_EXISTS_MESSAGE = "Ya existe una cuenta registrada con este correo electrónico";
export const ACCOUNT_NOT_CREATED_MESSAGE = "No se pudo crear el usuario";
export const EMAIL_NOT_VERIFIED_MESSAGE = "Confirma tu correo electrónico antes de iniciar sesión.";
export const SESSION_FAILED_MESSAGE = "No se pudo iniciar la sesión. Inténtalo de nuevo.";
export const UNTRUSTED_REQUEST_MESSAGE =
  "No pudimos verificar el origen de la solicitud. Recarga la página e inténtalo de nuevo.";
export const CHECK_INPUT_MESSAGE = "Revisa los datos ingresados e inténtalo de nuevo.";
export const AUTH_UNAVAILABLE_MESSAGE = "Este servicio no está disponible en este momento.";
export const SESSION_ENDED_MESSAGE = "Tu sesión terminó. Inicia sesión de nuevo.";
export const WRONG_CURRENT_PASSWORD_MESSAGE = "La contraseña actual no es correcta";
export const NO_PASSWORD_SET_MESSAGE =
  "Tu cuenta aún no tiene contraseña: créala con '¿Olvidaste tu contraseña?' en la página de inicio de sesión.";
const MAIL_NOT_SENT_CODE = "MAIL_NOT_SENT";

// Our server's sign-up hook says 'user_already_exists' (src/server/auth.ts); better-auth has two of its own.
const USER_EXISTS_CODES = [
  "user_already_exists",
  "USER_ALREADY_EXISTS",
  "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
];

/**
 * better-auth's codes that login, register, forgot-password and reset-password can receive
 * (@better-auth/core BASE_ERROR_CODES and the email-and-password routes' own), each in Spanish. Its
 * messages are English, so none is ever shown as it came.
 */
const MESSAGES = new Map<string, string>([
  ["INVALID_EMAIL", EMAIL_MESSAGE],
  ["INVALID_EMAIL_OR_PASSWORD", WRONG_CREDENTIALS_MESSAGE],
  ["INVALID_PASSWORD", PASSWORD_MESSAGE],
  ["PASSWORD_TOO_SHORT", PASSWORD_MESSAGE],
  ["PASSWORD_TOO_LONG", PASSWORD_TOO_LONG_MESSAGE],
  ...USER_EXISTS_CODES.map((code): [string, string] => [code, USER_EXISTS_MESSAGE]),
  // A reset link whose token is unknown, used or expired, or whose account was deleted since.
  ["INVALID_TOKEN", INVALID_LINK_MESSAGE],
  ["TOKEN_EXPIRED", INVALID_LINK_MESSAGE],
  ["USER_NOT_FOUND", INVALID_LINK_MESSAGE],
  ["CREDENTIAL_ACCOUNT_NOT_FOUND", INVALID_LINK_MESSAGE],
  ["EMAIL_NOT_VERIFIED", EMAIL_NOT_VERIFIED_MESSAGE],
  ["FAILED_TO_CREATE_USER", ACCOUNT_NOT_CREATED_MESSAGE],
  ["FAILED_TO_CREATE_SESSION", SESSION_FAILED_MESSAGE],
  ["FAILED_TO_GET_SESSION", SESSION_FAILED_MESSAGE],
  ["FAILED_TO_CREATE_VERIFICATION", "No se pudo generar el enlace. Inténtalo de nuevo."],
  // The request did not come from our own pages as the browser sent them (origin and CSRF checks).
  ["MISSING_OR_NULL_ORIGIN", UNTRUSTED_REQUEST_MESSAGE],
  ["INVALID_ORIGIN", UNTRUSTED_REQUEST_MESSAGE],
  ["CROSS_SITE_NAVIGATION_LOGIN_BLOCKED", UNTRUSTED_REQUEST_MESSAGE],
  ["INVALID_CALLBACK_URL", UNTRUSTED_REQUEST_MESSAGE],
  ["INVALID_REDIRECT_URL", UNTRUSTED_REQUEST_MESSAGE],
  ["INVALID_ERROR_CALLBACK_URL", UNTRUSTED_REQUEST_MESSAGE],
  ["INVALID_NEW_USER_CALLBACK_URL", UNTRUSTED_REQUEST_MESSAGE],
  ["CALLBACK_URL_REQUIRED", UNTRUSTED_REQUEST_MESSAGE],
  ["MISSING_FIELD", CHECK_INPUT_MESSAGE],
  ["FIELD_NOT_ALLOWED", CHECK_INPUT_MESSAGE],
  ["BODY_MUST_BE_AN_OBJECT", CHECK_INPUT_MESSAGE],
  ["VALIDATION_ERROR", CHECK_INPUT_MESSAGE],
  ["EMAIL_PASSWORD_DISABLED", AUTH_UNAVAILABLE_MESSAGE],
  ["EMAIL_PASSWORD_SIGN_UP_DISABLED", AUTH_UNAVAILABLE_MESSAGE],
  ["RESET_PASSWORD_DISABLED", AUTH_UNAVAILABLE_MESSAGE],
  // A call that needs a session arrived without one (change-password after signing out in another tab).
  ["UNAUTHORIZED", SESSION_ENDED_MESSAGE],
]);

/**
 * Codes that mean something else on the change-password form (better-auth's changePassword): the password
 * it finds wrong is the current one, and a missing credential is an account without a password.
 */
export const CHANGE_PASSWORD_MESSAGES: ReadonlyMap<string, string> = new Map([
  ["INVALID_PASSWORD", WRONG_CURRENT_PASSWORD_MESSAGE],
  ["CREDENTIAL_ACCOUNT_NOT_FOUND", NO_PASSWORD_SET_MESSAGE],
]);

/**
 * Refusals of our own server hooks (src/server/auth.ts), whose messages are Spanish and say more than a
 * table could: which field is wrong, why the password is refused, when to try again.
 */
const OWN_CODES = new Set([
  "INVALID_FIELD",
  "COMMON_PASSWORD",
  "TOO_MANY_SIGNUPS",
  // A sign-in backing off says how long to wait (src/server/sign-in-guard.ts); a 503 while passwords
  // queue up says to try again in seconds (src/server/password-hashing.ts).
  "TOO_MANY_SIGN_IN_ATTEMPTS",
  "SERVER_BUSY",
  // A mail the request needed could not be sent, and what to do about it (src/server/auth-mail.ts).
  MAIL_NOT_SENT_CODE,
]);

/**
 * The Spanish message for a refusal of better-auth: our hooks' own words, else the form's own meaning of
 * the code (`formMessages`), else the table's, else what the status says (rate limit, proxy down), else
 * the form's own `fallback`.
 */
export function authErrorMessage(
  error: TBetterAuthError,
  fallback: string,
  formMessages?: ReadonlyMap<string, string>,
): string {
  const code = error.code ?? "";
  const { message } = error;
  if (OWN_CODES.has(code) && message) return message;
  const known = formMessages?.get(code) ?? MESSAGES.get(code);
  if (known) return known;
  if (error.status === 429) return RATE_LIMITED_MESSAGE;
  return statusMessage(error.status) ?? fallback;
}

/** Whether a sign-up made the account but could not mail its confirmation link (decision 058). */
export const isMailNotSentCode = (code: string | undefined): boolean => code === MAIL_NOT_SENT_CODE;

/** Whether a sign-up was refused because the e-mail already has an account. */
export const isUserExistsCode = (code: string | undefined): boolean => USER_EXISTS_CODES.includes(code ?? "");

const PASSWORD_CODES = new Set([
  "INVALID_PASSWORD",
  "PASSWORD_TOO_SHORT",
  "PASSWORD_TOO_LONG",
  "COMMON_PASSWORD",
]);

/** The register wizard's step to fix after a refusal; null when no one field is to blame. */
export function fieldOfAuthError(code: string | undefined): "email" | "password" | null {
  if (code === "INVALID_EMAIL") return "email";
  return PASSWORD_CODES.has(code ?? "") ? "password" : null;
}

/** A refusal the server explained; anything else an auth call throws is unexpected. */
export class AuthFormError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = "AuthFormError";
  }
}

/** Each form words its own fallback; see authErrorMessage for what comes first. */
export const authFormError = (
  error: TBetterAuthError,
  fallback: string,
  formMessages?: ReadonlyMap<string, string>,
): AuthFormError => new AuthFormError(authErrorMessage(error, fallback, formMessages), error.code);

export const messageOf = (error: unknown, unexpected: string): string =>
  error instanceof AuthFormError ? error.message : unexpected;
