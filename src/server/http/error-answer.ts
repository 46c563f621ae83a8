import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError, type AppErrorCode } from "../errors";
import type { Logger } from "../logger";
import { DISK_FULL_MESSAGE, isDiskFull } from "../storage-errors";
import { redactPath } from "./redact-path";
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from "./unavailable";

const UNEXPECTED_MESSAGE = "Error al procesar la solicitud";

/**
 * Hono's own refusals, made before a route's code runs: a cross-site request (its CSRF check), and a body
 * the route's validator cannot read (not JSON, or not declared as JSON).
 */
const HONO_REFUSALS: Partial<Record<number, string>> = {
  400: "La solicitud no es un JSON válido.",
  403: "Origen no permitido",
  415: "La solicitud debe enviarse como JSON (Content-Type: application/json).",
};

const STATUS: Record<AppErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

/** The HTTP status of a refusal of ours: the one place codes become statuses. */
export const statusOf = (code: AppErrorCode): ContentfulStatusCode => STATUS[code];

/** What the app answers for an error: its status, the Spanish message and, if temporary, when to retry. */
export type ErrorAnswer = { status: ContentfulStatusCode; error: string; retryAfterSeconds?: number };

/**
 * The one mapping from errors to answers, for the app's error handler. Only what is not the client's
 * doing is logged.
 */
export function errorAnswerOf(err: Error, path: string, logger: Logger): ErrorAnswer {
  if (err instanceof AppError) {
    if (err.cause) logger.error({ err: err.cause, path: redactPath(path) }, err.message);
    return { status: statusOf(err.code), error: err.message, retryAfterSeconds: err.retryAfterSeconds };
  }
  if (isDatabaseUnavailable(err)) {
    logger.warn({ path: redactPath(path), code: (err as { code?: string }).code }, "database unavailable");
    return { status: 503, error: UNAVAILABLE_MESSAGE, retryAfterSeconds: 5 };
  }
  if (isDiskFull(err)) {
    // Said to the operator in words, where a 'could not extend file' deep in a cause would go unread.
    logger.error({ err, path: redactPath(path) }, "disk full: the request could not be saved");
    return { status: 503, error: DISK_FULL_MESSAGE, retryAfterSeconds: 60 };
  }
  if (err instanceof HTTPException) {
    const refusal = HONO_REFUSALS[err.status];
    if (refusal) return { status: err.status, error: refusal };
  }
  logger.error({ err, path: redactPath(path) }, "unhandled error");
  return { status: 500, error: UNEXPECTED_MESSAGE };
}
