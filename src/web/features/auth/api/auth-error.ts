/** What better-auth's client returns, instead of throwing, when the server refuses a call. */
type TBetterAuthError = { status: number; code?: string | undefined; message?: string | undefined };

export const RATE_LIMITED_MESSAGE = "Demasiados intentos. Espera un momento e inténtalo de nuevo.";

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

// Refusals of our own server hooks (src/server/auth.ts), which say in Spanish more than "wait".
const OWN_LIMITS = new Set(["TOO_MANY_SIGNUPS"]);

/** Each form words its own failures; the rate limiter's answer reads the same on all of them. */
export const authFormError = (error: TBetterAuthError, message: string): AuthFormError =>
  new AuthFormError(
    error.status === 429 && !OWN_LIMITS.has(error.code ?? "") ? RATE_LIMITED_MESSAGE : message,
    error.code,
  );

export const messageOf = (error: unknown, unexpected: string): string =>
  error instanceof AuthFormError ? error.message : unexpected;
