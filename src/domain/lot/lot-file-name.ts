// The names a lot's files carry: the one the dealer uploaded, as the lot's page shows it again, and the
// ones of its exports, which must be safe in any file system and in a Content-Disposition header.

import { formatDate } from "../format";

/** A name longer than this is cut: it is shown in a table cell, not used to open anything. */
export const LOT_FILE_NAME_MAX = 120;

/**
 * The uploaded file's name as the lot keeps it: the last part of any path a browser sent
 * ('C:\\fakepath\\remate.xlsx'), without control characters, trimmed and cut; null when nothing is left.
 */
export function lotFileName(raw: string): string | null {
  // By index, not a pattern anchored at the end: that one backtracks quadratically on a long name.
  const base = raw.slice(Math.max(raw.lastIndexOf("/"), raw.lastIndexOf("\\")) + 1);
  // Control characters (C0, DEL, C1) and the bidirectional overrides that would reorder how it reads.
  const clean = base.replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, "").trim();
  if (clean === "") return null;
  return clean.length > LOT_FILE_NAME_MAX ? `${clean.slice(0, LOT_FILE_NAME_MAX)}…` : clean;
}

/** 'lote-26-11-2026-3f2a9c1d.xlsx': the day the lot was sent, in Santiago, and the start of its id. */
export function lotExportFileName(lot: { id: string; createdAt: string }, extension: string): string {
  const day = formatDate(lot.createdAt);
  const short = lot.id
    .replace(/[^0-9a-f]/gi, "")
    .slice(0, 8)
    .toLowerCase();
  return `lote-${day}-${short}.${extension}`;
}
