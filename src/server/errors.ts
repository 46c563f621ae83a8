import type { ContentfulStatusCode } from "hono/utils/http-status";

export type AppErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHENTICATED"
  | "PAYMENT_REQUIRED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "GONE"
  | "PAYLOAD_TOO_LARGE"
  | "RATE_LIMITED"
  | "UNAVAILABLE";

const STATUS: Record<AppErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

/** Use-cases throw this with the Spanish message the user should read; the app maps it to a status. */
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
  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }
}
