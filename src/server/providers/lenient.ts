import { z } from "zod";

// Field readers for outside answers. Sources drift (numbers as strings, blank strings, extra fields), and a
// field we cannot read is worth less than the rest of the answer, so each field degrades to null on its own;
// only a broken overall shape, or the lack of what a section needs (boostr-answers.ts), makes a lookup
// 'unavailable'.

const THOUSANDS = /^-?\d{1,3}(?:\.\d{3})+$/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/** 1600, "1600", "$ 12.720" (Chilean thousands dots) -> number; anything else -> null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const compact = value.replace(/[\s$]/g, "");
  const plain = THOUSANDS.test(compact) ? compact.replaceAll(".", "") : compact;
  return PLAIN_NUMBER.test(plain) ? Number(plain) : null;
}

const realDate = (year: string, month: string, day: string): string | null => {
  const iso = `${year}-${month}-${day}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : null;
};

/** "2024-12-21", "2024-12-21T03:14:20Z", "21-12-2024", "21/12/2024" -> "2024-12-21"; else null. */
export function toIsoDate(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (iso?.[1] && iso[2] && iso[3]) return realDate(iso[1], iso[2], iso[3]);
  const local = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(value.trim());
  if (local?.[1] && local[2] && local[3]) return realDate(local[3], local[2], local[1]);
  return null;
}

/** Trimmed text; blanks and non-text become null, numbers keep their digits (engine size 2 -> "2"). */
export const text = z
  .unknown()
  .optional()
  .transform((value): string | null => {
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
    if (typeof value !== "string") return null;
    const trimmed = value.trim();
    return trimmed === "" ? null : trimmed;
  });

export const num = z.unknown().optional().transform(toNumber);

export const isoDate = z.unknown().optional().transform(toIsoDate);
