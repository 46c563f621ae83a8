import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorCode, TApiError } from "#domain/contract/api-v1";
import { AppError, apiCodeOf } from "../errors";
import type { Logger } from "../logger";
import type { AppEnv } from "./context";
import { errorAnswerOf } from "./error-answer";

// /api/v1's refusals (decision 082): one JSON shape, { error: { code, message } }, whatever refused the
// request (a service, a validator, a middleware of the app's), so a client switches on `code` alone.

/** Where the versioned API is mounted (app.ts). */
export const API_V1_PATH = "/api/v1";

export const isApiV1Path = (path: string): boolean =>
  path === API_V1_PATH || path.startsWith(`${API_V1_PATH}/`);

/** A refusal only /api/v1 makes, with a code no AppErrorCode names (or a status none maps to). */
export class ApiRefusal extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Refusals made before our code runs (Hono's own: CSRF, a body that is not JSON), by status. */
const CODE_OF_STATUS: Partial<Record<number, ApiErrorCode>> = {
  400: "invalid_request",
  403: "forbidden",
  413: "payload_too_large",
  415: "unsupported_media_type",
  503: "unavailable",
};

/** The app's error handler for /api/v1: the browser's mapping (statuses, logging), in the API's shape. */
export function answerApiV1Error(err: Error, c: Context<AppEnv>, logger: Logger): Response {
  if (err instanceof ApiRefusal) {
    if (err.retryAfterSeconds) c.header("retry-after", String(err.retryAfterSeconds));
    return c.json({ error: { code: err.code, message: err.message } } satisfies TApiError, err.status);
  }
  const { status, error, retryAfterSeconds } = errorAnswerOf(err, c.req.path, logger);
  if (retryAfterSeconds) c.header("retry-after", String(retryAfterSeconds));
  const code = err instanceof AppError ? apiCodeOf(err.code) : (CODE_OF_STATUS[status] ?? "internal_error");
  return c.json({ error: { code, message: error } } satisfies TApiError, status);
}
