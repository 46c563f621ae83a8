// The results table of a lot: which rows a dealer asked to see and in what order. Done here, in the
// browser, because the lot page already holds every row (500 at most) and polls them as they change.

import type { LotRowStatus, TLotRow } from "#domain/contract/lots";
import { LOT_ROW_STATUSES } from "#domain/contract/lots";
import { normalizePlate } from "#domain/plate";
import type { Tone } from "#domain/report/model";

export type LotSortKey = "position" | "plate" | "vehicle" | "score" | "verdict" | "alerts" | "status";
type LotSortDirection = "ascending" | "descending";
export type LotSort = { key: LotSortKey; direction: LotSortDirection };

/** The input's order: the dealer's own file, row by row. */
export const DEFAULT_SORT: LotSort = { key: "position", direction: "ascending" };

/** A verdict's colour, or 'none' for a plate that got no report (yet). */
export type LotVerdictFilter = "all" | Tone | "none";
export type LotFilter = { verdict: LotVerdictFilter; onlyAlerts: boolean; plate: string };
export const NO_FILTER: LotFilter = { verdict: "all", onlyAlerts: false, plate: "" };

/** Worst first: a dealer sorting by verdict wants the cars to turn down at the top. */
const TONE_RANK: Record<Tone, number> = { red: 0, yellow: 1, neutral: 2, green: 3 };
const STATUS_RANK = Object.fromEntries(LOT_ROW_STATUSES.map((s, i) => [s, i])) as Record<
  LotRowStatus,
  number
>;

/** What is compared for each column; null for a value the row does not have, which sorts last. */
function sortValue(row: TLotRow, key: LotSortKey): string | number | null {
  switch (key) {
    case "position":
      return row.position;
    case "plate":
      return row.plate;
    case "vehicle":
      return row.vehicle;
    case "score":
      return row.score;
    case "verdict":
      return row.tone === null ? null : TONE_RANK[row.tone];
    case "alerts":
      // A row without a report has no alerts to count, which is not the same as none.
      return row.reportId === null ? null : row.alerts.length;
    case "status":
      return STATUS_RANK[row.status];
  }
}

const collator = new Intl.Collator("es-CL", { sensitivity: "base", numeric: true });

function compareValues(a: string | number, b: string | number): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The rows in the order asked. Rows with nothing in the column go last whichever the direction (an
 * unmade report is neither the best nor the worst), and ties keep the input's order, so the table does
 * not reshuffle as each poll brings the same rows back.
 */
export function sortLotRows(rows: readonly TLotRow[], sort: LotSort): TLotRow[] {
  const sign = sort.direction === "ascending" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const va = sortValue(a, sort.key);
    const vb = sortValue(b, sort.key);
    if (va === null || vb === null) {
      if (va !== vb) return va === null ? 1 : -1;
    } else {
      const order = compareValues(va, vb);
      if (order !== 0) return order * sign;
    }
    return a.position - b.position;
  });
}

/** Most columns start from the smallest; alerts start from the most, which is what one looks for. */
const FIRST_DIRECTION: Partial<Record<LotSortKey, LotSortDirection>> = { alerts: "descending" };

/** A click on a column's header: the same column turns its order around, another starts with its own. */
export function nextSort(current: LotSort, key: LotSortKey): LotSort {
  if (current.key === key) {
    return { key, direction: current.direction === "ascending" ? "descending" : "ascending" };
  }
  return { key, direction: FIRST_DIRECTION[key] ?? "ascending" };
}

function rowMatches(row: TLotRow, filter: LotFilter): boolean {
  if (filter.verdict === "none" ? row.tone !== null : filter.verdict !== "all" && row.tone !== filter.verdict)
    return false;
  if (filter.onlyAlerts && row.alerts.length === 0) return false;
  // 'ab-cd 1' finds ABCD12: the dealer may type a plate with its dashes.
  const wanted = normalizePlate(filter.plate);
  return wanted === "" || row.plate.includes(wanted);
}

export const filterLotRows = (rows: readonly TLotRow[], filter: LotFilter): TLotRow[] =>
  rows.filter((row) => rowMatches(row, filter));

/** How many rows each verdict option would show, beside its name in the filter. */
export function verdictCounts(rows: readonly TLotRow[]): Record<LotVerdictFilter, number> {
  const counts: Record<LotVerdictFilter, number> = {
    all: rows.length,
    red: 0,
    yellow: 0,
    neutral: 0,
    green: 0,
    none: 0,
  };
  for (const row of rows) counts[row.tone ?? "none"]++;
  return counts;
}

// The table's order and filters live in the page's address, so 'Ver informe' and the back button bring
// the dealer back to the rows they were looking at. Spanish words, as the address is seen and shared.
const SORT_WORDS: Record<LotSortKey, string> = {
  position: "fila",
  plate: "patente",
  vehicle: "vehiculo",
  score: "puntaje",
  verdict: "veredicto",
  alerts: "alertas",
  status: "estado",
};
const VERDICT_WORDS: Record<Exclude<LotVerdictFilter, "all">, string> = {
  red: "graves",
  yellow: "observaciones",
  neutral: "incompletos",
  green: "recomendables",
  none: "sin-informe",
};
/** A search longer than a plate written with dashes is no plate search: it is cut, not trusted. */
const PLATE_SEARCH_MAX = 12;

const keyOf = <K extends string>(words: Record<K, string>, word: string | null): K | undefined =>
  (Object.keys(words) as K[]).find((key) => words[key] === word);

export type LotTableState = { sort: LotSort; filter: LotFilter };

/** The table as the address asks for it; anything it does not know reads as the default. */
export function readTableState(search: string): LotTableState {
  const params = new URLSearchParams(search);
  const key = keyOf(SORT_WORDS, params.get("orden")) ?? DEFAULT_SORT.key;
  const direction = params.get("sentido") === "desc" ? "descending" : "ascending";
  return {
    sort: { key, direction },
    filter: {
      verdict: keyOf(VERDICT_WORDS, params.get("veredicto")) ?? "all",
      onlyAlerts: params.get("alertas") === "1",
      plate: (params.get("patente") ?? "").slice(0, PLATE_SEARCH_MAX),
    },
  };
}

/** '?orden=puntaje&sentido=desc&alertas=1', only what differs from the default; '' for the default. */
export function tableSearch({ sort, filter }: LotTableState): string {
  const params = new URLSearchParams();
  if (sort.key !== DEFAULT_SORT.key || sort.direction !== DEFAULT_SORT.direction) {
    params.set("orden", SORT_WORDS[sort.key]);
    if (sort.direction === "descending") params.set("sentido", "desc");
  }
  if (filter.verdict !== "all") params.set("veredicto", VERDICT_WORDS[filter.verdict]);
  if (filter.onlyAlerts) params.set("alertas", "1");
  if (filter.plate !== "") params.set("patente", filter.plate.slice(0, PLATE_SEARCH_MAX));
  const search = params.toString();
  return search ? `?${search}` : "";
}
