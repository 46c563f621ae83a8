// What the lot's check screen says about rows it will not ask for.

import type { LotInvalidRow, LotPlate } from "./lot-input";

/** 'Fila' for a file's rows, 'Línea' for pasted text: the number the person can find again. */
export type LotRowWord = "Fila" | "Línea";

/** 'Fila 7: Formato de patente inválido. Use formato ABCD12 o AB1234' */
export function invalidRowText(invalid: LotInvalidRow, word: LotRowWord = "Fila"): string {
  return `${word} ${invalid.row}: ${invalid.reason}`;
}

/** Past this many rows a repeated plate's list is cut, so that one line stays one line. */
const ROWS_LISTED = 5;

/** '3 y 9', '3, 5 y 9', '3, 5, 7, 9, 11 y 4 más' */
function listRows(rows: readonly number[]): string {
  const shown = rows.slice(0, ROWS_LISTED);
  const rest = rows.length - shown.length;
  if (rest > 0) return `${shown.join(", ")} y ${rest} más`;
  if (shown.length === 1) return String(shown[0]);
  return `${shown.slice(0, -1).join(", ")} y ${shown.at(-1)}`;
}

/** 'ABCD12 repetida en las filas 3 y 9: se consulta una vez'; null for a plate written once. */
export function duplicateText(plate: LotPlate, word: LotRowWord = "Fila"): string | null {
  if (plate.rows.length < 2) return null;
  return `${plate.plate} repetida en las ${word.toLowerCase()}s ${listRows(plate.rows)}: se consulta una vez`;
}
