import { z } from "zod";
import { LOT_MAX_ROWS } from "../lot/lot-input";
import { PLATE_REQUIRED_MESSAGE } from "../plate";
import { REPEAT_REPORT_CODE } from "../report/repeat";
import { REPORT_EMPTY_MESSAGE } from "../report/texts";
import { ZLot } from "./lots";
import {
  MY_REPORTS_PAGE_MAX,
  MY_REPORTS_PAGE_SIZE,
  ZAuthorReport,
  ZMyReports,
  ZMyReportsQuery,
  ZProgress,
} from "./reports";

// The contract of /api/v1 (issue 31, decisions 082-083): the versioned surface a dealer's own systems call
// with `Authorization: Bearer pc_live_…`. It is not the browser's: its refusals are one JSON shape with a
// stable code, and its shapes change only with a new version. The server validates and documents its
// routes with these schemas; the contract test validates every answer against the published document.

/**
 * Every code a refusal of /api/v1 can carry, and a failed report's. Stable: a client may switch on them.
 * New ones may be added; none is renamed or removed within v1.
 */
export const API_ERROR_CODES = [
  "missing_api_key",
  "invalid_api_key",
  "invalid_request",
  "unsupported_media_type",
  "payload_too_large",
  "insufficient_credits",
  "forbidden",
  "not_found",
  "conflict",
  REPEAT_REPORT_CODE,
  "idempotency_key_reused",
  "idempotency_in_progress",
  "gone",
  "rate_limited",
  "no_vehicle_data",
  "unavailable",
  "internal_error",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** What went wrong: a stable code for programs, a message in Spanish for people. */
export const ZApiErrorBody = z.object({
  code: z.enum(API_ERROR_CODES),
  message: z.string().meta({ description: "En español, para personas; los programas leen `code`" }),
});

/** Every refusal of /api/v1. */
export const ZApiError = z.object({ error: ZApiErrorBody }).meta({
  id: "ApiError",
  examples: [{ error: { code: "not_found", message: REPORT_EMPTY_MESSAGE } }],
});
export type TApiError = z.output<typeof ZApiError>;

/** POST /api/v1/reports's 409 when the organisation has a report of the plate from the last 24 hours. */
export const ZApiRepeatReport = z
  .object({
    error: ZApiErrorBody.extend({
      code: z.literal(REPEAT_REPORT_CODE),
      earlier: z.object({
        id: z
          .string()
          .meta({ description: "El id del informe anterior: GET /api/v1/reports/{id} lo entrega" }),
        createdAt: z.string().meta({ description: "Cuándo se hizo (ISO 8601)" }),
      }),
    }),
  })
  .meta({ id: "ApiRepeatReport" });
export type TApiRepeatReport = z.output<typeof ZApiRepeatReport>;

/** The Idempotency-Key header: any text a client makes unique per operation (a UUID is best). */
export const IDEMPOTENCY_KEY_MAX = 255;
export const IDEMPOTENCY_KEY_MESSAGE = `El encabezado Idempotency-Key debe tener entre 1 y ${IDEMPOTENCY_KEY_MAX} caracteres ASCII imprimibles (sin tildes ni ñ), como un UUID.`;

/** POST /api/v1/reports. */
export const ZApiCreateReport = z.object({
  plate: z.string({ error: PLATE_REQUIRED_MESSAGE }).max(40, PLATE_REQUIRED_MESSAGE).meta({
    description: "Una patente chilena: ABCD12 o AB1234; los espacios, guiones y mayúsculas no importan",
  }),
  confirmRepeat: z
    .boolean({ error: "confirmRepeat debe ser true o false." })
    .optional()
    .meta({
      description:
        "true: hace el informe aunque la automotora ya tenga uno de esta patente de las últimas 24 horas " +
        `(sin esto, esa solicitud se rechaza con 409 '${REPEAT_REPORT_CODE}' y el id del informe anterior)`,
    }),
});
export type TApiCreateReport = z.input<typeof ZApiCreateReport>;

const ZRequestId = z
  .string()
  .meta({ description: "El id de la solicitud: síguela con GET /api/v1/reports/{id}" });

/** Where a report asked for stands: waiting its turn, being made, made (the report), or failed. */
export const ZApiReportState = z
  .discriminatedUnion("status", [
    z.object({
      id: ZRequestId,
      status: z.literal("queued"),
      position: z.number().meta({ description: "Informes antes que este en la cola" }),
      etaSeconds: z.number().meta({
        description: "Segundos que faltan, más o menos, para que esté listo, al ritmo del proveedor",
      }),
    }),
    z.object({
      id: ZRequestId,
      status: z.literal("running"),
      progress: ZProgress.pick({ percent: true, sources: true }),
    }),
    z.object({
      id: ZRequestId,
      status: z.literal("done"),
      // The whole report, as its author sees it: the organisation paid for it.
      report: ZAuthorReport,
    }),
    z.object({
      id: ZRequestId,
      status: z.literal("failed"),
      error: ZApiErrorBody.meta({
        description:
          "Por qué no se hizo el informe, que no se descontó del saldo ('no_vehicle_data', 'unavailable')",
      }),
    }),
  ])
  .meta({ id: "ApiReportState" });
export type TApiReportState = z.output<typeof ZApiReportState>;

/** The longest GET /api/v1/reports/{id}?wait= holds an answer. */
export const API_WAIT_MAX_SECONDS = 30;
const WAIT_MESSAGE = `wait debe ser un número entero de segundos entre 0 y ${API_WAIT_MAX_SECONDS}.`;

/** GET /api/v1/reports/{id}'s query: wait, up to 30 s, until the report is done or failed. */
export const ZApiReportWait = z.object({
  wait: z.coerce
    .number({ error: WAIT_MESSAGE })
    .int(WAIT_MESSAGE)
    .min(0, WAIT_MESSAGE)
    .max(API_WAIT_MAX_SECONDS, WAIT_MESSAGE)
    .optional()
    .meta({
      description:
        "Segundos que la respuesta espera mientras el informe está en cola o en curso: llega en cuanto el " +
        "informe está listo o falla, o con su estado de ese momento cuando se cumple el plazo. Sin `wait`, " +
        "responde de inmediato",
    }),
});

/**
 * GET /api/v1/reports's query: a page of the organisation's reports, newest first. The dashboard's, with
 * the API's own words: its first page has no stats.
 */
export const ZApiReportsQuery = z.object({
  cursor: ZMyReportsQuery.shape.cursor.meta({
    description: "El `nextCursor` de la página anterior; sin él, la primera página",
  }),
  limit: ZMyReportsQuery.shape.limit.meta({
    description: `Informes por página, de 1 a ${MY_REPORTS_PAGE_MAX} (${MY_REPORTS_PAGE_SIZE} si no lo envías)`,
  }),
});

/** GET /api/v1/reports: one page of the organisation's made reports, and where the next starts. */
export const ZApiReportList = z
  .object({
    reports: ZMyReports.shape.reports,
    nextCursor: z
      .string()
      .nullable()
      .meta({ description: "Envíalo como `cursor` para pedir la página siguiente; null en la última" }),
  })
  .meta({ id: "ApiReportList" });
export type TApiReportList = z.output<typeof ZApiReportList>;

const PLATES_MESSAGE = `Envía plates: una lista de 1 a ${LOT_MAX_ROWS} patentes.`;

/** POST /api/v1/lots: up to 500 plates; invalid ones are listed, repeated ones checked and charged once. */
export const ZApiCreateLot = z.object({
  plates: z
    .array(z.string({ error: PLATES_MESSAGE }).max(40, "Texto demasiado largo para ser una patente"), {
      error: PLATES_MESSAGE,
    })
    .min(1, PLATES_MESSAGE)
    .max(LOT_MAX_ROWS, PLATES_MESSAGE),
});
export type TApiCreateLot = z.input<typeof ZApiCreateLot>;

/**
 * POST /api/v1/lots's 202 and GET /api/v1/lots/{id}: the lot as it stands, every plate (its `rows` are
 * 1-based positions in the list sent) and what came of it.
 */
export const ZApiLot = ZLot.meta({ id: "ApiLot" });
export type TApiLot = z.output<typeof ZApiLot>;
