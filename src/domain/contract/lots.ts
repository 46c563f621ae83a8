import { z } from "zod";
import { LOT_ROW_STATUSES } from "../lot/lot-progress";
import { HEADLINES } from "../report/model";
import { TONES } from "./reports";

export { LOT_ROW_STATUSES, type LotRowStatus } from "../lot/lot-progress";

import { PASTED_MAX_CHARS, PASTED_TOO_LONG_MESSAGE } from "../lot/parse-pasted";

// The contract of /api/lots (issue 30, a lot at once): the server validates and documents its routes with
// these schemas, and the browser parses the answers with the same ones. A lot is sent twice, the same way
// both times: once to POST /api/lots/preview (nothing stored or held), then to POST /api/lots, which reads
// it again and trusts nothing the preview said.

export const LOT_INPUT_MESSAGE = "Pega las patentes o sube un archivo CSV o XLSX.";

/** The largest lot file: the server refuses a larger one, and the browser says so before sending it. */
export const LOT_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const LOT_FILE_TOO_LARGE_MESSAGE =
  "El archivo pesa más de 2 MB. Sube un CSV o XLSX con hasta 500 patentes.";
export const LOT_FILE_MISSING_MESSAGE = "Elige un archivo CSV o XLSX con las patentes.";
export const LOT_NOT_FOUND_MESSAGE = "No se encontró el lote solicitado";
export const LOT_CLIENT_REQUEST_MESSAGE = "El identificador de la solicitud no es válido.";

/** A retried upload names the lot it meant: the same clientRequestId answers the lot already made. */
const ZClientRequestId = z
  .uuid({ error: LOT_CLIENT_REQUEST_MESSAGE })
  .optional()
  .meta({ description: "The browser's id for this upload: sent again, it answers the lot already made" });

/** Pasted plates: one per line, or several on a line; text copied from a spreadsheet keeps its columns. */
export const ZLotText = z.object({
  text: z.string({ error: LOT_INPUT_MESSAGE }).max(PASTED_MAX_CHARS, PASTED_TOO_LONG_MESSAGE),
  clientRequestId: ZClientRequestId,
});
export type TLotText = z.input<typeof ZLotText>;

/** An uploaded file, as multipart/form-data: the field `file` (a CSV or an XLSX, up to 2 MB). */
export const ZLotUpload = z.object({
  file: z.file({ error: LOT_FILE_MISSING_MESSAGE }).meta({
    type: "string",
    format: "binary",
    description: "A CSV (any separator Excel writes) or an XLSX, up to 2 MB and 500 plates",
  }),
  clientRequestId: ZClientRequestId,
});

/** A row the lot will not ask for: the row (or line) the person sees, what it held and why. */
export const ZLotInvalidRow = z.object({ row: z.number(), value: z.string(), reason: z.string() });
/** A plate written more than once: checked and charged once, every row listed. */
export const ZLotDuplicate = z.object({ plate: z.string(), rows: z.array(z.number()) });

/** What the lot's input had wrong, kept with the lot so its page shows it again. */
export const ZLotInputSummary = z.object({
  invalid: z.array(ZLotInvalidRow),
  duplicates: z.array(ZLotDuplicate),
});

/**
 * POST /api/lots/preview: what the lot would ask for and cost, before anything is spent. `rowWord` is how
 * its rows are named to the person: 'Fila' in a file, 'Línea' in pasted text.
 */
export const ZLotPreview = z.object({
  /** The file's name; null for pasted plates. */
  fileName: z.string().nullable(),
  rowWord: z.enum(["Fila", "Línea"]),
  /** Distinct plates to check, each a report and a credit. */
  plates: z.number(),
  /** Those plates in the input's order, with the rows each came from. */
  items: z.array(ZLotDuplicate),
  invalid: z.array(ZLotInvalidRow),
  duplicates: z.array(ZLotDuplicate),
  /** Where the plates were read: the column's index (0 = A) and its header, if it had one. */
  column: z.object({ index: z.number(), header: z.string().nullable() }),
  /** Credits the lot will use: one per distinct plate. */
  credits: z.number(),
  /** Credits the organisation can use now: its balance less what its reports in the making hold. */
  available: z.number(),
  /** Credits still to buy before the lot can go; 0 when `enough`. */
  missing: z.number(),
  enough: z.boolean(),
  /** The time the provider's plan needs for the lot, at least; other people's reports share the plan. */
  estimatedSeconds: z.number(),
  /** 'Unos 12 min'. */
  estimatedText: z.string(),
  /**
   * The organisation's allowance of plates without vehicle data in its lots (decision 094): such a plate
   * costs nothing, yet every source is asked. With none left the lot is refused; a lot that reaches it
   * while running ends its remaining plates unasked.
   */
  noData: z.object({
    /** Plates without data the organisation's lots may ask about in 24 hours. */
    allowance: z.number(),
    /** Those still free now: the allowance less the lots' plates without data of the last 24 hours. */
    left: z.number(),
    /** With none left, the seconds until one is free again; null otherwise. */
    freesInSeconds: z.number().nullable(),
  }),
});
export type TLotPreview = z.output<typeof ZLotPreview>;

/** POST /api/lots: the lot made (or the one a repeated clientRequestId made before). */
export const ZLotCreated = z.object({ id: z.string() });
export type TLotCreated = z.output<typeof ZLotCreated>;

/** How many of a lot's rows stand where: 'sin datos' is noData, 'no se pudo' failed. */
export const ZLotCounts = z.object({
  queued: z.number(),
  running: z.number(),
  done: z.number(),
  noData: z.number(),
  failed: z.number(),
});
export type TLotCounts = z.output<typeof ZLotCounts>;

/** One plate of a lot and what came of it; the report's fields are null until it is made. */
export const ZLotRow = z.object({
  /** 0-based, the input's order. */
  position: z.number(),
  plate: z.string(),
  /** The rows (or lines) of the input it came from. */
  rows: z.array(z.number()),
  status: z.enum(LOT_ROW_STATUSES),
  reportId: z.string().nullable(),
  reportCode: z.string().nullable(),
  /** The shared page, '/reporte/{código}'. */
  sharePath: z.string().nullable(),
  /** 'Toyota Corolla 2019'. */
  vehicle: z.string().nullable(),
  score: z.number().nullable(),
  // The report's verdict laid flat: v1 published `verdict` as a string before the verdict was one object
  // elsewhere, and a field does not change its type within v1 (decision 100).
  verdict: z.enum(HEADLINES).nullable().meta({
    description:
      "Las palabras junto al puntaje, como las dice el informe: el `verdict.headline` de un informe ('Revisar antecedentes', 'Riesgo alto')",
  }),
  tone: z.enum(TONES).nullable().meta({ description: "Su color: el `verdict.tone` de un informe" }),
  /** Short labels, most serious first: 'Encargo por robo vigente', 'SOAP no vigente', '2 multas impagas'. */
  alerts: z.array(z.string()),
  /** Why a row made no report ('sin datos', 'no se pudo'), in Spanish; null otherwise. */
  message: z.string().nullable(),
});
export type TLotRow = z.output<typeof ZLotRow>;

/** A lot in a list: who sent it, when, and how far it got. */
export const ZLotSummary = z.object({
  id: z.string(),
  /** The file's name; null for pasted plates. */
  fileName: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** The member who sent it; null once they deleted their account. */
  createdBy: z.string().nullable(),
  plates: z.number(),
  counts: ZLotCounts,
  /** Rows ended (made or not), of all, 0-100. */
  percent: z.number(),
  /** No row waits or is being made. */
  finished: z.boolean(),
});
export type TLotSummary = z.output<typeof ZLotSummary>;

/**
 * GET /api/lots/{id}: the lot as its progress page and results table show it, read from the database on
 * every request (a restart loses nothing). Credits: each report made spent one; each row that made none
 * gave its credit back.
 */
export const ZLot = ZLotSummary.extend({
  /** Seconds until the last row is made at the plan's pace; null once finished. */
  etaSeconds: z.number().nullable(),
  creditsSpent: z.number(),
  creditsReturned: z.number(),
  input: ZLotInputSummary,
  rows: z.array(ZLotRow),
});
export type TLot = z.output<typeof ZLot>;

/** GET /api/lots: the organisation's newest lots. */
export const ZLotList = z.object({ lots: z.array(ZLotSummary) });
export type TLotList = z.output<typeof ZLotList>;

/** GET /api/lots/{id}/export.{format}: the files a lot's results are taken away as. */
export const LOT_EXPORT_FORMATS = ["xlsx", "csv", "zip"] as const;
export type LotExportFormat = (typeof LOT_EXPORT_FORMATS)[number];

/** The id of a lot in an address; one that cannot be a lot's is as unknown as a missing one. */
export const ZLotId = z.uuid({ error: LOT_NOT_FOUND_MESSAGE });
