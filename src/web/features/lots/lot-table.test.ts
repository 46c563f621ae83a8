import { describe, expect, it } from "vitest";
import type { TLotRow } from "#domain/contract/lots";
import {
  DEFAULT_SORT,
  filterLotRows,
  type LotFilter,
  type LotSort,
  type LotTableState,
  NO_FILTER,
  nextSort,
  readTableState,
  sortLotRows,
  tableSearch,
  verdictCounts,
} from "./lot-table";

const row = (position: number, plate: string, fields: Partial<TLotRow> = {}): TLotRow => ({
  position,
  plate,
  rows: [position + 2],
  status: "listo",
  reportId: `r-${plate}`,
  reportCode: null,
  sharePath: null,
  vehicle: null,
  score: null,
  verdict: null,
  tone: null,
  alerts: [],
  message: null,
  ...fields,
});

// A lot as it stands halfway: made reports of every verdict, one still queued, one without data.
const rows: TLotRow[] = [
  row(0, "BBCL10", { vehicle: "Toyota Corolla 2019", score: 100, tone: "green" }),
  row(1, "MULT30", { vehicle: "Kia Rio 2017", score: 55, tone: "red", alerts: ["3 multas impagas"] }),
  row(2, "ZZZZ99", { status: "sin datos", reportId: null }),
  row(3, "SOAP50", { vehicle: "Chevrolet Sail 2020", score: 80, tone: "yellow", alerts: ["SOAP", "RT"] }),
  row(4, "PARC70", { vehicle: "Audi A3 2021", score: 80, tone: "neutral" }),
  row(5, "ABCD12", { status: "en cola", reportId: null }),
];

const plates = (list: TLotRow[]) => list.map((r) => r.plate);

describe("sortLotRows", () => {
  it.each<[string, LotSort, string[]]>([
    [
      "the file's order by default",
      DEFAULT_SORT,
      ["BBCL10", "MULT30", "ZZZZ99", "SOAP50", "PARC70", "ABCD12"],
    ],
    [
      "lowest score first, ties in the file's order, unmade last",
      { key: "score", direction: "ascending" },
      ["MULT30", "SOAP50", "PARC70", "BBCL10", "ZZZZ99", "ABCD12"],
    ],
    [
      "highest score first, unmade still last",
      { key: "score", direction: "descending" },
      ["BBCL10", "SOAP50", "PARC70", "MULT30", "ZZZZ99", "ABCD12"],
    ],
    [
      "worst verdict first",
      { key: "verdict", direction: "ascending" },
      ["MULT30", "SOAP50", "PARC70", "BBCL10", "ZZZZ99", "ABCD12"],
    ],
    [
      "most alerts first; a row without report has no count",
      { key: "alerts", direction: "descending" },
      ["SOAP50", "MULT30", "BBCL10", "PARC70", "ZZZZ99", "ABCD12"],
    ],
    [
      "vehicles alphabetically, in Spanish",
      { key: "vehicle", direction: "ascending" },
      ["PARC70", "SOAP50", "MULT30", "BBCL10", "ZZZZ99", "ABCD12"],
    ],
    [
      "plates alphabetically backwards",
      { key: "plate", direction: "descending" },
      ["ZZZZ99", "SOAP50", "PARC70", "MULT30", "BBCL10", "ABCD12"],
    ],
    [
      "status in the order a row goes through",
      { key: "status", direction: "ascending" },
      ["ABCD12", "BBCL10", "MULT30", "SOAP50", "PARC70", "ZZZZ99"],
    ],
  ])("%s", (_, sort, expected) => {
    expect(plates(sortLotRows(rows, sort))).toEqual(expected);
  });

  it("leaves the rows it was given as they were", () => {
    const before = plates(rows);
    sortLotRows(rows, { key: "plate", direction: "descending" });
    expect(plates(rows)).toEqual(before);
  });
});

describe("nextSort", () => {
  it.each<[LotSort, Parameters<typeof nextSort>[1], LotSort]>([
    [DEFAULT_SORT, "score", { key: "score", direction: "ascending" }],
    [{ key: "score", direction: "ascending" }, "score", { key: "score", direction: "descending" }],
    [{ key: "score", direction: "descending" }, "score", { key: "score", direction: "ascending" }],
    [DEFAULT_SORT, "alerts", { key: "alerts", direction: "descending" }],
    [{ key: "alerts", direction: "descending" }, "plate", { key: "plate", direction: "ascending" }],
  ])("from %o, a click on %s gives %o", (current, key, expected) => {
    expect(nextSort(current, key)).toEqual(expected);
  });
});

describe("filterLotRows", () => {
  it.each<[string, Partial<LotFilter>, string[]]>([
    ["nothing asked: every row", {}, ["BBCL10", "MULT30", "ZZZZ99", "SOAP50", "PARC70", "ABCD12"]],
    ["one verdict", { verdict: "red" }, ["MULT30"]],
    ["the rows without a report", { verdict: "none" }, ["ZZZZ99", "ABCD12"]],
    ["only with alerts", { onlyAlerts: true }, ["MULT30", "SOAP50"]],
    ["a plate typed with a dash and lowercase", { plate: "soap-5" }, ["SOAP50"]],
    ["part of a plate", { plate: "C" }, ["BBCL10", "PARC70", "ABCD12"]],
    ["filters together", { verdict: "yellow", onlyAlerts: true, plate: "mult" }, []],
    ["a search of punctuation alone is no search", { plate: " - " }, plates(rows)],
  ])("%s", (_, filter, expected) => {
    expect(plates(filterLotRows(rows, { ...NO_FILTER, ...filter }))).toEqual(expected);
  });
});

describe("verdictCounts", () => {
  it("counts each verdict, and the rows without a report", () => {
    expect(verdictCounts(rows)).toEqual({ all: 6, red: 1, yellow: 1, neutral: 1, green: 1, none: 2 });
  });
});

describe("the table's state in the address", () => {
  it.each<[string, LotTableState, string]>([
    ["the default is no address at all", { sort: DEFAULT_SORT, filter: NO_FILTER }, ""],
    [
      "an order and its direction",
      { sort: { key: "score", direction: "descending" }, filter: NO_FILTER },
      "?orden=puntaje&sentido=desc",
    ],
    [
      "the file's order backwards",
      { sort: { key: "position", direction: "descending" }, filter: NO_FILTER },
      "?orden=fila&sentido=desc",
    ],
    [
      "every filter",
      { sort: DEFAULT_SORT, filter: { verdict: "none", onlyAlerts: true, plate: "ab-cd" } },
      "?veredicto=sin-informe&alertas=1&patente=ab-cd",
    ],
  ])("%s: written and read back", (_, state, search) => {
    expect(tableSearch(state)).toBe(search);
    expect(readTableState(search)).toEqual(state);
  });

  it.each<[string, string, LotTableState]>([
    [
      "unknown words",
      "?orden=precio&sentido=arriba&veredicto=rojo&alertas=si",
      { sort: DEFAULT_SORT, filter: NO_FILTER },
    ],
    [
      "a key's name instead of its word",
      "?orden=score&veredicto=red",
      { sort: DEFAULT_SORT, filter: NO_FILTER },
    ],
    [
      "a search longer than a plate, cut",
      `?patente=${"A".repeat(5000)}`,
      { sort: DEFAULT_SORT, filter: { ...NO_FILTER, plate: "AAAAAAAAAAAA" } },
    ],
  ])("%s read as the default", (_, search, state) => {
    expect(readTableState(search)).toEqual(state);
  });
});
