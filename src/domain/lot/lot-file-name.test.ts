import { describe, expect, it } from "vitest";
import { LOT_FILE_NAME_MAX, lotExportFileName, lotFileName } from "./lot-file-name";

describe("lotFileName: the uploaded name as the lot shows it", () => {
  it.each([
    ["remate 14-11.xlsx", "remate 14-11.xlsx"],
    ["  Patentes Noviembre.csv ", "Patentes Noviembre.csv"],
    // Old browsers send the path; only the file is the dealer's name for it.
    ["C:\\fakepath\\remate.xlsx", "remate.xlsx"],
    ["../../etc/passwd", "passwd"],
    ["lote\u0000\u001b[31m.csv", "lote[31m.csv"],
    ["\u202egpj.xlsx", "gpj.xlsx"],
    ["carpeta/", null],
    ["   ", null],
    ["", null],
  ])("%j -> %j", (raw, expected) => {
    expect(lotFileName(raw)).toBe(expected);
  });

  it("cuts a long name, and says so", () => {
    const name = lotFileName(`${"a".repeat(300)}.csv`);
    expect(name).toBe(`${"a".repeat(LOT_FILE_NAME_MAX)}…`);
  });
});

describe("lotExportFileName", () => {
  it.each([
    [
      { id: "3f2a9c1d-0b1e-4c57-9a0e-7d1f3e2b4a55", createdAt: "2026-11-26T15:00:00.000Z" },
      "xlsx",
      "lote-26-11-2026-3f2a9c1d.xlsx",
    ],
    // Late evening in Santiago is already the next day in UTC: the dealer's day names the file.
    [
      { id: "ABCDEF12-0000-4000-8000-000000000000", createdAt: "2026-11-27T02:30:00.000Z" },
      "csv",
      "lote-26-11-2026-abcdef12.csv",
    ],
  ])("%o .%s -> %s", (lot, extension, expected) => {
    expect(lotExportFileName(lot, extension)).toBe(expected);
  });
});
