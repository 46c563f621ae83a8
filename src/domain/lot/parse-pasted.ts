// Plates pasted into the lot's text box: one per line, or several on a line ('ABCD12, BBCL10 RTVE20').

import { isValidPlate } from "../plate";
import {
  foldLot,
  isPlateHeader,
  type LotCells,
  type LotCheck,
  type LotEntry,
  lotFromTable,
} from "./lot-input";

/** About 2.000 plates with room for separators and notes: four times a lot's limit, and no more. */
export const PASTED_MAX_CHARS = 20_000;
export const PASTED_TOO_LONG_MESSAGE =
  "El texto pegado es demasiado largo (máximo 20.000 caracteres). Sube un archivo CSV o XLSX.";

const LINE_BREAK = /\r\n|\r|\n/;

/**
 * The plates written on one line. Commas and semicolons always separate; spaces separate only when the
 * piece is not itself one plate written with spaces, so 'AB CD 12' is one plate and 'ABCD12 BBCL10' two.
 */
export function splitPastedLine(line: string): string[] {
  const tokens: string[] = [];
  for (const piece of line.split(/[,;]/)) {
    const trimmed = piece.trim();
    if (trimmed === "") continue;
    if (trimmed.length <= 12 && isValidPlate(trimmed)) tokens.push(trimmed);
    else for (const word of trimmed.split(/\s+/)) if (word !== "") tokens.push(word);
  }
  return tokens;
}

/** Each line's plates; index 0 is line 1, so a refused entry is named by the line the person typed it on. */
export function splitPasted(text: string): LotCells {
  return text.split(LINE_BREAK).map(splitPastedLine);
}

/**
 * A lot from the text box. Text with tabs was copied from a spreadsheet: it is read as a table, so that
 * its plate column is found as in a file and the other columns (brand, price) are not taken for plates.
 * Otherwise every entry of every line is a plate, except a header word ('Patente') heading the text.
 */
export function lotFromPasted(text: string): LotCheck {
  if (text.length > PASTED_MAX_CHARS) return { ok: false, message: PASTED_TOO_LONG_MESSAGE };
  if (text.includes("\t")) return lotFromTable(text.split(LINE_BREAK).map((line) => line.split("\t")));

  const cells = splitPasted(text);
  const firstLine = cells.findIndex((tokens) => tokens.length > 0);
  const first = cells[firstLine];
  const header = first?.length === 1 && isPlateHeader(first[0] ?? "") ? (first[0] ?? null) : null;
  function* entries(): Generator<LotEntry> {
    for (let r = header === null ? 0 : firstLine + 1; r < cells.length; r++) {
      for (const value of cells[r] ?? []) yield { row: r + 1, value };
    }
  }
  return foldLot(entries(), { index: 0, header });
}
