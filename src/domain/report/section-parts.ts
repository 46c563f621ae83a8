// Small pieces every presented section is made of.

import { formatDateTime, NOT_AVAILABLE } from "../format";
import { type Section, SOURCE_NOT_ASKED } from "./model";

const NOT_ASKED_PROVENANCE = "No consultado: el informe es anterior a esta sección";

export const orNa = (v: string | number | null | undefined): string =>
  v === null || v === undefined || v === "" ? NOT_AVAILABLE : String(v);

/**
 * 'Fuente: Boostr · consultado el 21-11-2026 10:04': the first section's source, the latest of their times.
 * A section a report made before its source existed was never consulted, and says so.
 */
export const provenance = (...sections: Section<unknown>[]): string => {
  if (sections.every((s) => s.status === "unavailable" && s.reason === SOURCE_NOT_ASKED))
    return NOT_ASKED_PROVENANCE;
  const latest = sections
    .map((s) => s.consultedAt)
    .sort()
    .at(-1);
  return `Fuente: ${sections[0]?.source ?? ""} · consultado el ${formatDateTime(latest)}`;
};

/** Only web addresses become links: a source's text must never become a script on our page. */
export function webAddress(url: string | null | undefined): string | null {
  try {
    // No address at all ('null', '') is no URL either.
    const parsed = new URL(String(url));
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}
