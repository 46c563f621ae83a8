import { describe, expect, it } from "vitest";
import type { TLotCounts } from "#domain/contract/lots";
import {
  columnText,
  finishedText,
  inputNotesSummary,
  invalidByReason,
  lotName,
  noDataNotice,
  progressText,
  rowWordOf,
  shortfallText,
  unreportedText,
} from "./lot-words";

const counts = (c: Partial<TLotCounts>): TLotCounts => ({
  queued: 0,
  running: 0,
  done: 0,
  noData: 0,
  failed: 0,
  ...c,
});

describe("lotName and rowWordOf", () => {
  it.each([
    [null, "Patentes pegadas", "Línea"],
    ["remate-14-11.xlsx", "remate-14-11.xlsx", "Fila"],
  ])("file %j is called %j, its rows %j", (fileName, name, word) => {
    expect(lotName({ fileName })).toBe(name);
    expect(rowWordOf({ fileName })).toBe(word);
  });
});

describe("progressText", () => {
  it.each([
    [counts({ queued: 40 }), 40, "0 de 40 listos"],
    [counts({ done: 10, noData: 1, failed: 1, running: 5, queued: 23 }), 40, "12 de 40 listos"],
    [counts({ done: 1 }), 1, "1 de 1 listo"],
    [counts({ done: 1200, queued: 300 }), 1500, "1.200 de 1.500 listos"],
  ])("%o of %i plates → %j", (c, plates, text) => {
    expect(progressText({ counts: c, plates })).toBe(text);
  });
});

describe("columnText", () => {
  it.each([
    [{ fileName: null, column: { index: 0, header: null } }, null],
    [
      { fileName: null, column: { index: 0, header: "Patente" } },
      "La primera línea («Patente») es un encabezado: no se consulta.",
    ],
    [{ fileName: null, column: { index: 1, header: "PPU" } }, "Leímos las patentes de la columna B («PPU»)."],
    [
      { fileName: "lote.csv", column: { index: 2, header: "PPU" } },
      "Leímos las patentes de la columna C («PPU»).",
    ],
    [
      { fileName: "lote.xlsx", column: { index: 0, header: null } },
      "Leímos las patentes de la columna A: no encontramos un encabezado como «Patente».",
    ],
  ])("%o → %j", (preview, text) => {
    expect(columnText(preview)).toBe(text);
  });

  // Letters as the spreadsheet labels its columns, past Z too.
  it.each([
    [25, "Z"],
    [26, "AA"],
    [27, "AB"],
    [49, "AX"],
    [701, "ZZ"],
    [702, "AAA"],
  ])("column %i is called %s", (index, letter) => {
    expect(columnText({ fileName: "lote.xlsx", column: { index, header: "Patente" } })).toBe(
      `Leímos las patentes de la columna ${letter} («Patente»).`,
    );
  });
});

describe("unreportedText", () => {
  it.each([
    [
      "still running",
      { finished: false, counts: counts({ failed: 2, queued: 3 }), creditsReturned: 2 },
      null,
    ],
    ["every plate reported", { finished: true, counts: counts({ done: 5 }), creditsReturned: 0 }, null],
    [
      "one without data",
      { finished: true, counts: counts({ done: 4, noData: 1 }), creditsReturned: 1 },
      "1 patente quedó sin informe (1 sin datos). Ese informe no se descontó del saldo.",
    ],
    [
      "some without data, some failed",
      { finished: true, counts: counts({ done: 4, noData: 2, failed: 1 }), creditsReturned: 3 },
      "3 patentes quedaron sin informe (2 sin datos, 1 no se pudo consultar). Esos 3 informes no se descontaron del saldo.",
    ],
    [
      "the provider down for all",
      { finished: true, counts: counts({ failed: 1200 }), creditsReturned: 1200 },
      "1.200 patentes quedaron sin informe (1.200 no se pudieron consultar). Esos 1.200 informes no se descontaron del saldo.",
    ],
  ])("%s", (_, lot, text) => {
    expect(unreportedText(lot)).toBe(text);
  });
});

describe("shortfallText", () => {
  it.each([
    [{ plates: 10, missing: 0, enough: true }, null],
    [
      { plates: 0, missing: 0, enough: true },
      "No hay patentes válidas para consultar. Revisa las filas de abajo.",
    ],
    [
      { plates: 10, missing: 1, enough: false },
      "Al saldo de la automotora le falta 1 informe para este lote.",
    ],
    [
      { plates: 60, missing: 10, enough: false },
      "Al saldo de la automotora le faltan 10 informes para este lote.",
    ],
  ])("%o → %j", (preview, text) => {
    expect(shortfallText(preview)).toBe(text);
  });
});

describe("invalidByReason", () => {
  const format = "Formato de patente inválido";
  const long = "Texto demasiado largo para ser una patente";
  it("puts each row under its reason, reasons in the order first met, rows in theirs", () => {
    const invalid = [
      { row: 8, value: "XX-1", reason: format },
      { row: 9, value: "A".repeat(41), reason: long },
      { row: 14, value: "12345", reason: format },
      { row: 17, value: "no", reason: format },
    ];
    expect(invalidByReason(invalid)).toEqual([
      { reason: format, rows: [invalid[0], invalid[2], invalid[3]] },
      { reason: long, rows: [invalid[1]] },
    ]);
  });
  it("has no group for no rows", () => {
    expect(invalidByReason([])).toEqual([]);
  });
});

describe("finishedText", () => {
  it.each([
    [counts({ done: 40 }), 40, "Lote terminado: 40 de 40 con informe"],
    [counts({ done: 39, noData: 1 }), 40, "Lote terminado: 39 de 40 con informe"],
    [counts({ done: 0, failed: 1200 }), 1200, "Lote terminado: 0 de 1.200 con informe"],
  ])("%o of %i plates → %j", (c, plates, text) => {
    expect(finishedText({ counts: c, plates })).toBe(text);
  });
});

describe("inputNotesSummary", () => {
  const bad = { row: 3, value: "XX", reason: "Formato de patente inválido" };
  const twice = { plate: "BBCL10", rows: [2, 9] };
  it.each([
    [{ invalid: [], duplicates: [] }, "Fila", null],
    [{ invalid: [bad], duplicates: [] }, "Fila", "1 fila omitida"],
    [{ invalid: [bad, bad], duplicates: [twice] }, "Línea", "2 líneas omitidas · 1 patente repetida"],
    [{ invalid: [], duplicates: [twice, twice] }, "Fila", "2 patentes repetidas"],
  ] as const)("%o in a %s lot → %j", (input, word, text) => {
    expect(inputNotesSummary({ invalid: [...input.invalid], duplicates: [...input.duplicates] }, word)).toBe(
      text,
    );
  });
});

describe("noDataNotice", () => {
  const noData = (left: number, freesInSeconds: number | null = null) => ({
    allowance: 20,
    left,
    freesInSeconds,
  });
  it.each([
    [
      "the lot fits in what is left: a note",
      10,
      noData(20),
      "note",
      /^Tu automotora puede consultar hasta 20/,
    ],
    ["exactly what is left still fits", 14, noData(14), "note", /le quedan 14 de las 20/],
    ["more plates than what is left: a warning", 15, noData(14), "warning", /le quedan 14 de las 20/],
    ["one left, a lot of 500", 500, noData(1), "warning", /le queda 1 de las 20/],
    ["none left: the lot cannot go, and says when", 1, noData(0, 3 * 3600), "blocked", /otro lote en 3 h;/],
  ] as const)("%s", (_, plates, standing, tone, text) => {
    const notice = noDataNotice({ plates, noData: standing });
    expect(notice.tone).toBe(tone);
    expect(notice.text).toMatch(text);
  });
});
