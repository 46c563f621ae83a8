// The file a dealer uploads for a lot (issue 30), read into rows of cells for the domain's
// lotFromTable: a CSV in whatever Excel saved it as, or the first worksheet of an XLSX. Everything here
// assumes the file may be hostile: its size is checked first, a CSV is read by our own linear reader,
// and an XLSX in a worker thread of its own with a ceiling on its memory and time (decision 091), a few
// at a time, where its unpacked size, texts and cells are counted before exceljs opens it.

import { LOT_FILE_MAX_BYTES, LOT_FILE_TOO_LARGE_MESSAGE } from "#domain/contract/lots";
import { readCsv } from "#domain/lot/csv";
import type { LotCells } from "#domain/lot/lot-input";
import { concurrencyLimit } from "#server/concurrency-limit";
import { AppError } from "#server/errors";
import {
  LOT_FILE_MAX_COLUMNS,
  LOT_FILE_MAX_ROWS,
  LOT_FILE_TOO_MANY_ROWS_MESSAGE,
  LOT_FILE_TOO_MUCH_DATA_MESSAGE,
  LOT_FILE_UNREADABLE_MESSAGE,
} from "./lot-file-limits";
import { LOT_FILE_WORKER_LIMITS, readXlsxInWorker, type WorkerLimits } from "./lot-file-worker";

// The size and its words are the contract's: the browser says them before sending.
export { LOT_FILE_MAX_BYTES, LOT_FILE_TOO_LARGE_MESSAGE };
export const LOT_FILE_TYPE_MESSAGE = "Sube un archivo CSV o XLSX (Excel).";
export const LOT_FILE_OLD_EXCEL_MESSAGE =
  "Este archivo es de Excel antiguo (.xls) o tiene contraseña. Guárdalo como .xlsx sin contraseña o como .csv y vuelve a subirlo.";
export const LOT_FILE_BUSY_MESSAGE =
  "Estamos leyendo muchos archivos en este momento. Espera unos segundos y vuelve a subir el tuyo.";

/**
 * Workers reading at once in this process, each up to its heap ceiling (128 MB): a burst of uploads costs
 * at most this many ceilings. Those past the line are answered at once, as a busy sign-in is.
 */
const XLSX_READS_AT_ONCE = 2;
const XLSX_READS_WAITING = 8;
const BUSY_RETRY_SECONDS = 5;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** An OLE compound file: Excel 97-2003, or an XLSX encrypted with a password. */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

const refuse = (message: string, cause?: unknown) =>
  new AppError("BAD_REQUEST", message, undefined, { cause });

type Kind = "csv" | "xlsx" | "old-excel" | null;

/** What the person meant to send, by name first (Windows labels a .csv 'application/vnd.ms-excel'). */
function claimedKind(name: string, contentType: string | undefined): Kind {
  const dot = name.lastIndexOf(".");
  const extension = dot === -1 ? "" : name.slice(dot + 1).toLowerCase();
  if (extension === "csv") return "csv";
  if (extension === "xlsx") return "xlsx";
  if (extension === "xls") return "old-excel";
  if (extension !== "") return null;
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase();
  if (type === "text/csv" || type === "application/csv") return "csv";
  if (type === "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet") return "xlsx";
  return null;
}

export type LotFileOptions = {
  /** The XLSX worker's ceilings; tests make them small. */
  worker?: WorkerLimits;
};

/**
 * Rows of cells from an uploaded lot file: index 0 is the spreadsheet's row 1. Throws AppError with a
 * Spanish message for a file too large, of another kind, unreadable, with more rows than a lot or more
 * data than its budgets, and UNAVAILABLE while too many files are being read.
 */
export async function readLotFile(
  bytes: Uint8Array,
  name: string,
  contentType?: string,
  options: LotFileOptions = {},
): Promise<LotCells> {
  if (bytes.byteLength > LOT_FILE_MAX_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", LOT_FILE_TOO_LARGE_MESSAGE);
  const claimed = claimedKind(name, contentType);
  if (claimed === null) throw refuse(LOT_FILE_TYPE_MESSAGE);
  // The bytes decide between the spreadsheet formats: an .xlsx renamed .csv is still read.
  if (startsWith(bytes, OLE_MAGIC)) throw refuse(LOT_FILE_OLD_EXCEL_MESSAGE);
  if (startsWith(bytes, ZIP_MAGIC)) return readXlsxFile(bytes, options.worker ?? LOT_FILE_WORKER_LIMITS);
  if (claimed !== "csv") throw refuse(LOT_FILE_UNREADABLE_MESSAGE);
  return readCsvFile(bytes);
}

// One line per process, as the memory it guards is the process's.
const xlsxTurn = concurrencyLimit(
  XLSX_READS_AT_ONCE,
  XLSX_READS_WAITING,
  () => new AppError("UNAVAILABLE", LOT_FILE_BUSY_MESSAGE, BUSY_RETRY_SECONDS),
);

async function readXlsxFile(bytes: Uint8Array, limits: WorkerLimits): Promise<LotCells> {
  const outcome = await xlsxTurn(() => readXlsxInWorker(bytes, limits));
  if (outcome.ok) return outcome.cells;
  if ("refusal" in outcome) throw refuse(outcome.refusal);
  if (outcome.failure === "crash") {
    // A worker that never loaded is a broken installation: a 500, logged, rather than blaming the file.
    if (!outcome.loaded) throw new Error("the lot file worker did not load", { cause: outcome.error });
    throw refuse(LOT_FILE_UNREADABLE_MESSAGE, outcome.error);
  }
  // Out of memory or time: the file asked for more than a lot's file ever needs.
  throw refuse(
    LOT_FILE_TOO_MUCH_DATA_MESSAGE,
    new Error(`the lot file worker ran out of ${outcome.failure}`),
  );
}

/** Excel saves 'CSV UTF-8' with a BOM, plain 'CSV' in Windows-1252, and 'Unicode text' in UTF-16. */
function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

const isBlank = (row: ReadonlyArray<string>) => row.every((cell) => cell.trim() === "");

/**
 * A CSV is read here, in the server's thread: no unpacking, and our reader's work and memory grow in
 * step with the text, which the 2 MB limit bounds (csv.test.ts counts that work).
 */
function readCsvFile(bytes: Uint8Array): LotCells {
  const text = decodeText(bytes);
  // No text file holds NUL characters: this is some binary file with a .csv name.
  if (text.includes("\u0000")) throw refuse(LOT_FILE_UNREADABLE_MESSAGE);
  const rows = readCsv(text);
  let filled = 0;
  for (const row of rows) if (!isBlank(row)) filled++;
  if (filled > LOT_FILE_MAX_ROWS) throw refuse(LOT_FILE_TOO_MANY_ROWS_MESSAGE);
  return rows.map((row) => (row.length > LOT_FILE_MAX_COLUMNS ? row.slice(0, LOT_FILE_MAX_COLUMNS) : row));
}
