// Unpaid crossings of toll roads without a TAG ('peajes sin TAG', pasastesintag.cl): what they add up to
// and when they turn into a fine. They follow the plate; TAG contract debt follows the owner's RUT.

import { formatClp, formatDate, plural } from "../format";
import type { CrossingsWithoutTag, IsoDate, Lookup, PresentedSection, Section, TollCharge } from "./model";
import { provenance } from "./section-parts";
import { unansweredText } from "./texts";

export const CROSSINGS_TITLE = "Peajes sin TAG";

/** The charges listed, newest first; the rest are counted in the total. */
export const CHARGES_LISTED = 5;

export const CROSSINGS_FOLLOW_PLATE_NOTE =
  "Los peajes sin TAG siguen a la patente: quien compra el auto hereda los impagos. La deuda TAG, en cambio, es del titular del contrato (su RUT) y no pasa al comprador.";

export const chargesOf = (lookup: Lookup<CrossingsWithoutTag>): TollCharge[] =>
  lookup.status === "found" ? lookup.data.charges : [];

export const crossingsTotal = (charges: readonly TollCharge[]): number =>
  charges.reduce((sum, c) => sum + (Number.isFinite(c.amount) && c.amount > 0 ? c.amount : 0), 0);

/** The first deadline among the charges: paying by then keeps all of them from becoming fines. */
export function firstPayBy(charges: readonly TollCharge[]): IsoDate | null {
  const dates = charges.flatMap((c) => (c.payBy ? [c.payBy] : [])).sort();
  return dates[0] ?? null;
}

/** 'Peajes sin TAG impagos por $12.720 (pagar hasta el 16-01-2025)'; null without any charge. */
export function crossingsAlert(charges: readonly TollCharge[]): string | null {
  if (charges.length === 0) return null;
  const payBy = firstPayBy(charges);
  const deadline = payBy ? ` (pagar hasta el ${formatDate(payBy)})` : "";
  return `Peajes sin TAG impagos por ${formatClp(crossingsTotal(charges))}${deadline}`;
}

const newestFirst = (a: TollCharge, b: TollCharge): number => (b.date ?? "").localeCompare(a.date ?? "");

/** '18-12-2024 · Autopista Central · $12.720'; a shared report has no dates (decision 046). */
export const chargeLine = (c: TollCharge): string =>
  [c.date ? formatDate(c.date) : null, c.company, formatClp(c.amount)].filter(Boolean).join(" · ");

export type CrossingsPanel =
  | { state: "charges"; text: string; total: number; payBy: IsoDate | null; listed: TollCharge[] }
  | { state: "none"; text: "Sin peajes impagos" }
  | { state: "unanswered"; text: string };

export function crossingsPanel(lookup: Lookup<CrossingsWithoutTag>): CrossingsPanel {
  if (lookup.status === "unavailable") return { state: "unanswered", text: unansweredText(lookup) };
  const charges = chargesOf(lookup);
  if (charges.length === 0) return { state: "none", text: "Sin peajes impagos" };
  const total = crossingsTotal(charges);
  return {
    state: "charges",
    text: `${plural(charges.length, "cobro", "cobros")} por ${formatClp(total)}`,
    total,
    payBy: firstPayBy(charges),
    listed: [...charges].sort(newestFirst).slice(0, CHARGES_LISTED),
  };
}

/** Charges without their dates: the day a car crossed a gantry says when its driver was there. */
export const undatedCharges = (crossings: CrossingsWithoutTag): CrossingsWithoutTag => ({
  charges: crossings.charges.map((c) => ({ ...c, date: null })),
});

export function crossingsSection(crossings: Section<CrossingsWithoutTag>): PresentedSection {
  const panel = crossingsPanel(crossings);
  const charged = panel.state === "charges" ? panel : null;
  return {
    key: "crossings",
    title: CROSSINGS_TITLE,
    provenance: provenance(crossings),
    status: {
      text: panel.text,
      tone: charged ? "red" : panel.state === "none" ? "green" : "neutral",
    },
    rows: charged
      ? [
          { label: "Total impago", value: formatClp(charged.total) },
          {
            label: "Plazo para pagar sin multa",
            value: charged.payBy ? `Hasta el ${formatDate(charged.payBy)}` : "No informado",
            tone: "red",
          },
        ]
      : [],
    lists: charged ? [{ title: "Últimos cobros", items: charged.listed.map(chargeLine) }] : [],
    links: [],
    notes: [CROSSINGS_FOLLOW_PLATE_NOTE],
    warnings: [],
  };
}
