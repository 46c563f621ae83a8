// What the lot pages say about a lot, a preview and a row, kept apart from the components so each
// sentence is tested as the dealer reads it.

import type { LotRowStatus, TLot, TLotCounts, TLotPreview, TLotSummary } from "#domain/contract/lots";
import { formatInteger, plural } from "#domain/format";
import { lotNoDataLeftText, lotNoDataLimitMessage } from "#domain/lot/lot-no-data";
import type { LotRowWord } from "#domain/lot/lot-texts";
import type { LotVerdictFilter } from "./lot-table";

/** The name a lot goes by: its file's, or what it was when the plates were pasted. */
export const lotName = (lot: Pick<TLotSummary, "fileName">): string => lot.fileName ?? "Patentes pegadas";

/** A lot's rows are named as the dealer numbered them: rows of a file, lines of pasted text. */
export const rowWordOf = (lot: Pick<TLotSummary, "fileName">): LotRowWord =>
  lot.fileName === null ? "Línea" : "Fila";

/** Rows ended, made or not: what the progress bar fills with. */
export const endedRows = (counts: TLotCounts): number => counts.done + counts.noData + counts.failed;

/** '12 de 40 listos' */
export const progressText = (lot: Pick<TLotSummary, "counts" | "plates">): string =>
  `${formatInteger(endedRows(lot.counts))} de ${formatInteger(lot.plates)} ${lot.plates === 1 ? "listo" : "listos"}`;

/** 0 → 'A', 25 → 'Z', 26 → 'AA': a column as the spreadsheet labels it. */
function columnLetter(index: number): string {
  let n = Math.max(0, Math.floor(index));
  let letters = "";
  do {
    letters = String.fromCharCode(65 + (n % 26)) + letters;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return letters;
}

/**
 * Where the plates were read, so a dealer whose file had the plates elsewhere sees it before paying. Plain
 * pasted plates have no columns to mistake: only a header line skipped is worth saying. Null when there
 * is nothing to say.
 */
export function columnText(preview: Pick<TLotPreview, "column" | "fileName">): string | null {
  const { index, header } = preview.column;
  if (preview.fileName === null && index === 0) {
    return header === null ? null : `La primera línea («${header}») es un encabezado: no se consulta.`;
  }
  const column = `la columna ${columnLetter(index)}`;
  if (header !== null) return `Leímos las patentes de ${column} («${header}»).`;
  return `Leímos las patentes de ${column}: no encontramos un encabezado como «Patente».`;
}

/**
 * A finished lot's plates that got no report, and what that cost: nothing. Null while it runs or when
 * every plate got its report.
 */
export function unreportedText(lot: Pick<TLot, "finished" | "counts" | "creditsReturned">): string | null {
  const { noData, failed } = lot.counts;
  const missing = noData + failed;
  if (!lot.finished || missing === 0) return null;
  const parts = [
    noData > 0 ? `${formatInteger(noData)} sin datos` : null,
    failed > 0 ? `${formatInteger(failed)} no se ${failed === 1 ? "pudo" : "pudieron"} consultar` : null,
  ].filter((part) => part !== null);
  const which = missing === 1 ? "1 patente quedó" : `${formatInteger(missing)} patentes quedaron`;
  const spent =
    lot.creditsReturned === 0
      ? ""
      : lot.creditsReturned === 1
        ? " Ese informe no se descontó del saldo."
        : ` Esos ${formatInteger(lot.creditsReturned)} informes no se descontaron del saldo.`;
  return `${which} sin informe (${parts.join(", ")}).${spent}`;
}

export const STATUS_LABELS: Record<LotRowStatus, string> = {
  "en cola": "En cola",
  "en proceso": "Consultando",
  listo: "Listo",
  "sin datos": "Sin datos",
  "no se pudo": "No se pudo",
};

/** The verdict filter's options, worst first as the verdict sorts. */
export const VERDICT_FILTER_LABELS: Record<LotVerdictFilter, string> = {
  all: "Todos",
  red: "Con problemas graves",
  yellow: "Con observaciones",
  neutral: "Incompletos",
  green: "Recomendables",
  none: "Sin informe",
};

/** What stands between the dealer and the lot: credits, or plates. Null when it can go. */
export function shortfallText(preview: Pick<TLotPreview, "plates" | "missing" | "enough">): string | null {
  if (preview.plates === 0) return "No hay patentes válidas para consultar. Revisa las filas de abajo.";
  if (preview.enough) return null;
  return `Al saldo de la automotora le ${preview.missing === 1 ? "falta" : "faltan"} ${plural(preview.missing, "informe", "informes")} para este lote.`;
}

/**
 * What the preview says of the automotora's plates without data (decision 094), and how loud: a note while
 * the lot fits in what is left, a warning when it has more plates than that (it may reach the limit), a
 * refusal, with when it frees, once nothing is left (the lot cannot go).
 */
export function noDataNotice(preview: Pick<TLotPreview, "plates" | "noData">): {
  tone: "note" | "warning" | "blocked";
  text: string;
} {
  const { allowance, left, freesInSeconds } = preview.noData;
  if (left === 0) return { tone: "blocked", text: lotNoDataLimitMessage(allowance, freesInSeconds ?? 0) };
  return { tone: preview.plates > left ? "warning" : "note", text: lotNoDataLeftText(left, allowance) };
}

type TInvalidRow = TLotPreview["invalid"][number];

/**
 * Invalid rows under their reason, reasons in the order first met: 40 rows with the same mistake read as
 * one sentence and the rows it applies to, not as the sentence 40 times.
 */
export function invalidByReason(invalid: readonly TInvalidRow[]): { reason: string; rows: TInvalidRow[] }[] {
  const groups = new Map<string, TInvalidRow[]>();
  for (const row of invalid) {
    const group = groups.get(row.reason);
    if (group) group.push(row);
    else groups.set(row.reason, [row]);
  }
  return [...groups].map(([reason, rows]) => ({ reason, rows }));
}

/** 'Lote terminado: 39 de 40 con informe': the plates that got none are told apart just below. */
export const finishedText = (lot: Pick<TLotSummary, "counts" | "plates">): string =>
  `Lote terminado: ${formatInteger(lot.counts.done)} de ${formatInteger(lot.plates)} con informe`;

/** '2 filas omitidas · 1 patente repetida': what the lot's page folds under one line once it was sent. */
export function inputNotesSummary(
  input: Pick<TLot["input"], "invalid" | "duplicates">,
  rowWord: LotRowWord,
): string | null {
  const parts = [
    input.invalid.length > 0
      ? rowWord === "Fila"
        ? plural(input.invalid.length, "fila omitida", "filas omitidas")
        : plural(input.invalid.length, "línea omitida", "líneas omitidas")
      : null,
    input.duplicates.length > 0
      ? plural(input.duplicates.length, "patente repetida", "patentes repetidas")
      : null,
  ].filter((part) => part !== null);
  return parts.length ? parts.join(" · ") : null;
}
