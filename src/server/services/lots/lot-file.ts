// The file a dealer uploads for a lot (issue 30), read into rows of cells for the domain's
// lotFromTable: a CSV in whatever Excel saved it as, or the first worksheet of an XLSX. Everything here
// assumes the file may be hostile: its size is checked first, an XLSX's inflated size before exceljs
// opens it, and the rows read are bounded.

import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { readCsv } from "#domain/lot/csv";
import { LOT_MAX_ROWS, type LotCells } from "#domain/lot/lot-input";
import { AppError } from "#server/errors";
import { zipInflatedWithin } from "./zip-budget";

export const LOT_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** A 500-row sheet inflates to well under 1 MB; room for formatting and a second sheet, not for a bomb. */
export const LOT_XLSX_MAX_INFLATED_BYTES = 20 * 1024 * 1024;
/** Rows with something in them: a lot's rows and a header. More is refused, never cut. */
export const LOT_FILE_MAX_ROWS = LOT_MAX_ROWS + 1;
/** Columns read from each row: a plate column sits near the left, and a row may claim 16.384 columns. */
export const LOT_FILE_MAX_COLUMNS = 50;
/**
 * exceljs spends work on every column up to a row's last cell, on every sheet: a row whose one cell sits
 * in column XFD costs 16.384. Past this sum over all rows the file is refused. 2.000.000 is 40.000 rows
 * of 50 columns, far beyond a lot; it is reached by 122 rows that each reach column XFD.
 */
const XLSX_MAX_CELL_SPAN = 2_000_000;
/** Excel's last row: a row number beyond it is no spreadsheet's. */
const EXCEL_MAX_ROW = 1_048_576;

export const LOT_FILE_TOO_LARGE_MESSAGE =
  "El archivo pesa más de 2 MB. Sube un CSV o XLSX con hasta 500 patentes.";
export const LOT_FILE_TYPE_MESSAGE = "Sube un archivo CSV o XLSX (Excel).";
export const LOT_FILE_OLD_EXCEL_MESSAGE =
  "Este archivo es de Excel antiguo (.xls) o tiene contraseña. Guárdalo como .xlsx sin contraseña o como .csv y vuelve a subirlo.";
export const LOT_FILE_UNREADABLE_MESSAGE =
  "No pudimos leer el archivo. Revisa que sea un CSV o un XLSX de Excel sin contraseña y vuelve a intentarlo.";
export const LOT_FILE_TOO_MUCH_DATA_MESSAGE =
  "El archivo trae demasiados datos para un lote. Guarda solo la hoja con las patentes, sin imágenes, y vuelve a intentarlo.";
export const LOT_FILE_TOO_MANY_ROWS_MESSAGE = `El archivo tiene más de ${LOT_MAX_ROWS} filas con datos. Divídelo en archivos de hasta ${LOT_MAX_ROWS} patentes.`;

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

/**
 * Rows of cells from an uploaded lot file: index 0 is the spreadsheet's row 1. Throws AppError with a
 * Spanish message for a file too large, of another kind, unreadable, or with more rows than a lot.
 */
export async function readLotFile(bytes: Uint8Array, name: string, contentType?: string): Promise<LotCells> {
  if (bytes.byteLength > LOT_FILE_MAX_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", LOT_FILE_TOO_LARGE_MESSAGE);
  const claimed = claimedKind(name, contentType);
  if (claimed === null) throw refuse(LOT_FILE_TYPE_MESSAGE);
  // The bytes decide between the spreadsheet formats: an .xlsx renamed .csv is still read.
  if (startsWith(bytes, OLE_MAGIC)) throw refuse(LOT_FILE_OLD_EXCEL_MESSAGE);
  if (startsWith(bytes, ZIP_MAGIC)) return readXlsx(bytes);
  if (claimed !== "csv") throw refuse(LOT_FILE_UNREADABLE_MESSAGE);
  return readCsvFile(bytes);
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

const BLANK_ROW: readonly string[] = Object.freeze([]);

function cellText(cell: ExcelJS.Cell): string {
  try {
    return cell.text ?? "";
  } catch {
    // exceljs computes `text` from the value; a value it cannot print is no plate.
    return "";
  }
}

async function readXlsx(bytes: Uint8Array): Promise<LotCells> {
  const budget = await zipInflatedWithin(bytes, LOT_XLSX_MAX_INFLATED_BYTES);
  if (budget === "over") throw refuse(LOT_FILE_TOO_MUCH_DATA_MESSAGE);
  if (budget === "unreadable") throw refuse(LOT_FILE_UNREADABLE_MESSAGE);

  const rows: (readonly string[])[] = [];
  let filled = 0;
  let span = 0;
  let sheets = 0;
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
      worksheets: "emit",
      sharedStrings: "cache",
      hyperlinks: "ignore",
      styles: "ignore",
      entries: "ignore",
    });
    // Every sheet is read to its end, the first one kept: exceljs removes the temporary file it parks a
    // sheet in only once that sheet has been read. The cell-span budget bounds the work.
    for await (const sheet of reader) {
      const keep = sheets++ === 0;
      for await (const row of sheet) {
        span += Math.max(1, row.cellCount);
        if (span > XLSX_MAX_CELL_SPAN) throw refuse(LOT_FILE_TOO_MUCH_DATA_MESSAGE);
        if (!keep || filled > LOT_FILE_MAX_ROWS) continue;
        const columns = Math.min(row.cellCount, LOT_FILE_MAX_COLUMNS);
        const cells: string[] = [];
        for (let c = 1; c <= columns; c++) cells.push(cellText(row.getCell(c)));
        if (isBlank(cells)) continue;
        filled++;
        if (filled > LOT_FILE_MAX_ROWS) continue;
        const index = Number.isInteger(row.number) ? row.number - 1 : rows.length;
        // Rows come in order; one that goes back, or past Excel's last row, is not a sheet Excel wrote.
        if (index < rows.length || index >= EXCEL_MAX_ROW) throw refuse(LOT_FILE_UNREADABLE_MESSAGE);
        while (rows.length < index) rows.push(BLANK_ROW);
        rows.push(cells);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuse(LOT_FILE_UNREADABLE_MESSAGE, error);
  }
  if (sheets === 0) throw refuse(LOT_FILE_UNREADABLE_MESSAGE);
  if (filled > LOT_FILE_MAX_ROWS) throw refuse(LOT_FILE_TOO_MANY_ROWS_MESSAGE);
  return rows;
}
