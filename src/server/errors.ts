export type AppErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHENTICATED"
  | "PAYMENT_REQUIRED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "GONE"
  | "PAYLOAD_TOO_LARGE"
  | "RATE_LIMITED"
  | "UNAVAILABLE";

/**
 * Use-cases throw this with the Spanish message the user should read and a code that says what kind of
 * refusal it is; the HTTP layer maps the code to a status (http/error-answer.ts).
 */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** When the client may try again (a retry-after header), where the error is temporary. */
    readonly retryAfterSeconds?: number,
    /** The failure behind a refusal of ours, for the log; the user reads only `message`. */
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
