import type { ApiErrorCode } from "#domain/contract/api-v1";

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

/** The stable code a dealer's systems read for each kind of refusal of ours (decision 082). */
const API_CODE_OF: Record<AppErrorCode, ApiErrorCode> = {
  BAD_REQUEST: "invalid_request",
  UNAUTHENTICATED: "invalid_api_key",
  PAYMENT_REQUIRED: "insufficient_credits",
  FORBIDDEN: "forbidden",
  NOT_FOUND: "not_found",
  CONFLICT: "conflict",
  GONE: "gone",
  PAYLOAD_TOO_LARGE: "payload_too_large",
  RATE_LIMITED: "rate_limited",
  UNAVAILABLE: "unavailable",
};

/** The code /api/v1 answers a refusal of ours with. */
export const apiCodeOf = (code: AppErrorCode): ApiErrorCode => API_CODE_OF[code];

/**
 * Why a report was not made, in the API's codes: GET /api/v1/reports/{id} and the webhooks' report.failed
 * tell the same failure by the same code. A plate without data says so.
 */
export const failureCodeOf = (code: AppErrorCode): ApiErrorCode =>
  code === "NOT_FOUND" ? "no_vehicle_data" : apiCodeOf(code);
