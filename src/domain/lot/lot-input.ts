// A dealer's lot as typed or uploaded, checked before anything is spent (issue 30): which plates it
// asks for, which rows cannot be a plate and why, and where the plates were found.

import { isValidPlate, PLATE_FORMAT_MESSAGE, validatePlate } from "../plate";
import { startsLikeFormula } from "./csv";

/** Rows of cells, as a spreadsheet shows them: index 0 is row (or line) 1. */
export type LotCells = ReadonlyArray<ReadonlyArray<string>>;

export type LotPlate = { plate: string; rows: number[] };
export type LotInvalidRow = { row: number; value: string; reason: string };
/** Where the plates were read: a column's index (0 = A) and its header, if the file had one. */
export type LotColumn = { index: number; header: string | null };
export type LotInput = { plates: LotPlate[]; invalid: LotInvalidRow[]; column: LotColumn };
export type LotCheck = ({ ok: true } & LotInput) | { ok: false; message: string };

export const LOT_MAX_ROWS = 500;
export const LOT_TOO_MANY_ROWS_MESSAGE = `El lote tiene más de ${LOT_MAX_ROWS} patentes. Divídelo en lotes de hasta ${LOT_MAX_ROWS}.`;
export const LOT_EMPTY_MESSAGE =
  "No encontramos patentes. Pega una por línea o sube un archivo con una columna 'Patente'.";

/** Longer than any way of writing a plate ('AB-CD-12', ' ab·cd·12 '): refused before the pattern runs. */
export const LOT_CELL_MAX_LENGTH = 40;
export const LOT_CELL_TOO_LONG_MESSAGE = "Texto demasiado largo para ser una patente";
export const LOT_FORMULA_MESSAGE = "Es una fórmula, no una patente";

/**
 * A cell of a dealer's file that is a formula: an XLSX formula, which the file reader gives with its
 * leading '=' (its stored result is whatever the file claims, not what Excel will show), or a CSV cell
 * that Excel would run as one ('=HJKL23', '+HJKL23', '@HJKL23'). Without this rule the plate's
 * normalisation drops the sign and charges 'HJKL23'. A sign alone ('-', a placeholder for 'none') is
 * no formula, and is refused as any other text that is no plate.
 */
const isFormula = (value: string): boolean => startsLikeFormula(value) && /[A-Za-z0-9]/.test(value);

/** Header names of a plate column, compared without accents, case or surrounding spaces. */
const HEADER_NAMES = new Set(["patente", "patentes", "placa", "ppu", "plate", "matricula"]);
/** A title or two may sit above the header row ('Remate 14-11'); further down, a header is data. */
const HEADER_SEARCH_ROWS = 5;
/** Longer cells are not headers, and are not worth normalising to find out. */
const HEADER_MAX_LENGTH = 60;

const foldHeader = (cell: string): string =>
  cell
    .trim()
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");

/** 2 when the cell is a header name itself ('Matrícula'), 1 when one of its words is ('N° patente'). */
function headerStrength(cell: string): 0 | 1 | 2 {
  if (cell.length > HEADER_MAX_LENGTH) return 0;
  const folded = foldHeader(cell);
  if (HEADER_NAMES.has(folded)) return 2;
  return folded.split(/[^a-z0-9]+/).some((word) => HEADER_NAMES.has(word)) ? 1 : 0;
}

/** A cell that names a plate column exactly ('Patente', ' MATRÍCULA '). */
export const isPlateHeader = (cell: string): boolean => headerStrength(cell) === 2;

const isBlank = (row: ReadonlyArray<string>): boolean => row.every((cell) => cell.trim() === "");

const holdsPlate = (row: ReadonlyArray<string>): boolean =>
  row.some((cell) => cell.length <= LOT_CELL_MAX_LENGTH && isValidPlate(cell));

/**
 * The plate column and the first data row (0-based). A recognised header in one of the first non-empty
 * rows wins (a cell that is a header name before one that contains it, then the leftmost), searched only
 * above the first row holding a plate: below it a note such as 'sin patente' is data, not a header.
 * Otherwise the first column, and the first non-empty row is data unless that cell has no digit at all:
 * every plate has digits, so 'Autos' or 'Vehículo' is a header we do not know rather than a plate to refuse.
 */
export function findPlateColumn(cells: LotCells): { column: LotColumn; firstDataRow: number } {
  let seen = 0;
  let firstNonEmpty = -1;
  for (let r = 0; r < cells.length && seen < HEADER_SEARCH_ROWS; r++) {
    const row = cells[r] ?? [];
    if (isBlank(row)) continue;
    if (firstNonEmpty === -1) firstNonEmpty = r;
    if (holdsPlate(row)) break;
    seen++;
    let best = -1;
    let bestStrength = 0;
    row.forEach((cell, index) => {
      const strength = headerStrength(cell);
      if (strength > bestStrength) {
        best = index;
        bestStrength = strength;
      }
    });
    if (best !== -1) {
      return { column: { index: best, header: (row[best] ?? "").trim() }, firstDataRow: r + 1 };
    }
  }
  if (firstNonEmpty === -1) return { column: { index: 0, header: null }, firstDataRow: 0 };
  const first = (cells[firstNonEmpty]?.[0] ?? "").trim();
  if (first !== "" && first.length <= HEADER_MAX_LENGTH && !/\d/.test(first)) {
    return { column: { index: 0, header: first }, firstDataRow: firstNonEmpty + 1 };
  }
  return { column: { index: 0, header: null }, firstDataRow: firstNonEmpty };
}

/** A value as typed, with the row (or line) number the person sees. */
export type LotEntry = { row: number; value: string };

/** What a value's source adds to the plate rule: a spreadsheet's cells may be formulas. */
export type LotSourceRules = { cells: boolean };

const cut = (value: string) =>
  value.length > LOT_CELL_MAX_LENGTH ? `${value.slice(0, LOT_CELL_MAX_LENGTH)}…` : value;

/**
 * Validates and folds the entries: empty values are skipped, each other value is a plate or an invalid
 * row with the plate rule's own message, and the same plate written twice ('abcd12', 'ABCD-12') is asked
 * once with all its rows. More than LOT_MAX_ROWS values is refused whole rather than cut: a lot cut
 * silently would leave cars unchecked. Values from a spreadsheet's cells (`rules.cells`) that are
 * formulas are invalid rows; typed text and an API's list are not cells ('- ABCD12' is a typed bullet).
 */
export function foldLot(
  entries: Iterable<LotEntry>,
  column: LotColumn,
  rules: LotSourceRules = { cells: false },
): LotCheck {
  const byPlate = new Map<string, number[]>();
  const invalid: LotInvalidRow[] = [];
  let count = 0;
  for (const { row, value: raw } of entries) {
    const value = raw.trim();
    if (value === "") continue;
    count++;
    if (count > LOT_MAX_ROWS) return { ok: false, message: LOT_TOO_MANY_ROWS_MESSAGE };
    if (rules.cells && isFormula(value)) {
      invalid.push({ row, value: cut(value), reason: LOT_FORMULA_MESSAGE });
      continue;
    }
    if (value.length > LOT_CELL_MAX_LENGTH) {
      invalid.push({ row, value: cut(value), reason: LOT_CELL_TOO_LONG_MESSAGE });
      continue;
    }
    const check = validatePlate(value);
    if (!check.ok) {
      // An entry that is there but has no letter or digit ('---') is no plate either: say so in the
      // format's words rather than ask for 'una patente válida' as an empty box would.
      invalid.push({ row, value, reason: PLATE_FORMAT_MESSAGE });
      continue;
    }
    const rows = byPlate.get(check.plate);
    if (rows) rows.push(row);
    else byPlate.set(check.plate, [row]);
  }
  if (count === 0) return { ok: false, message: LOT_EMPTY_MESSAGE };
  const plates = [...byPlate].map(([plate, rows]) => ({ plate, rows }));
  return { ok: true, plates, invalid, column };
}

/**
 * A lot from a file's rows (or a table pasted from a spreadsheet): the plate column's cells below its
 * header, with spreadsheet row numbers; a formula is an invalid row.
 */
export function lotFromTable(cells: LotCells): LotCheck {
  const { column, firstDataRow } = findPlateColumn(cells);
  function* entries(): Generator<LotEntry> {
    for (let r = firstDataRow; r < cells.length; r++) {
      const value = cells[r]?.[column.index];
      if (value !== undefined) yield { row: r + 1, value };
    }
  }
  return foldLot(entries(), column, { cells: true });
}
