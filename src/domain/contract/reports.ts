import { z } from "zod";
import { PLATE_REQUIRED_MESSAGE } from "../plate";
import { decodeListCursor, LIST_CURSOR_MESSAGE } from "../report/list-cursor";
import { HEADLINES } from "../report/model";
import { LINE_STATES, SOURCES } from "../report/progress";
import { REPEAT_REPORT_CODE } from "../report/repeat";
import { REPORT_EMPTY_MESSAGE } from "../report/texts";
import type { VehicleReport } from "../report/vehicle-report";

// The contract of /api/reports: the server validates and documents its routes with these schemas, and the
// browser parses the answers with the same ones.

/** POST /api/reports. A repeated clientRequestId follows the request already made for it. */
export const ZCreateReport = z.object({
  plate: z.string({ error: PLATE_REQUIRED_MESSAGE }).max(40, PLATE_REQUIRED_MESSAGE),
  clientRequestId: z.uuid().optional(),
  confirmRepeat: z
    .boolean()
    .optional()
    .meta({
      description:
        "true: make the report even though the account has one of this plate from the last 24 hours " +
        `(without it, such a request is answered 409 '${REPEAT_REPORT_CODE}')`,
    }),
});
export type TCreateReport = z.input<typeof ZCreateReport>;

/**
 * POST /api/reports's 409: the account has a report of this plate from the last 24 hours, so nothing was
 * spent or held; asked again with `confirmRepeat`, a new one is made.
 */
export const ZRepeatReport = z
  .object({
    error: z.string(),
    code: z.literal(REPEAT_REPORT_CODE),
    earlier: z.object({ id: z.string(), createdAt: z.string() }),
  })
  .meta({ id: "RepeatReport" });
export type TRepeatReport = z.output<typeof ZRepeatReport>;

export const TONES = ["green", "yellow", "red", "neutral"] as const;

/**
 * What every view says beside a report's number, and in what colour (decision 100): the page, the PDF,
 * the link's preview, a list's line, a lot's row, an event. One field, wherever a report is sent.
 */
export const ZVerdict = z
  .object({
    tone: z.enum(TONES).meta({
      description:
        "El color: rojo ('red'), ámbar ('yellow'), gris mientras faltan fuentes ('neutral') o verde ('green'); cada titular tiene uno solo",
    }),
    headline: z.enum(HEADLINES).meta({
      description:
        "Las palabras junto al puntaje, según el hallazgo más grave: 'Riesgo alto' (adulteración del kilometraje o encargo por robo), 'No confiable' (hallazgos y un puntaje bajo 50), 'Revisar antecedentes' (cualquier otra alerta: deudas, multas, SOAP, revisión técnica, VIN, llamados a revisión), 'Puntaje provisional' (faltan fuentes y no hay hallazgos), 'Buen estado' o 'Excelente estado' (sin ninguna alerta)",
    }),
  })
  .meta({ id: "Verdict" });
export type TVerdict = z.output<typeof ZVerdict>;

// The body is built by the shared domain code (assembleReport) and only ever read through presentReport;
// checking it field by field here would restate assemble.ts. The envelope around it is checked.
const ZVehicleReport = z
  .custom<VehicleReport>(
    (value) => typeof value === "object" && value !== null && "sections" in value && "score" in value,
  )
  .meta({
    type: "object",
    required: ["sections", "score", "verdict", "recommendation"],
    properties: {
      verdict: { $ref: "#/components/schemas/Verdict" },
      recommendation: {
        type: "string",
        description: "La frase bajo el puntaje: qué pide el hallazgo más grave antes de comprar",
      },
    },
    description:
      "El informe: la sección de cada fuente consultada (`sections`), el Trust Score (`score`), el veredicto junto al puntaje (`verdict`) y la recomendación bajo él (`recommendation`)",
  });

/** The id of one of the author's reports in an address; one that cannot be a report's is as unknown as a missing one. */
export const ZReportId = z.uuid({ error: REPORT_EMPTY_MESSAGE });

/**
 * GET /api/public/reports/{accessCode}: what anyone holding the link sees (the server's shared view: the
 * owner's initials, RUT and serials cut short), and until when the link works.
 */
export const ZPublicReport = z
  .object({
    plate: z.string(),
    accessCode: z.string(),
    reportCode: z.string(),
    sharePath: z.string(),
    isDemo: z.boolean(),
    createdAt: z.string(),
    shareExpiresAt: z.string(),
    report: ZVehicleReport,
    /**
     * The name of the automotora the report was made for, as it is called now ('Compartido por
     * {sharedBy}'); absent on a person's report and on the author's view. Nothing else of it is sent.
     */
    sharedBy: z.string().optional(),
  })
  .meta({ id: "PublicReport" });
export type TPublicReport = z.output<typeof ZPublicReport>;

/** A report as its author receives it: the full view, and the link's state. */
export const ZAuthorReport = ZPublicReport.extend({ id: z.string(), revokedAt: z.string().nullable() }).meta({
  id: "AuthorReport",
});
export type TAuthorReport = z.output<typeof ZAuthorReport>;

/** One line of GET /api/reports. */
const ZReportSummary = z.object({
  id: z.string(),
  plate: z.string(),
  accessCode: z.string(),
  reportCode: z.string(),
  sharePath: z.string(),
  score: z.number(),
  verdict: ZVerdict,
  // Kept for the dealers' systems that read them before `verdict` (decision 100): the same values.
  headline: z.enum(HEADLINES).meta({ deprecated: true, description: "Obsoleto: usa `verdict.headline`" }),
  color: z.enum(TONES).meta({ deprecated: true, description: "Obsoleto: usa `verdict.tone`" }),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().nullable(),
  isDemo: z.boolean(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  shareExpiresAt: z.string(),
});
export type TReportSummary = z.output<typeof ZReportSummary>;

export const MY_REPORTS_PAGE_SIZE = 20;
export const MY_REPORTS_PAGE_MAX = 100;
const PAGE_SIZE_MESSAGE = `Pide entre 1 y ${MY_REPORTS_PAGE_MAX} reportes por página.`;
const SEARCH_MESSAGE = "La búsqueda puede tener hasta 40 caracteres.";

/** GET /api/reports's query: one page of the author's reports, filtered by score band and searched. */
export const ZMyReportsQuery = z.object({
  cursor: z
    .string()
    .transform((text, ctx) => {
      const cursor = decodeListCursor(text);
      if (!cursor) ctx.issues.push({ code: "custom", message: LIST_CURSOR_MESSAGE, input: text });
      return cursor ?? z.NEVER;
    })
    .optional()
    .meta({ description: "The previous page's nextCursor; without it, the first page (with the stats)" }),
  limit: z.coerce
    .number({ error: PAGE_SIZE_MESSAGE })
    .int(PAGE_SIZE_MESSAGE)
    .min(1, PAGE_SIZE_MESSAGE)
    .max(MY_REPORTS_PAGE_MAX, PAGE_SIZE_MESSAGE)
    .default(MY_REPORTS_PAGE_SIZE),
  score: z
    .enum(["high", "medium", "low"], { error: "Elige un filtro de puntaje válido." })
    .optional()
    .meta({ description: "Only the reports of one band: high 80+, medium 60 to 79, low below 60" }),
  q: z.string().max(40, SEARCH_MESSAGE).optional().meta({
    description: "Part of a plate, report code or access code; spaces, dashes and case do not count",
  }),
});
export type TMyReportsQuery = z.input<typeof ZMyReportsQuery>;

const ZReportStats = z.object({
  total: z.number(),
  averageScore: z.number(),
  highCount: z.number(),
  thisMonth: z.number(),
});

/**
 * GET /api/reports: one page of the author's reports, newest first, and where the next starts (null on
 * the last). With the first page only: how many reports the filter and search find, and the four cards of
 * 'My reports', which count every report of the account whatever the filter.
 */
export const ZMyReports = z.object({
  reports: z.array(ZReportSummary),
  nextCursor: z.string().nullable(),
  matching: z.number().nullable(),
  stats: ZReportStats.nullable(),
});
export type TMyReports = z.output<typeof ZMyReports>;

/** One line of the progress: a source asked, and whether it answered, did not, or is still waited for. */
const ZSourceLine = z.object({ source: z.enum(SOURCES), state: z.enum(LINE_STATES) });

/**
 * The sources' real progress: a percentage, and one line per source asked (answered ones in the order
 * they answered, then those that did not, then those still waited for).
 */
export const ZProgress = z.object({
  percent: z.number(),
  // An instance not updated yet sends none during a deploy: the page then shows the percentage alone.
  sources: z.array(ZSourceLine).default([]),
  done: z.array(z.boolean()).meta({
    deprecated: true,
    description: "Always empty: read by pages drawn before the sources were named",
  }),
});

/** Where a report waiting its turn stands, and about when it will be made. */
export const ZQueuePosition = z.object({ position: z.number(), etaSeconds: z.number() });

/** The request's id, the stream's first event: a page that comes back asks GET /api/reports/{id}. */
export const ZReportAccepted = z.object({ id: z.string() });

/** A report that could not be made, with the status a plain answer would have had. */
export const ZReportFailure = z.object({ status: z.number(), error: z.string() });

/** The stream's 'reintenta' event: the server stops; the page follows the request by its id instead. */
export const ZReportRetry = z.object({ message: z.string() });

const ZQueued = ZQueuePosition.extend({ status: z.literal("queued") });
const ZRunning = z.object({ status: z.literal("running"), progress: ZProgress });

/** GET /api/reports/{id}: waiting its turn, being made, made, or refused. */
export const ZReportState = z.discriminatedUnion("status", [
  ZQueued,
  ZRunning,
  z.object({ status: z.literal("done"), report: ZAuthorReport }),
  z.object({ status: z.literal("failed"), errorStatus: z.number(), error: z.string() }),
]);
export type TReportState = z.output<typeof ZReportState>;

/** POST /api/reports answered before the report was made (202): where it stands, read again at Location. */
export const ZReportPending = z.discriminatedUnion("status", [
  ZQueued.extend(ZReportAccepted.shape),
  ZRunning.extend(ZReportAccepted.shape),
]);

/** POST /api/reports/{id}/extend: until when the link now works. */
export const ZShareExpiry = z.object({ shareExpiresAt: z.string() });
