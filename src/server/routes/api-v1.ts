import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import {
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_MESSAGE,
  type TApiLot,
  type TApiRepeatReport,
  type TApiReportState,
  ZApiCreateLot,
  ZApiCreateReport,
  ZApiError,
  ZApiLot,
  ZApiRepeatReport,
  ZApiReportList,
  ZApiReportState,
  ZApiReportsQuery,
  ZApiReportWait,
} from "#domain/contract/api-v1";
import { LOT_NOT_FOUND_MESSAGE, ZLotId } from "#domain/contract/lots";
import { ZReportId } from "#domain/contract/reports";
import { LOT_MAX_ROWS } from "#domain/lot/lot-input";
import { TOO_MANY_LOTS_MESSAGE } from "#domain/lot/lot-limits";
import { PLATE_FORMAT_MESSAGE } from "#domain/plate";
import { PROVIDER_DOWN_MESSAGE } from "#domain/provider/breaker";
import { LIST_CURSOR_MESSAGE } from "#domain/report/list-cursor";
import { REPEAT_REPORT_CODE, repeatReportText } from "#domain/report/repeat";
import { REPORT_EMPTY_MESSAGE } from "#domain/report/texts";
import { failureCodeOf } from "../errors";
import { API_KEY } from "../http/api-responses";
import { apiRouter } from "../http/api-router";
import { ApiRefusal } from "../http/api-v1-errors";
import { bearerToken } from "../http/bearer-token";
import { BODY_TOO_LARGE_MESSAGE } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import { chargeBudget, RATE_LIMITED_MESSAGE } from "../rate-limits";
import { authenticateApiKey, INVALID_API_KEY_MESSAGE } from "../services/api/authenticate-api-key";
import { answerOnce, fingerprintOf, type KeptAnswer } from "../services/api/idempotency";
import { createLot } from "../services/lots/create-lot";
import { getLot } from "../services/lots/get-lot";
import { listReports } from "../services/reports/list-reports";
import { queueReport, TOO_MANY_QUEUED_MESSAGE } from "../services/reports/queue-report";
import type { ReportDeps } from "../services/reports/report-deps";
import { followReport, type ReportState, reportState } from "../services/reports/report-state";

// /api/v1 (issue 31, decisions 082-083): what a dealer's own systems call with an API key. The same
// services as the dashboard's routes, acting as the key's organisation; a cookie is never read here.

export const MISSING_API_KEY_MESSAGE =
  "Falta la clave de API: envíala en el encabezado Authorization: Bearer <clave>.";
export const IDEMPOTENCY_REUSED_MESSAGE =
  "Esta Idempotency-Key ya se usó con otra solicitud. Usa una clave nueva para cada operación.";
export const IDEMPOTENCY_IN_PROGRESS_MESSAGE =
  "La primera solicitud con esta Idempotency-Key aún está en curso. Reintenta en un momento.";

/** The key's budget this minute, on every answer counted against it: success and refusal alike. */
const rateLimitHeaders = z.object({
  "ratelimit-limit": z.string().meta({ description: "Requests the key may send per minute" }),
  "ratelimit-remaining": z.string().meta({ description: "Requests left in this minute" }),
  "ratelimit-reset": z.string().meta({ description: "Seconds until the minute's window resets" }),
});

const retryAfter = z.string().meta({ description: "Seconds until it may be asked again" });

/** The API's error shape, for a refusal made before any key is counted: none, a bad one, too big a body. */
const refusedUncounted = (description: string) => ({
  description,
  content: { "application/json": { schema: ZApiError } },
});

/** A refusal of /api/v1, described by what it means, in the API's shape; the key's budget with it. */
const refused = (description: string) => ({ ...refusedUncounted(description), headers: rateLimitHeaders });

/** A refusal for a while: it says when to ask again. */
const retryLater = (description: string) => ({
  ...refused(description),
  headers: rateLimitHeaders.extend({ "retry-after": retryAfter }),
});

/** A POST's 202: where to follow what it accepted, and whether this is a retry's kept answer. */
const acceptedHeaders = (follow: string) =>
  rateLimitHeaders.extend({
    location: z.string().meta({ description: follow }),
    "idempotent-replayed": z
      .literal("true")
      .optional()
      .meta({ description: "The first answer to this Idempotency-Key, kept and answered again" }),
  });

/** Every route's refusals: no key or a bad one, too many requests. */
const always = {
  401: refusedUncounted(
    `'missing_api_key' (${MISSING_API_KEY_MESSAGE}) or 'invalid_api_key' (${INVALID_API_KEY_MESSAGE}): ` +
      "unknown, revoked, or its creator no longer in the automotora",
  ),
  429: retryLater(`'rate_limited': the key's requests this minute are spent (${RATE_LIMITED_MESSAGE})`),
};

/** Every POST's refusals of its Idempotency-Key, and of a body over 64 KB. */
const postRefusals = {
  // A declared length over the limit is refused before the key is read.
  413: refusedUncounted(`'payload_too_large': ${BODY_TOO_LARGE_MESSAGE} (64 KB at most)`),
  409: retryLater(`'idempotency_in_progress': ${IDEMPOTENCY_IN_PROGRESS_MESSAGE}`),
  422: refused(`'idempotency_key_reused': ${IDEMPOTENCY_REUSED_MESSAGE}`),
};

const idempotencyHeader = z.object({
  "idempotency-key": z
    .string()
    .optional()
    .meta({
      description:
        `Up to ${IDEMPOTENCY_KEY_MAX} printable ASCII characters, unique per operation (a UUID). A retry ` +
        "with the same key and body within 24 hours answers the first answer (header Idempotent-Replayed: " +
        "true) and spends nothing twice; the same key with another body is refused 422. Only success is " +
        "kept: a refused request may be sent again with its key",
    }),
});

const EXAMPLE_ID = "0b6f0c3e-5d1a-4a53-9f5e-2a7c1d9e8b41";

const STATE_EXAMPLES = {
  queued: {
    summary: "Waiting its turn",
    value: { id: EXAMPLE_ID, status: "queued", position: 2, etaSeconds: 48 },
  },
  running: {
    summary: "Being made",
    value: {
      id: EXAMPLE_ID,
      status: "running",
      progress: {
        percent: 40,
        sources: [
          { source: "vehicle", state: "answered" },
          { source: "soap", state: "answered" },
          { source: "inspection", state: "waiting" },
        ],
      },
    },
  },
  done: {
    summary: "Made: the whole report (shortened here)",
    value: {
      id: EXAMPLE_ID,
      status: "done",
      report: {
        id: EXAMPLE_ID,
        plate: "BBCL10",
        accessCode: "K7Q2M9XA",
        reportCode: "PC-2026-000123",
        sharePath: "/reporte/K7Q2M9XA",
        isDemo: false,
        createdAt: "2026-11-26T14:03:11.000Z",
        revokedAt: null,
        shareExpiresAt: "2026-12-26T14:03:11.000Z",
        report: { plate: "BBCL10", score: 92, sections: { vehicle: { status: "found" } } },
      },
    },
  },
  failed: {
    summary: "No report: the credit was given back",
    value: {
      id: EXAMPLE_ID,
      status: "failed",
      error: { code: "no_vehicle_data", message: "No se encontraron datos para esta patente" },
    },
  },
};

const createReportRoute = createRoute({
  method: "post",
  path: "/reports",
  summary: "Ask for a vehicle report on the automotora's balance; answered at once (202)",
  description:
    "Holds one of the automotora's credits, spent when the report is saved and given back if none is made. " +
    "Follow it at GET /api/v1/reports/{id} (the Location header), with `wait` to be answered when it is made.",
  security: API_KEY,
  request: {
    headers: idempotencyHeader,
    body: {
      required: true,
      content: { "application/json": { schema: ZApiCreateReport, example: { plate: "BBCL10" } } },
    },
  },
  responses: {
    202: {
      description: "Accepted: where it stands now, read again at Location",
      headers: acceptedHeaders("GET /api/v1/reports/{id}"),
      content: {
        "application/json": { schema: ZApiReportState, example: STATE_EXAMPLES.queued.value },
      },
    },
    400: refused(`'invalid_request': ${PLATE_FORMAT_MESSAGE}, or a body that is no JSON object`),
    402: refused("'insufficient_credits': the automotora's balance is spent"),
    409: {
      description:
        `'${REPEAT_REPORT_CODE}': the automotora has a report of this plate from the last 24 hours (its id ` +
        "and when); nothing was spent or held. Send confirmRepeat: true to make a new one. Or " +
        `'idempotency_in_progress': ${IDEMPOTENCY_IN_PROGRESS_MESSAGE}`,
      headers: rateLimitHeaders.extend({
        "retry-after": retryAfter.optional().meta({ description: "With 'idempotency_in_progress' only" }),
      }),
      content: {
        "application/json": { schema: z.union([ZApiRepeatReport, ZApiError]) },
      },
    },
    415: refused("'unsupported_media_type': the body must be application/json"),
    413: postRefusals[413],
    422: postRefusals[422],
    401: always[401],
    429: retryLater(
      `'rate_limited': the key's requests this minute, ${TOO_MANY_QUEUED_MESSAGE}, or too many plates ` +
        "without data in 24 hours",
    ),
    503: refused(`'unavailable': ${PROVIDER_DOWN_MESSAGE}, or the provider's day has no room (nothing held)`),
  },
});

const stateRoute = createRoute({
  method: "get",
  path: "/reports/{id}",
  summary: "Where a report stands: queued, running, done (with the report) or failed (with why)",
  security: API_KEY,
  request: { params: z.object({ id: ZReportId }), query: ZApiReportWait },
  responses: {
    200: {
      description: "Where it stands",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: ZApiReportState, examples: STATE_EXAMPLES } },
    },
    400: refused("'invalid_request': a wait out of 0 to 30"),
    404: refused(`'not_found': ${REPORT_EMPTY_MESSAGE} (another automotora's is as unknown)`),
    ...always,
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/reports",
  summary: "The automotora's made reports, newest first, a page at a time (dashboard's and API's alike)",
  security: API_KEY,
  request: { query: ZApiReportsQuery },
  responses: {
    200: {
      description: "A page, and where the next starts",
      headers: rateLimitHeaders,
      content: {
        "application/json": {
          schema: ZApiReportList,
          example: {
            reports: [
              {
                id: EXAMPLE_ID,
                plate: "BBCL10",
                accessCode: "K7Q2M9XA",
                reportCode: "PC-2026-000123",
                sharePath: "/reporte/K7Q2M9XA",
                score: 92,
                headline: "Buen estado",
                color: "green",
                make: "Toyota",
                model: "Corolla",
                year: 2019,
                isDemo: false,
                createdAt: "2026-11-26T14:03:11.000Z",
                revokedAt: null,
                shareExpiresAt: "2026-12-26T14:03:11.000Z",
              },
            ],
            nextCursor: "MjAyNi0xMS0yNlQxNDowMzoxMS4wMDAwMDBafDBiNmYwYzNl",
          },
        },
      },
    },
    400: refused(`'invalid_request': ${LIST_CURSOR_MESSAGE}, or a limit out of 1 to 100`),
    ...always,
  },
});

/** A lot's row whose report is not made yet, as the example shows two of them. */
const rowNotMadeYet = (position: number, plate: string, status: "queued" | "running") => ({
  position,
  plate,
  rows: [position + 1],
  status,
  reportId: null,
  reportCode: null,
  sharePath: null,
  vehicle: null,
  score: null,
  verdict: null,
  tone: null,
  alerts: [],
  message: null,
});

const LOT_EXAMPLE = {
  id: EXAMPLE_ID,
  fileName: null,
  createdAt: "2026-11-26T14:03:11.000Z",
  createdBy: "Camila Rojas",
  plates: 2,
  counts: { queued: 1, running: 1, done: 0, noData: 0, failed: 0 },
  percent: 0,
  finished: false,
  etaSeconds: 40,
  creditsSpent: 0,
  creditsReturned: 0,
  input: { invalid: [{ row: 3, value: "XX99", reason: PLATE_FORMAT_MESSAGE }], duplicates: [] },
  rows: [rowNotMadeYet(0, "BBCL10", "running"), rowNotMadeYet(1, "RTVE20", "queued")],
};

const createLotRoute = createRoute({
  method: "post",
  path: "/lots",
  summary: `Send a lot of up to ${LOT_MAX_ROWS} plates: one report per distinct plate, on the balance`,
  description:
    "Invalid plates are listed in `input.invalid` (by their 1-based place in the list) and cost nothing; " +
    "a plate written twice is checked and charged once. Each distinct plate holds a purchased credit until " +
    "its report is saved or fails. Follow it at GET /api/v1/lots/{id}.",
  security: API_KEY,
  request: {
    headers: idempotencyHeader,
    body: {
      required: true,
      content: {
        "application/json": { schema: ZApiCreateLot, example: { plates: ["BBCL10", "RTVE20", "XX99"] } },
      },
    },
  },
  responses: {
    202: {
      description: "Accepted: the lot as it stands, read again at Location",
      headers: acceptedHeaders("GET /api/v1/lots/{id}"),
      content: { "application/json": { schema: ZApiLot, example: LOT_EXAMPLE } },
    },
    400: refused("'invalid_request': no plates, more than 500, or none of them valid"),
    402: refused("'insufficient_credits': how many reports the lot uses and how many the balance has"),
    409: postRefusals[409],
    415: refused("'unsupported_media_type': the body must be application/json"),
    413: postRefusals[413],
    422: postRefusals[422],
    401: always[401],
    429: retryLater(`'rate_limited': the key's requests this minute, or ${TOO_MANY_LOTS_MESSAGE}`),
    503: refused(`'unavailable': ${PROVIDER_DOWN_MESSAGE}, or the provider's day has no room for the lot`),
  },
});

const lotRoute = createRoute({
  method: "get",
  path: "/lots/{id}",
  summary: "One of the automotora's lots: every plate and what came of it",
  security: API_KEY,
  request: { params: z.object({ id: ZLotId }) },
  responses: {
    200: {
      description: "The lot as it stands now",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: ZApiLot, example: LOT_EXAMPLE } },
    },
    404: refused(`'not_found': ${LOT_NOT_FOUND_MESSAGE}`),
    ...always,
  },
});

/** Where a report stands, in the API's words: a failure's code is the API's. */
const apiState = (id: string, state: ReportState): TApiReportState =>
  state.status === "failed"
    ? { id, status: "failed", error: { code: failureCodeOf(state.errorCode), message: state.error } }
    : { id, ...state };

type ApiV1Deps = ReportDeps & { noDataPerDay: number; requestsPerMinute: number };

export function apiV1Routes(deps: ApiV1Deps) {
  const budget = { name: "api-v1-key", windowSeconds: 60, max: deps.requestsPerMinute };
  const router = apiRouter();

  // The key alone says who asks: a session cookie, if a client sends one, is never read.
  router.use(async (c, next) => {
    const token = bearerToken(c.req.header("authorization"));
    if (!token) {
      c.header("www-authenticate", 'Bearer realm="api"');
      throw new ApiRefusal(401, "missing_api_key", MISSING_API_KEY_MESSAGE);
    }
    try {
      c.set("actor", await authenticateApiKey(deps.db, token));
    } catch (err) {
      c.header("www-authenticate", 'Bearer realm="api", error="invalid_token"');
      throw err;
    }
    await next();
  });
  // Per key, counted in the database so every instance shares it; told on every answer, refusals included.
  router.use(async (c, next) => {
    const left = await chargeBudget(deps.db, budget, c.var.actor.apiKeyId ?? "");
    c.header("ratelimit-limit", String(left.limit));
    c.header("ratelimit-remaining", String(left.remaining));
    c.header("ratelimit-reset", String(left.resetSeconds));
    if (!left.allowed) throw new ApiRefusal(429, "rate_limited", RATE_LIMITED_MESSAGE, left.resetSeconds);
    await next();
  });

  return router
    .openapi({ ...createReportRoute, middleware: [idempotencyKeyChecked] }, async (c) => {
      const { actor } = c.var;
      const input = c.req.valid("json");
      const { answer, replayed } = await once(c, deps, async (clientRequestId) => {
        const queued = await queueReport(deps, { actor, ...input, clientRequestId });
        if ("earlier" in queued) {
          const { earlier, plate } = queued;
          const message = repeatReportText(plate, earlier.createdAt);
          const body: TApiRepeatReport = { error: { code: REPEAT_REPORT_CODE, message, earlier } };
          return { status: 409, body };
        }
        const id = "report" in queued ? queued.report.id : queued.requestId;
        return { status: 202, body: apiState(id, await reportState(deps, actor, id)) };
      });
      if (answer.status === 409) return c.json(answer.body as TApiRepeatReport, 409);
      const state = answer.body as TApiReportState;
      c.header("location", `/api/v1/reports/${state.id}`);
      if (replayed) c.header("idempotent-replayed", "true");
      return c.json(state, 202);
    })
    .openapi(stateRoute, async (c) => {
      const { id } = c.req.valid("param");
      const { wait } = c.req.valid("query");
      const state = wait
        ? await followReport(deps, c.var.actor, id, { timeoutMs: wait * 1000, signal: deps.jobs.stopped })
        : await reportState(deps, c.var.actor, id);
      return c.json(apiState(id, state), 200);
    })
    .openapi(listRoute, async (c) => {
      const query = { ...c.req.valid("query"), counts: false };
      const { reports, nextCursor } = await listReports(deps.db, c.var.actor.account, query);
      return c.json({ reports, nextCursor }, 200);
    })
    .openapi({ ...createLotRoute, middleware: [idempotencyKeyChecked] }, async (c) => {
      const { actor } = c.var;
      const { plates } = c.req.valid("json");
      const { answer, replayed } = await once(c, deps, async (clientRequestId) => {
        const { id } = await createLot(deps, actor, { plates, clientRequestId });
        return { status: 202, body: await getLot(deps, actor, id) };
      });
      const lot = answer.body as TApiLot;
      c.header("location", `/api/v1/lots/${lot.id}`);
      if (replayed) c.header("idempotent-replayed", "true");
      return c.json(lot, 202);
    })
    .openapi(lotRoute, async (c) => c.json(await getLot(deps, c.var.actor, c.req.valid("param").id), 200));
}

/** The Idempotency-Key header, if sent, checked before the body is: its length first, then its characters. */
const idempotencyKeyChecked = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header("idempotency-key");
  if (
    key !== undefined &&
    (key.length < 1 || key.length > IDEMPOTENCY_KEY_MAX || !/^[\x20-\x7e]+$/.test(key))
  )
    throw new ApiRefusal(400, "invalid_request", IDEMPOTENCY_KEY_MESSAGE);
  await next();
});

/**
 * Runs a POST once per Idempotency-Key (decision 083), or simply runs it without one. `run` gets the id
 * the services recognise a retried request by.
 */
async function once(
  c: Context<AppEnv>,
  deps: { db: ApiV1Deps["db"] },
  run: (clientRequestId?: string) => Promise<KeptAnswer>,
): Promise<{ answer: KeptAnswer; replayed: boolean }> {
  const key = c.req.header("idempotency-key");
  const { apiKeyId } = c.var.actor;
  if (key === undefined || !apiKeyId) return { answer: await run(), replayed: false };
  // The body as sent: the validator has read it already, and Hono keeps its text.
  const fingerprint = fingerprintOf(c.req.method, c.req.path, await c.req.text());
  const outcome = await answerOnce(deps.db, { apiKeyId, key, fingerprint }, run);
  if (outcome.kind === "reused")
    throw new ApiRefusal(422, "idempotency_key_reused", IDEMPOTENCY_REUSED_MESSAGE);
  if (outcome.kind === "in_progress")
    throw new ApiRefusal(409, "idempotency_in_progress", IDEMPOTENCY_IN_PROGRESS_MESSAGE, 1);
  return outcome;
}
