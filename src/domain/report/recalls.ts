// Recalls (SERNAC safety campaigns) that cover the car's VIN. An open recall is an alert, never a
// deduction: the repair is free and is the maker's duty, not a fault of the car or its seller.

import { formatDate, plural } from "../format";
import type { Lookup, PresentedSection, Recall, Recalls, Section } from "./model";
import { provenance, webAddress } from "./section-parts";
import { unansweredText } from "./texts";

export const RECALLS_TITLE = "Llamados a revisión";
export const RECALL_NOTE =
  "Un llamado a revisión no descuenta puntos: la reparación es gratuita y es obligación del fabricante. Pregunta al vendedor si ya se hizo en un concesionario oficial.";

export const recallsOf = (lookup: Lookup<Recalls>): Recall[] =>
  lookup.status === "found" ? lookup.data.recalls : [];

/** The source cannot tell a repaired car from one still waiting, so every recall on record is open. */
export const recallAlert = (recall: Recall): string => `Llamado a revisión abierto: ${recall.title}`;

const recallLine = (r: Recall): string =>
  [r.title, r.date ? formatDate(r.date) : null, r.risk ? `Riesgo: ${r.risk}` : null]
    .filter(Boolean)
    .join(" · ");

export function recallsSection(recalls: Section<Recalls>): PresentedSection {
  const list = recallsOf(recalls);
  const answered = recalls.status !== "unavailable";
  const links = list.flatMap((r) => {
    const href = webAddress(r.url);
    return href ? [{ label: `Aviso oficial: ${r.title}`, href }] : [];
  });
  return {
    key: "recalls",
    title: RECALLS_TITLE,
    provenance: provenance(recalls),
    status: !answered
      ? { text: unansweredText(recalls), tone: "neutral" }
      : list.length
        ? { text: plural(list.length, "llamado abierto", "llamados abiertos"), tone: "yellow" }
        : { text: "Sin llamados a revisión", tone: "green" },
    rows: [],
    lists: list.length ? [{ title: "Campañas", items: list.map(recallLine) }] : [],
    links,
    notes: list.length ? [RECALL_NOTE] : [],
    warnings: list.map(recallAlert),
  };
}
