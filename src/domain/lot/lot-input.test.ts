import { describe, expect, it } from "vitest";
import { PLATE_FORMAT_MESSAGE } from "../plate";
import {
  findPlateColumn,
  foldLot,
  isPlateHeader,
  LOT_CELL_TOO_LONG_MESSAGE,
  LOT_EMPTY_MESSAGE,
  LOT_FORMULA_MESSAGE,
  LOT_MAX_ROWS,
  LOT_TOO_MANY_ROWS_MESSAGE,
  type LotCells,
  lotFromTable,
} from "./lot-input";

describe("findPlateColumn", () => {
  it.each<[string, LotCells, { index: number; header: string | null }, number]>([
    [
      "a 'Patente' header",
      [
        ["Marca", "Patente"],
        ["Kia", "ABCD12"],
      ],
      { index: 1, header: "Patente" },
      1,
    ],
    [
      "accents, case and spaces",
      [
        ["Año", " MATRÍCULA "],
        ["2019", "ABCD12"],
      ],
      { index: 1, header: "MATRÍCULA" },
      1,
    ],
    ["'PPU'", [["ppu"], ["ABCD12"]], { index: 0, header: "ppu" }, 1],
    ["'placa', 'plate', 'patentes'", [["x", "Placa"]], { index: 1, header: "Placa" }, 1],
    [
      "a header that contains the name",
      [["N°", "N° Patente", "Marca"]],
      { index: 1, header: "N° Patente" },
      1,
    ],
    [
      "the exact name before one that contains it",
      [["Patente anterior", "Patente"]],
      { index: 1, header: "Patente" },
      1,
    ],
    ["the leftmost of two exact names", [["Placa", "Patente"]], { index: 0, header: "Placa" }, 1],
    [
      "blank rows and a title above the header",
      [[], ["Remate 14-11-2026"], ["Marca", "Patente"], ["Kia", "ABCD12"]],
      { index: 1, header: "Patente" },
      3,
    ],
    [
      "no header: first column, first row is data",
      [
        ["ABCD12", "Kia"],
        ["BBCL10", "Fiat"],
      ],
      { index: 0, header: null },
      0,
    ],
    ["no header after blank rows", [[""], ["ABCD12"]], { index: 0, header: null }, 1],
    ["an unknown header without digits", [["Vehículos"], ["ABCD12"]], { index: 0, header: "Vehículos" }, 1],
    [
      "a first row with digits is data, even if invalid",
      [["ABC123"], ["ABCD12"]],
      { index: 0, header: null },
      0,
    ],
    // Below the first plate, 'sin patente' is a note, not a header.
    [
      "no header search below a plate",
      [
        ["ABCD12", "ok"],
        ["BBCL10", "sin patente delantera"],
      ],
      { index: 0, header: null },
      0,
    ],
    ["empty", [], { index: 0, header: null }, 0],
  ])("%s", (_, cells, column, firstDataRow) => {
    expect(findPlateColumn(cells)).toEqual({ column, firstDataRow });
  });

  it("searches only the first five non-empty rows for a header", () => {
    const titles = [["Remate"], ["Lote 1"], ["Santiago"], ["Noviembre"], ["Autos"]];
    expect(findPlateColumn([...titles, ["Marca", "Patente"]]).column).toEqual({ index: 0, header: "Remate" });
    expect(findPlateColumn([...titles.slice(1), ["Marca", "Patente"]]).column).toEqual({
      index: 1,
      header: "Patente",
    });
  });
});

describe("isPlateHeader", () => {
  it.each([
    ["Patente", true],
    ["  patentes ", true],
    ["Matrícula", true],
    ["PLATE", true],
    ["N° patente", false],
    ["Marca", false],
    ["", false],
  ])("%j -> %j", (cell, header) => {
    expect(isPlateHeader(cell)).toBe(header);
  });
});

describe("lotFromTable", () => {
  it("folds duplicates, lists invalid rows with spreadsheet row numbers and skips empty cells", () => {
    const cells: LotCells = [
      ["Marca", "Patente"], // row 1
      ["Kia", "abcd12"], // row 2
      ["Fiat", "BB-CL-10"], // row 3
      ["", ""], // row 4: skipped silently
      ["Ford", "ABC123"], // row 5: invalid
      ["Kia", " ABCD12 "], // row 6: same as row 2
      ["Nissan"], // row 7: no plate cell, skipped
      ["Chevrolet", "---"], // row 8: nothing of a plate
      ["Kia", "ABCD-12"], // row 9
    ];
    expect(lotFromTable(cells)).toEqual({
      ok: true,
      plates: [
        { plate: "ABCD12", rows: [2, 6, 9] },
        { plate: "BBCL10", rows: [3] },
      ],
      invalid: [
        { row: 5, value: "ABC123", reason: PLATE_FORMAT_MESSAGE },
        { row: 8, value: "---", reason: PLATE_FORMAT_MESSAGE },
      ],
      column: { index: 1, header: "Patente" },
    });
  });

  it("refuses a long cell before running the plate pattern, and shows it cut", () => {
    const long = `ABCD12 ${"x".repeat(100)}`;
    const check = lotFromTable([[long], ["ABCD12"]]);
    expect(check.ok && check.invalid).toEqual([
      { row: 1, value: `${long.slice(0, 40)}…`, reason: LOT_CELL_TOO_LONG_MESSAGE },
    ]);
  });

  it.each<[string, LotCells, string]>([
    ["empty file", [], LOT_EMPTY_MESSAGE],
    ["only blank rows", [[""], [" ", ""]], LOT_EMPTY_MESSAGE],
    ["a header and nothing below", [["Patente"], [""]], LOT_EMPTY_MESSAGE],
    [
      "plates only in another column",
      [
        ["Patente", "Marca"],
        ["", "Kia"],
      ],
      LOT_EMPTY_MESSAGE,
    ],
  ])("refuses %s", (_, cells, message) => {
    expect(lotFromTable(cells)).toEqual({ ok: false, message });
  });

  it(`takes ${LOT_MAX_ROWS} rows below a header and refuses one more, counting invalid and repeated rows`, () => {
    const rows = (n: number) => [
      ["Patente"],
      ...Array.from({ length: n }, (_, i) => [i % 2 ? "ABCD12" : "nope"]),
    ];
    const full = lotFromTable(rows(LOT_MAX_ROWS));
    expect(full.ok && [full.plates.length, full.invalid.length]).toEqual([1, LOT_MAX_ROWS / 2]);
    expect(lotFromTable(rows(LOT_MAX_ROWS + 1))).toEqual({ ok: false, message: LOT_TOO_MANY_ROWS_MESSAGE });
    // Blank rows are not counted.
    expect(lotFromTable([...rows(LOT_MAX_ROWS), [""], [""]]).ok).toBe(true);
  });

  it("says the limit in Spanish", () => {
    expect(LOT_TOO_MANY_ROWS_MESSAGE).toBe(
      "El lote tiene más de 500 patentes. Divídelo en lotes de hasta 500.",
    );
  });
});

describe("lotFromTable: a formula is no plate", () => {
  // Each cell sits under a 'Patente' header at row 2; `null` means it is read as the plate it names.
  it.each<[string, string, { value: string; reason: string } | null]>([
    [
      "an XLSX formula, as the file reader gives it",
      "=HJKL23",
      { value: "=HJKL23", reason: LOT_FORMULA_MESSAGE },
    ],
    ["a CSV cell starting with '+'", "+HJKL23", { value: "+HJKL23", reason: LOT_FORMULA_MESSAGE }],
    ["a CSV cell starting with '-'", "-HJKL23", { value: "-HJKL23", reason: LOT_FORMULA_MESSAGE }],
    ["a CSV cell starting with '@'", "@HJKL23", { value: "@HJKL23", reason: LOT_FORMULA_MESSAGE }],
    ["spaces around a formula", "  =HJKL23 ", { value: "=HJKL23", reason: LOT_FORMULA_MESSAGE }],
    ["a formula with digits only", "=1", { value: "=1", reason: LOT_FORMULA_MESSAGE }],
    [
      "a long formula, shown cut",
      `=CONCATENAR("AB";"CD";"12";${"x".repeat(40)})`,
      { value: `=CONCATENAR("AB";"CD";"12";${"x".repeat(13)}…`, reason: LOT_FORMULA_MESSAGE },
    ],
    // A sign with nothing after it is a placeholder for 'none': no plate, but no formula either.
    ["a lone '-'", "-", { value: "-", reason: PLATE_FORMAT_MESSAGE }],
    ["a lone '='", "=", { value: "=", reason: PLATE_FORMAT_MESSAGE }],
    // The sign elsewhere is a separator of the plate as written.
    ["'-' inside a plate", "HJ-KL-23", null],
    ["a plate", "HJKL23", null],
  ])("%s", (_, cell, refused) => {
    const check = lotFromTable([["Patente"], [cell]]);
    expect(check.ok && { plates: check.plates, invalid: check.invalid }).toEqual(
      refused === null
        ? { plates: [{ plate: "HJKL23", rows: [2] }], invalid: [] }
        : { plates: [], invalid: [{ row: 2, ...refused }] },
    );
  });

  it("leaves typed text and an API's list to the plate rule: '- HJKL23' there is a bullet", () => {
    const check = foldLot([{ row: 1, value: "- HJKL23" }], { index: 0, header: null });
    expect(check.ok && check.plates).toEqual([{ plate: "HJKL23", rows: [1] }]);
  });
});
