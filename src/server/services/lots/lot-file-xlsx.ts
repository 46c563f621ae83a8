// The first worksheet of an uploaded XLSX, read into rows of cells for the domain's lotFromTable. It runs
// in a worker thread of its own (lot-file-worker.ts, decision 091); what it can bound it bounds itself:
// the bytes, shared strings and cells the file unpacks to are counted before exceljs opens it, and the
// rows read are bounded while it reads.

import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import type { LotCells } from "#domain/lot/lot-input";
import { AppError } from "#server/errors";
import {
  LOT_FILE_MAX_COLUMNS,
  LOT_FILE_MAX_ROWS,
  LOT_FILE_TOO_MANY_CELLS_MESSAGE,
  LOT_FILE_TOO_MANY_ROWS_MESSAGE,
  LOT_FILE_TOO_MANY_STRINGS_MESSAGE,
  LOT_FILE_TOO_MUCH_DATA_MESSAGE,
  LOT_FILE_TOO_MUCH_INFLATED_MESSAGE,
  LOT_FILE_UNREADABLE_MESSAGE,
  LOT_XLSX_MAX_CELLS,
  LOT_XLSX_MAX_INFLATED_BYTES,
  LOT_XLSX_MAX_SHARED_STRINGS,
} from "./lot-file-limits";
import { xlsxWithin, type ZipBudget } from "./zip-budget";

/**
 * exceljs spends work on every column up to a row's last cell, on every sheet: a row whose one cell sits
 * in column XFD costs 16.384. Past this sum over all rows the file is refused. 2.000.000 is 40.000 rows
 * of 50 columns, far beyond a lot; it is reached by 122 rows that each reach column XFD.
 */
const XLSX_MAX_CELL_SPAN = 2_000_000;
/** Excel's last row: a row number beyond it is no spreadsheet's. */
const EXCEL_MAX_ROW = 1_048_576;

const refuse = (message: string, cause?: unknown) =>
  new AppError("BAD_REQUEST", message, undefined, { cause });

const BUDGET_REFUSAL: Record<Exclude<ZipBudget, "within">, string> = {
  unreadable: LOT_FILE_UNREADABLE_MESSAGE,
  "over-bytes": LOT_FILE_TOO_MUCH_INFLATED_MESSAGE,
  "over-strings": LOT_FILE_TOO_MANY_STRINGS_MESSAGE,
  "over-cells": LOT_FILE_TOO_MANY_CELLS_MESSAGE,
};

const isBlank = (row: ReadonlyArray<string>) => row.every((cell) => cell.trim() === "");

const BLANK_ROW: readonly string[] = Object.freeze([]);

/**
 * A cell as the person sees it, except a formula: its result is whatever the file says it is (Excel
 * recalculates it on opening; a hostile file may say anything), so a formula is given as one, with a
 * leading '=', and the domain refuses that row (decision 091). A cell that follows a shared formula
 * carries no text of its own: it is given as '=' and its stored result.
 */
function cellText(cell: ExcelJS.Cell): string {
  try {
    const value: unknown = cell.value;
    if (typeof value === "object" && value !== null && ("formula" in value || "sharedFormula" in value)) {
      const { formula, result } = value as { formula?: unknown; result?: unknown };
      return `=${typeof formula === "string" && formula !== "" ? formula : String(result ?? "")}`;
    }
    return cell.text ?? "";
  } catch {
    // exceljs computes `text` from the value; a value it cannot print is no plate.
    return "";
  }
}

/** Rows of cells of the XLSX's first sheet: index 0 is the spreadsheet's row 1. Throws AppError. */
export async function readXlsx(bytes: Uint8Array): Promise<LotCells> {
  const budget = await xlsxWithin(bytes, {
    inflatedBytes: LOT_XLSX_MAX_INFLATED_BYTES,
    sharedStrings: LOT_XLSX_MAX_SHARED_STRINGS,
    cells: LOT_XLSX_MAX_CELLS,
  });
  if (budget !== "within") throw refuse(BUDGET_REFUSAL[budget]);

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
    // sheet in only once that sheet has been read. A refusal half-way leaves it to the worker's own
    // temporary folder, which the server's thread removes. The cell-span budget bounds the work.
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

/** What a worker thread sends back: the rows, or the Spanish refusal to answer with. */
export type XlsxOutcome = { ok: true; cells: LotCells } | { ok: false; refusal: string };

/** readXlsx for a worker thread: an outcome a message can carry, as AppError's class cannot cross. */
export async function readXlsxOutcome(bytes: Uint8Array): Promise<XlsxOutcome> {
  try {
    return { ok: true, cells: await readXlsx(bytes) };
  } catch (error) {
    const refusal = error instanceof AppError ? error.message : LOT_FILE_UNREADABLE_MESSAGE;
    return { ok: false, refusal };
  }
}
