import { describe, expect, it } from "vitest";
import { PLATE_FORMAT_MESSAGE } from "../plate";
import { LOT_EMPTY_MESSAGE, LOT_MAX_ROWS, LOT_TOO_MANY_ROWS_MESSAGE } from "./lot-input";
import {
  lotFromPasted,
  PASTED_MAX_CHARS,
  PASTED_TOO_LONG_MESSAGE,
  splitPasted,
  splitPastedLine,
} from "./parse-pasted";

describe("splitPastedLine", () => {
  it.each([
    ["ABCD12", ["ABCD12"]],
    ["ABCD12, BBCL10;RTVE20", ["ABCD12", "BBCL10", "RTVE20"]],
    ["ABCD12 BBCL10  RTVE20", ["ABCD12", "BBCL10", "RTVE20"]],
    // A plate written with spaces stays one plate.
    ["AB CD 12", ["AB CD 12"]],
    ["bb cl 10, ab 12 34", ["bb cl 10", "ab 12 34"]],
    ["ABCD12 xx", ["ABCD12", "xx"]],
    ["ABCD12\u00a0BBCL10", ["ABCD12", "BBCL10"]],
    [" ,; , ", []],
    ["", []],
  ])("%j -> %j", (line, tokens) => {
    expect(splitPastedLine(line)).toEqual(tokens);
  });
});

describe("splitPasted", () => {
  it("keeps one row per line, whatever the line break", () => {
    expect(splitPasted("ABCD12\r\n\nBBCL10 RTVE20\rZZZZ99")).toEqual([
      ["ABCD12"],
      [],
      ["BBCL10", "RTVE20"],
      ["ZZZZ99"],
    ]);
  });
});

describe("lotFromPasted", () => {
  it("names entries by their line, folds repeats and lists the invalid", () => {
    expect(lotFromPasted("abcd12, BBCL10\n\nABC123\nABCD-12")).toEqual({
      ok: true,
      plates: [
        { plate: "ABCD12", rows: [1, 4] },
        { plate: "BBCL10", rows: [1] },
      ],
      invalid: [{ row: 3, value: "ABC123", reason: PLATE_FORMAT_MESSAGE }],
      column: { index: 0, header: null },
    });
  });

  it("skips a header word heading the text", () => {
    const check = lotFromPasted("\nPatente\nABCD12");
    expect(check.ok && [check.plates, check.invalid, check.column]).toEqual([
      [{ plate: "ABCD12", rows: [3] }],
      [],
      { index: 0, header: "Patente" },
    ]);
  });

  it("reads text copied from a spreadsheet (with tabs) as a table with its plate column", () => {
    const check = lotFromPasted("Marca\tPatente\nKia\tABCD12\nFiat Uno\tBBCL10");
    expect(check.ok && [check.plates.map((p) => p.plate), check.invalid, check.column]).toEqual([
      ["ABCD12", "BBCL10"],
      [],
      { index: 1, header: "Patente" },
    ]);
  });

  it.each([
    ["empty", "", LOT_EMPTY_MESSAGE],
    ["only separators", " ,\n;\n", LOT_EMPTY_MESSAGE],
    ["only a header", "Patente\n", LOT_EMPTY_MESSAGE],
    ["too long", "A".repeat(PASTED_MAX_CHARS + 1), PASTED_TOO_LONG_MESSAGE],
    ["too many plates", "ABCD12 ".repeat(LOT_MAX_ROWS + 1), LOT_TOO_MANY_ROWS_MESSAGE],
  ])("refuses %s", (_, text, message) => {
    expect(lotFromPasted(text)).toEqual({ ok: false, message });
  });

  it("takes text up to its limit", () => {
    const text = `ABCD12${" ".repeat(PASTED_MAX_CHARS - 6)}`;
    expect(lotFromPasted(text).ok).toBe(true);
  });
});
