import { formatRut, isValidRut, parseRut, RUT_CHECK_DIGIT_MESSAGE } from "#domain/rut";

// The RUT empresa told as it is typed: a wrong check digit is the usual slip, and finding it before
// 'Crear automotora' saves a round trip. The server checks again (ZOrganisationForm).

export type TRutFeedback =
  | { kind: "none" }
  | { kind: "valid"; message: string }
  | { kind: "invalid"; message: string };

/** Long enough to be anything but a RUT: nothing is parsed past it. */
const MAX_INPUT = 30;
/** A RUT empresa is 8 digits and its check digit: without the hyphen, fewer may still be on the way. */
const COMPLETE_WITHOUT_HYPHEN = 9;

/**
 * Said only once the RUT looks finished: typed with its hyphen and check digit, or 9 characters without
 * one. Halfway through there is nothing to say yet (a half-typed RUT is not a wrong one).
 */
export function rutFeedback(input: string): TRutFeedback {
  if (input.length > MAX_INPUT) return { kind: "none" };
  // Phones type typographic dashes for the hyphen, as parseRut knows.
  const compact = input.replace(/[\s.]/g, "").replace(/[‐‑‒–—−]/g, "-");
  const rut = parseRut(compact);
  if (!rut) return { kind: "none" };
  const finished = /-[0-9kK]$/.test(compact) || compact.length >= COMPLETE_WITHOUT_HYPHEN;
  if (!finished) return { kind: "none" };
  if (!isValidRut(rut)) return { kind: "invalid", message: RUT_CHECK_DIGIT_MESSAGE };
  return { kind: "valid", message: `RUT válido: ${formatRut(rut)}` };
}
