import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import {
  API_WAIT_MAX_SECONDS,
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
import { MY_REPORTS_PAGE_MAX, ZReportId } from "#domain/contract/reports";
import { LOT_MAX_ROWS } from "#domain/lot/lot-input";
import { TOO_MANY_LOTS_MESSAGE } from "#domain/lot/lot-limits";
import { PLATE_FORMAT_MESSAGE } from "#domain/plate";
import { PROVIDER_DOWN_MESSAGE } from "#domain/provider/breaker";
import { LIST_CURSOR_MESSAGE } from "#domain/report/list-cursor";
import { REPEAT_REPORT_CODE, repeatReportText } from "#domain/report/repeat";
import { REPORT_EMPTY_MESSAGE } from "#domain/report/texts";
import { AppError, failureCodeOf } from "../errors";
import { API_KEY } from "../http/api-responses";
import { apiRouter } from "../http/api-router";
import { ApiRefusal } from "../http/api-v1-errors";
import { bearerToken } from "../http/bearer-token";
import { BODY_TOO_LARGE_MESSAGE } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import { chargeBudget, RATE_LIMITED_MESSAGE } from "../rate-limits";
import { authenticateApiKey, INVALID_API_KEY_MESSAGE } from "../services/api/authenticate-api-key";
import { answerOnce, fingerprintOf, type KeptAnswer } from "../services/api/idempotency";
import {
  UNKNOWN_API_KEYS,
  UNKNOWN_API_KEYS_MESSAGE,
  unknownKeyLimit,
} from "../services/api/unknown-key-limit";
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
  "ratelimit-limit": z.string().meta({ description: "Solicitudes que la clave puede enviar por minuto" }),
  "ratelimit-remaining": z
    .string()
    .meta({ description: "Solicitudes que le quedan a la clave en este minuto" }),
  "ratelimit-reset": z.string().meta({ description: "Segundos que faltan para que el minuto se reinicie" }),
});

const retryAfter = z
  .string()
  .meta({ description: "Segundos que debes esperar antes de volver a intentarlo" });

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
    location: z.string().meta({ description: `Dónde seguirlo: ${follow}` }),
    "idempotent-replayed": z.literal("true").optional().meta({
      description:
        "Solo en un reintento: es la respuesta guardada de la primera solicitud con esta Idempotency-Key",
    }),
  });

/** A message the API answers, quoted in a description: Markdown, where `<clave>` would be taken for a tag. */
const said = (message: string) => `«${message.replaceAll("<", "&lt;")}»`;

/** How every 429 of /api/v1 opens: the key's minute is spent (a route may add its own reasons). */
const RATE_LIMITED_SPENT = "la clave ya usó todas sus solicitudes de este minuto";

/** Every route's refusals: no key or a bad one, too many requests. */
const always = {
  401: refusedUncounted(
    `'missing_api_key' (${said(MISSING_API_KEY_MESSAGE)}) o 'invalid_api_key' (${said(INVALID_API_KEY_MESSAGE)}): ` +
      "la clave no existe, fue revocada o quien la creó ya no está en la automotora",
  ),
  429: retryLater(`'rate_limited': ${RATE_LIMITED_SPENT} (${said(RATE_LIMITED_MESSAGE)})`),
};

/** Every POST's refusals of its Idempotency-Key, and of a body that is not JSON or over 64 KB. */
const postRefusals = {
  // A declared length over the limit is refused before the key is read.
  413: refusedUncounted(`'payload_too_large': ${BODY_TOO_LARGE_MESSAGE} (64 KB como máximo)`),
  415: refused("'unsupported_media_type': el cuerpo debe ser application/json"),
  409: retryLater(`'idempotency_in_progress': ${IDEMPOTENCY_IN_PROGRESS_MESSAGE}`),
  422: refused(`'idempotency_key_reused': ${IDEMPOTENCY_REUSED_MESSAGE}`),
};

const idempotencyHeader = z.object({
  "idempotency-key": z
    .string()
    .optional()
    .meta({
      description:
        `Hasta ${IDEMPOTENCY_KEY_MAX} caracteres ASCII imprimibles, distinta para cada operación (un ` +
        "UUID). Un reintento con la misma Idempotency-Key y el mismo cuerpo dentro de 24 horas recibe la " +
        "primera respuesta (con el encabezado Idempotent-Replayed: true) y no descuenta nada dos veces; con " +
        "otro cuerpo se rechaza con 422. Solo se guardan las respuestas exitosas: una solicitud rechazada " +
        "puede enviarse de nuevo con la misma Idempotency-Key",
    }),
});

const EXAMPLE_ID = "0b6f0c3e-5d1a-4a53-9f5e-2a7c1d9e8b41";

const STATE_EXAMPLES = {
  queued: {
    summary: "En cola, esperando su turno",
    value: { id: EXAMPLE_ID, status: "queued", position: 2, etaSeconds: 48 },
  },
  running: {
    summary: "En curso: consultando las fuentes",
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
    summary: "Listo: el informe completo (aquí abreviado)",
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
        report: {
          plate: "BBCL10",
          score: 92,
          verdict: { tone: "green", headline: "Excelente estado" },
          recommendation: "Vehículo recomendable: sus antecedentes no muestran problemas relevantes.",
          sections: { vehicle: { status: "found" } },
        },
      },
    },
  },
  failed: {
    summary: "Fallido: sin informe, no se descontó del saldo",
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
  summary: "Pide el informe de un vehículo con el saldo de la automotora; responde de inmediato (202)",
  description:
    "Reserva un informe del saldo de la automotora: se descuenta cuando el informe queda guardado y vuelve " +
    "al saldo si no se pudo hacer. Síguelo en GET /api/v1/reports/{id} (el encabezado Location), con `wait` " +
    "para recibir la respuesta en cuanto esté listo.",
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
      description: "Aceptado: su estado actual; vuelve a consultarlo en Location",
      headers: acceptedHeaders("GET /api/v1/reports/{id}"),
      content: {
        "application/json": { schema: ZApiReportState, example: STATE_EXAMPLES.queued.value },
      },
    },
    400: refused(
      `'invalid_request': la patente no es válida (${said(PLATE_FORMAT_MESSAGE)}) o el cuerpo no es un objeto JSON`,
    ),
    402: refused(
      // Said in words: the reference draws each answer as a button, and a link inside one is a control
      // inside a control.
      "'insufficient_credits': al saldo de la automotora no le quedan informes; el mensaje da la dirección " +
        "de los packs flota (Paquetes, pestaña Automotoras), donde un administrador compra más",
    ),
    409: {
      description:
        `'${REPEAT_REPORT_CODE}': la automotora ya tiene un informe de esta patente de las últimas 24 horas ` +
        "(su id y cuándo se hizo); no se descontó ni reservó nada. Envía confirmRepeat: true para hacer uno " +
        `nuevo. O 'idempotency_in_progress': ${IDEMPOTENCY_IN_PROGRESS_MESSAGE}`,
      headers: rateLimitHeaders.extend({
        "retry-after": retryAfter.optional().meta({ description: "Solo con 'idempotency_in_progress'" }),
      }),
      content: {
        "application/json": { schema: z.union([ZApiRepeatReport, ZApiError]) },
      },
    },
    415: postRefusals[415],
    413: postRefusals[413],
    422: postRefusals[422],
    401: always[401],
    429: retryLater(
      `'rate_limited': ${RATE_LIMITED_SPENT}, la automotora tiene demasiados informes en cola ` +
        `(${said(TOO_MANY_QUEUED_MESSAGE)}) o pidió demasiadas patentes sin datos en 24 horas`,
    ),
    503: refused(
      `'unavailable': el proveedor de datos no responde (${said(PROVIDER_DOWN_MESSAGE)}) o se le acabó el cupo ` +
        "de hoy (no se reservó nada)",
    ),
  },
});

const stateRoute = createRoute({
  method: "get",
  path: "/reports/{id}",
  summary: "El estado de un informe: en cola, en curso, listo (con el informe) o fallido (con el motivo)",
  security: API_KEY,
  request: { params: z.object({ id: ZReportId }), query: ZApiReportWait },
  responses: {
    200: {
      description: "Su estado actual",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: ZApiReportState, examples: STATE_EXAMPLES } },
    },
    400: refused(`'invalid_request': \`wait\` no es un número entero de 0 a ${API_WAIT_MAX_SECONDS}`),
    404: refused(`'not_found': ${REPORT_EMPTY_MESSAGE} (también si es de otra automotora)`),
    ...always,
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/reports",
  summary:
    "Los informes ya hechos de la automotora, del más nuevo al más antiguo, por páginas (los del panel y los de la API)",
  security: API_KEY,
  request: { query: ZApiReportsQuery },
  responses: {
    200: {
      description: "Una página, y dónde empieza la siguiente",
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
                verdict: { tone: "green", headline: "Excelente estado" },
                headline: "Excelente estado",
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
    400: refused(
      `'invalid_request': \`cursor\` no es válido (${said(LIST_CURSOR_MESSAGE)}) o \`limit\` no es un número ` +
        `entero de 1 a ${MY_REPORTS_PAGE_MAX}`,
    ),
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
  summary: `Envía un lote de hasta ${LOT_MAX_ROWS} patentes: un informe por patente distinta, con el saldo`,
  description:
    "Las patentes inválidas se listan en `input.invalid` (por su posición en la lista, contando desde 1) y " +
    "no cuestan nada; una patente escrita dos veces se consulta y se cobra una sola vez. Cada patente " +
    "distinta reserva un informe del saldo: se descuenta cuando su informe queda guardado y vuelve al saldo " +
    "si falla. Síguelo en GET /api/v1/lots/{id}.",
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
      description: "Aceptado: el lote en su estado actual; vuelve a consultarlo en Location",
      headers: acceptedHeaders("GET /api/v1/lots/{id}"),
      content: { "application/json": { schema: ZApiLot, example: LOT_EXAMPLE } },
    },
    400: refused(`'invalid_request': no vienen patentes, vienen más de ${LOT_MAX_ROWS} o ninguna es válida`),
    402: refused(
      "'insufficient_credits': el saldo no alcanza; el mensaje dice cuántos informes usa el lote y cuántos " +
        "quedan en el saldo",
    ),
    409: postRefusals[409],
    415: postRefusals[415],
    413: postRefusals[413],
    422: postRefusals[422],
    401: always[401],
    429: retryLater(
      `'rate_limited': ${RATE_LIMITED_SPENT} o la automotora tiene demasiados lotes en curso ` +
        `(${said(TOO_MANY_LOTS_MESSAGE)})`,
    ),
    503: refused(
      `'unavailable': el proveedor de datos no responde (${said(PROVIDER_DOWN_MESSAGE)}) o su cupo de hoy no ` +
        "alcanza para el lote",
    ),
  },
});

const lotRoute = createRoute({
  method: "get",
  path: "/lots/{id}",
  summary: "Un lote de la automotora: cada patente y su resultado",
  security: API_KEY,
  request: { params: z.object({ id: ZLotId }) },
  responses: {
    200: {
      description: "El lote en su estado actual",
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

type ApiV1Deps = ReportDeps & {
  noDataPerDay: number;
  requestsPerMinute: number;
  /** The site's address: a refusal for an empty balance names where an administrador buys. */
  publicUrl: string;
};

export function apiV1Routes(deps: ApiV1Deps) {
  const budget = { name: "api-v1-key", windowSeconds: 60, max: deps.requestsPerMinute };
  const unknownKeys = unknownKeyLimit(deps.db);
  const router = apiRouter();

  // The key alone says who asks: a session cookie, if a client sends one, is never read.
  router.use(async (c, next) => {
    const token = bearerToken(c.req.header("authorization"));
    if (!token) {
      c.header("www-authenticate", 'Bearer realm="api"');
      throw new ApiRefusal(401, "missing_api_key", MISSING_API_KEY_MESSAGE);
    }
    const network = c.get("clientIp");
    // A network that sent too many unknown keys is told the budget it spent, as a key is told its own.
    const tooManyUnknown = (wait: number) => {
      c.header("ratelimit-limit", String(UNKNOWN_API_KEYS.max));
      c.header("ratelimit-remaining", "0");
      c.header("ratelimit-reset", String(wait));
      return new ApiRefusal(429, "rate_limited", UNKNOWN_API_KEYS_MESSAGE, wait);
    };
    const closedFor = unknownKeys.closedFor(network);
    if (closedFor !== null) throw tooManyUnknown(closedFor);
    try {
      c.set("actor", await authenticateApiKey(deps.db, token));
    } catch (err) {
      // Only a key refused is the token's fault; a database that does not answer is not.
      if (!(err instanceof AppError && err.code === "UNAUTHENTICATED")) throw err;
      const wait = await unknownKeys.refused(network);
      if (wait !== null) throw tooManyUnknown(wait);
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
