import { lotFileName } from "#domain/lot/lot-file-name";
import type { LotInput } from "#domain/lot/lot-input";
import { foldLot, lotFromTable } from "#domain/lot/lot-input";
import type { LotRowWord } from "#domain/lot/lot-texts";
import { lotFromPasted } from "#domain/lot/parse-pasted";
import { AppError } from "#server/errors";
import { readLotFile } from "./lot-file";

/** A lot as sent: plates pasted into the text box, a file uploaded, or an API client's list of plates. */
export type LotSource =
  | { text: string }
  | { file: { bytes: Uint8Array; name: string; contentType?: string } }
  | { plates: readonly string[] };

/** The lot read from its source: the plates to check, what was wrong, and how its rows are named. */
export type ReadLot = LotInput & { fileName: string | null; rowWord: LotRowWord };

/**
 * Reads and checks a lot's source. The preview and the creation both call it on what the browser sent,
 * so the lot made is the one the server read, never what a preview said. A source that holds no lot at
 * all (empty, too long, too many rows, not a spreadsheet) is refused with its Spanish reason; one whose
 * every row is invalid is read, so its rows can be listed.
 */
export async function readLotSource(source: LotSource): Promise<ReadLot> {
  if ("text" in source) {
    const check = lotFromPasted(source.text);
    if (!check.ok) throw new AppError("BAD_REQUEST", check.message);
    return {
      plates: check.plates,
      invalid: check.invalid,
      column: check.column,
      fileName: null,
      rowWord: "Línea",
    };
  }
  if ("plates" in source) {
    // Each entry is one plate, named by its 1-based place in the list: no header, no separators.
    const check = foldLot(
      source.plates.map((value, index) => ({ row: index + 1, value })),
      { index: 0, header: null },
    );
    if (!check.ok) throw new AppError("BAD_REQUEST", check.message);
    const { plates, invalid, column } = check;
    return { plates, invalid, column, fileName: null, rowWord: "Fila" };
  }
  const { bytes, name, contentType } = source.file;
  const check = lotFromTable(await readLotFile(bytes, name, contentType));
  if (!check.ok) throw new AppError("BAD_REQUEST", check.message);
  const { plates, invalid, column } = check;
  return { plates, invalid, column, fileName: lotFileName(name), rowWord: "Fila" };
}
