// How much of an uploaded lot file is read, and the Spanish refusal for each limit. Shared by the
// server's thread, which checks what it sees at once (size, kind), and the worker thread that reads an
// XLSX (decision 091): this module imports nothing that thread would not otherwise load.

import { formatInteger } from "#domain/format";
import { LOT_MAX_ROWS } from "#domain/lot/lot-input";

/** A 500-row sheet inflates to well under 1 MB; room for formatting and a second sheet, not for a bomb. */
export const LOT_XLSX_MAX_INFLATED_BYTES = 20 * 1024 * 1024;
/**
 * Distinct texts in an XLSX's shared strings, which exceljs keeps for the whole read: a lot of 500 rows
 * and 50 columns, every cell a different text, is 25.000.
 */
export const LOT_XLSX_MAX_SHARED_STRINGS = 100_000;
/**
 * Cells over all sheets, each an object to exceljs (about 2 µs each here): a lot of 500 rows by 50
 * columns is 25.000, and a second sheet of 10.000 cars by 40 columns still fits.
 */
export const LOT_XLSX_MAX_CELLS = 500_000;
/** Rows with something in them: a lot's rows and a header. More is refused, never cut. */
export const LOT_FILE_MAX_ROWS = LOT_MAX_ROWS + 1;
/** Columns read from each row: a plate column sits near the left, and a row may claim 16.384 columns. */
export const LOT_FILE_MAX_COLUMNS = 50;

const KEEP_ONLY_THE_PLATES = "Guarda solo la hoja con las patentes, sin imágenes, y vuelve a intentarlo.";

export const LOT_FILE_UNREADABLE_MESSAGE =
  "No pudimos leer el archivo. Revisa que sea un CSV o un XLSX de Excel sin contraseña y vuelve a intentarlo.";
/** Also the answer when reading the file took more memory or time than its worker has. */
export const LOT_FILE_TOO_MUCH_DATA_MESSAGE = `El archivo trae demasiados datos para un lote. ${KEEP_ONLY_THE_PLATES}`;
export const LOT_FILE_TOO_MUCH_INFLATED_MESSAGE = `Abierto, el archivo ocupa más de ${LOT_XLSX_MAX_INFLATED_BYTES / 1024 / 1024} MB: es demasiado para un lote. ${KEEP_ONLY_THE_PLATES}`;
export const LOT_FILE_TOO_MANY_STRINGS_MESSAGE = `El archivo trae más de ${formatInteger(LOT_XLSX_MAX_SHARED_STRINGS)} textos distintos: son demasiados para un lote. ${KEEP_ONLY_THE_PLATES}`;
export const LOT_FILE_TOO_MANY_CELLS_MESSAGE = `El archivo trae más de ${formatInteger(LOT_XLSX_MAX_CELLS)} celdas: son demasiadas para un lote. ${KEEP_ONLY_THE_PLATES}`;
export const LOT_FILE_TOO_MANY_ROWS_MESSAGE = `El archivo tiene más de ${LOT_MAX_ROWS} filas con datos. Divídelo en archivos de hasta ${LOT_MAX_ROWS} patentes.`;
