import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { ZipArchive } from "archiver";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LOT_FORMULA_MESSAGE, lotFromTable } from "#domain/lot/lot-input";
import { AppError } from "#server/errors";
import {
  LOT_FILE_BUSY_MESSAGE,
  LOT_FILE_MAX_BYTES,
  LOT_FILE_OLD_EXCEL_MESSAGE,
  LOT_FILE_TOO_LARGE_MESSAGE,
  LOT_FILE_TYPE_MESSAGE,
  readLotFile,
} from "./lot-file";
import {
  afterCentralDirectory,
  afterCommentedEnd,
  afterEndOfCentralDirectory,
  centralEntry,
  emptyCells,
  emptySharedStrings,
  endOfCentralDirectory,
  heavySharedStrings,
  heavySharedStringsEntry,
  lastColumnRows,
  localEntry,
  lotWithSheet,
  parkedSheets,
  SMALL_LOT_CELLS,
  sheetXml,
  smallLotEntries,
  zipOf,
} from "./lot-file-hostile.test-support";
import {
  LOT_FILE_TOO_MANY_CELLS_MESSAGE as CELLS,
  LOT_FILE_TOO_MUCH_DATA_MESSAGE as DATA,
  LOT_FILE_TOO_MUCH_INFLATED_MESSAGE as INFLATED,
  LOT_FILE_MAX_ROWS,
  LOT_FILE_TOO_MANY_ROWS_MESSAGE,
  LOT_FILE_TOO_MANY_STRINGS_MESSAGE as STRINGS,
  LOT_FILE_UNREADABLE_MESSAGE as UNREADABLE,
} from "./lot-file-limits";
import { readXlsx } from "./lot-file-xlsx";

// An XLSX is read in a worker thread that loads tsx and exceljs first (decision 091): seconds on a busy
// machine, beyond a unit test's usual 5.
vi.setConfig({ testTimeout: 60_000 });

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Windows-1252 bytes, as plain 'CSV' from a Chilean Excel: one byte per character of Latin-1. */
const latin1 = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

type Sheet = (string | number | ExcelJS.CellValue | null)[][];

/** An XLSX as Excel-like programs write it; `firstRow` leaves rows above the data empty. */
async function xlsx(sheets: Sheet[], firstRow = 1): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  sheets.forEach((rows, s) => {
    const sheet = workbook.addWorksheet(`Hoja${s + 1}`);
    rows.forEach((values, r) => {
      values.forEach((value, c) => {
        if (value !== null) sheet.getCell(firstRow + r, c + 1).value = value;
      });
    });
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The same workbook with its entries reordered: shared strings and workbook before the sheets. */
async function stringsFirst(bytes: Uint8Array): Promise<Uint8Array> {
  const source = await JSZip.loadAsync(bytes);
  const names = Object.keys(source.files).filter((n) => !source.files[n]?.dir);
  const rank = (n: string) => (n.includes("worksheets/") ? 1 : 0);
  const target = new JSZip();
  for (const name of names.sort((a, b) => rank(a) - rank(b))) {
    target.file(name, await (source.file(name) as JSZip.JSZipObject).async("uint8array"));
  }
  return target.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}

/** A zip of the given entries, written by archiver (deflated, sizes in data descriptors). */
async function archiverZip(entries: { name: string; data: Buffer | string }[]): Promise<Uint8Array> {
  const archive = new ZipArchive({ zlib: { level: 9 } });
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  archive.pipe(out);
  for (const e of entries) archive.append(e.data, { name: e.name });
  await archive.finalize();
  return new Uint8Array(Buffer.concat(chunks));
}

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("the file was read");
}

describe("readLotFile: CSV", () => {
  it.each([
    [
      "UTF-8 with BOM, ';' (CSV UTF-8 from Excel)",
      utf8("\uFEFFMarca;Matrícula\r\nKia;ABCD12\r\n"),
      "Matrícula",
    ],
    ["Windows-1252 (plain CSV from Excel)", latin1("Marca;Matrícula\r\nKia;ABCD12\r\n"), "Matrícula"],
    [
      "UTF-16 with BOM and tabs (Unicode text)",
      Uint8Array.from(Buffer.from("\uFEFFMarca\tMatrícula\r\nKia\tABCD12", "utf16le")),
      "Matrícula",
    ],
    ["plain ASCII with ','", utf8("Marca,Patente\nKia,ABCD12"), "Patente"],
  ])("%s", async (_, bytes, header) => {
    const cells = await readLotFile(bytes, "lote.csv");
    expect(cells).toEqual([
      ["Marca", header],
      ["Kia", "ABCD12"],
    ]);
  });

  it("reads a file with no extension by its content type", async () => {
    expect(await readLotFile(utf8("ABCD12"), "lote", "text/csv; charset=utf-8")).toEqual([["ABCD12"]]);
  });

  it("keeps blank rows so the domain can number rows as the spreadsheet does", async () => {
    const check = lotFromTable(await readLotFile(utf8("Patente\n\nABC123\nABCD12\n"), "a.CSV"));
    expect(check.ok && check.invalid.map((i) => i.row)).toEqual([3]);
  });

  it(`takes ${LOT_FILE_MAX_ROWS} filled rows, refuses one more and does not count blank ones`, async () => {
    const rows = (n: number) => `Patente\n${"ABCD12\n\n".repeat(n - 1)}`;
    expect(await readLotFile(utf8(rows(LOT_FILE_MAX_ROWS)), "a.csv")).toHaveLength(2 * LOT_FILE_MAX_ROWS - 1);
    expect(await refusal(readLotFile(utf8(rows(LOT_FILE_MAX_ROWS + 1)), "a.csv"))).toEqual({
      code: "BAD_REQUEST",
      message: LOT_FILE_TOO_MANY_ROWS_MESSAGE,
    });
  });

  it("cuts rows to their first 50 columns", async () => {
    const cells = await readLotFile(utf8(`ABCD12${";x".repeat(10_000)}`), "a.csv");
    expect(cells[0]).toHaveLength(50);
  });
});

describe("readLotFile: refusals", () => {
  it.each<[string, Uint8Array, string, string | undefined, string, string]>([
    [
      "over 2 MB, before anything else",
      new Uint8Array(LOT_FILE_MAX_BYTES + 1),
      "a.pdf",
      undefined,
      "PAYLOAD_TOO_LARGE",
      LOT_FILE_TOO_LARGE_MESSAGE,
    ],
    ["a PDF", utf8("%PDF-1.7"), "lote.pdf", "application/pdf", "BAD_REQUEST", LOT_FILE_TYPE_MESSAGE],
    ["no extension, no type", utf8("ABCD12"), "lote", undefined, "BAD_REQUEST", LOT_FILE_TYPE_MESSAGE],
    [
      "an old .xls",
      Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]),
      "lote.xls",
      undefined,
      "BAD_REQUEST",
      LOT_FILE_OLD_EXCEL_MESSAGE,
    ],
    [
      "a password-protected .xlsx (an OLE file)",
      Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]),
      "lote.xlsx",
      undefined,
      "BAD_REQUEST",
      LOT_FILE_OLD_EXCEL_MESSAGE,
    ],
    ["an .xlsx that is no zip", utf8("Patente;ABCD12"), "lote.xlsx", undefined, "BAD_REQUEST", UNREADABLE],
    [
      "a binary file named .csv",
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0x0d, 0x0a]),
      "lote.csv",
      undefined,
      "BAD_REQUEST",
      UNREADABLE,
    ],
  ])("%s", async (_, bytes, name, type, code, message) => {
    expect(await refusal(readLotFile(bytes, name, type))).toEqual({ code, message });
  });

  it("exactly 2 MB is not too large", async () => {
    const bytes = utf8(`ABCD12\n${" ".repeat(LOT_FILE_MAX_BYTES - 7)}`);
    expect(await readLotFile(bytes, "a.csv")).toHaveLength(2);
  });
});

describe("readLotFile: XLSX", () => {
  it("reads the first sheet's cells as text, at their spreadsheet rows, and a formula as one", async () => {
    const bytes = await xlsx(
      [
        [
          ["Marca", "Patente", "Precio"],
          ["Kia", "abcd12", 8_990_000],
          [null, null, null],
          ["Fiat", { richText: [{ text: "BB" }, { text: "CL10", font: { bold: true } }] }, null],
          ["Ford", { formula: 'CONCAT("RT","VE20")', result: "RTVE20" }, 1.5],
        ],
        [["Patente"], ["ZZZZ99"]],
      ],
      2,
    );
    expect(await readLotFile(bytes, "lote.xlsx")).toEqual([
      [],
      ["Marca", "Patente", "Precio"],
      ["Kia", "abcd12", "8990000"],
      [],
      ["Fiat", "BBCL10"],
      // Its stored result is what the file claims: the domain refuses the row (lot-input.ts).
      ["Ford", '=CONCAT("RT","VE20")', "1.5"],
    ]);
  });

  it("reads a workbook whose shared strings come before its sheets", async () => {
    const bytes = await stringsFirst(await xlsx([[["Patente"], ["ABCD12"]]]));
    expect(await readLotFile(bytes, "lote.xlsx")).toEqual([["Patente"], ["ABCD12"]]);
  });

  it("reads an XLSX renamed .csv by its bytes", async () => {
    expect(await readLotFile(await xlsx([[["ABCD12"]]]), "lote.csv")).toEqual([["ABCD12"]]);
  });

  it(`takes ${LOT_FILE_MAX_ROWS} filled rows and refuses one more`, async () => {
    const sheet = (n: number) => Array.from({ length: n }, () => ["ABCD12"]);
    expect(await readLotFile(await xlsx([sheet(LOT_FILE_MAX_ROWS)]), "a.xlsx")).toHaveLength(
      LOT_FILE_MAX_ROWS,
    );
    expect(await refusal(readLotFile(await xlsx([sheet(LOT_FILE_MAX_ROWS + 1)]), "a.xlsx"))).toEqual({
      code: "BAD_REQUEST",
      message: LOT_FILE_TOO_MANY_ROWS_MESSAGE,
    });
  });

  it("refuses a truncated file", async () => {
    const bytes = await xlsx([[["ABCD12"]]]);
    expect(await refusal(readLotFile(bytes.subarray(0, bytes.length - 400), "a.xlsx"))).toEqual({
      code: "BAD_REQUEST",
      message: UNREADABLE,
    });
  });

  it("refuses a zip bomb before exceljs inflates it, naming the limit", async () => {
    // 64 MB of spaces deflate to about 64 KB; exceljs would park them in a file, or hold them as strings.
    const sheet = `<worksheet><sheetData>${" ".repeat(64 * 1024 * 1024)}</sheetData></worksheet>`;
    const bytes = await archiverZip([{ name: "xl/worksheets/sheet1.xml", data: sheet }]);
    expect(bytes.length).toBeLessThan(LOT_FILE_MAX_BYTES);
    const before = process.memoryUsage().rss;
    expect(await refusal(readLotFile(bytes, "a.xlsx"))).toEqual({
      code: "BAD_REQUEST",
      message: INFLATED,
    });
    expect(INFLATED).toContain("más de 20 MB");
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
  });

  it("refuses rows that reach Excel's last column, which exceljs pays for column by column", async () => {
    const rows = Array.from(
      { length: 300 },
      (_, r) => `<row r="${r + 1}"><c r="XFD${r + 1}"><v>1</v></c></row>`,
    );
    const bytes = await archiverZip([
      { name: "[Content_Types].xml", data: "<Types/>" },
      {
        name: "xl/worksheets/sheet1.xml",
        data: `<worksheet><sheetData>${rows.join("")}</sheetData></worksheet>`,
      },
    ]);
    // Without the span budget the file is read, to no rows: the refusal is the budget's.
    expect(await refusal(readLotFile(bytes, "a.xlsx"))).toEqual({
      code: "BAD_REQUEST",
      message: DATA,
    });
  });
});

const MB = 1024 * 1024;
const bomb = () => localEntry("xl/media/image1.png", Buffer.alloc(24 * MB, 0x20));
const smallLot = () => zipOf(...smallLotEntries(), centralEntry("a"), endOfCentralDirectory());
const afterTheSheet = (name: string, data: Buffer) => afterCentralDirectory(localEntry(name, data));

describe("readLotFile: the attacks of issue 39, wherever they sit in the archive", () => {
  it.each([
    ["a bomb after the central directory", () => afterCentralDirectory(bomb()), INFLATED],
    ["a bomb behind an end record hidden in a comment", () => afterCommentedEnd(bomb()), INFLATED],
    // 25 MB of them: the texts' budget is passed long before the bytes' one.
    [
      "5.000.000 empty shared strings after the central directory",
      () => afterTheSheet("xl/sharedStrings.xml", emptySharedStrings(5_000_000)),
      STRINGS,
    ],
    [
      "100.001 empty shared strings '<si/>' after the central directory",
      () => afterTheSheet("xl/sharedStrings.xml", emptySharedStrings(100_001)),
      STRINGS,
    ],
    [
      "100.001 empty shared strings '<si><t/></si>' after the central directory",
      () => afterTheSheet("xl/sharedStrings.xml", emptySharedStrings(100_001, "<si><t/></si>")),
      STRINGS,
    ],
    [
      "500.001 empty cells in a second sheet after the central directory",
      () => afterTheSheet("xl/worksheets/sheet2.xml", emptyCells(500_001)),
      CELLS,
    ],
    ["500.001 empty cells in the first sheet", () => lotWithSheet(emptyCells(500_001).toString()), CELLS],
  ])("%s is refused, naming the limit", async (_, make, message) => {
    expect(await refusal(readLotFile(make(), "lote.xlsx"))).toEqual({ code: "BAD_REQUEST", message });
  });

  it("a bomb after the end record is never inflated: the workbook before it is read", async () => {
    expect(await readLotFile(afterEndOfCentralDirectory(bomb()), "lote.xlsx")).toEqual(SMALL_LOT_CELLS);
  });

  it("takes a lot's worth of texts and cells", async () => {
    const rows = Array.from({ length: 500 }, (_, r) => [`AB${1000 + r}`, ...Array(49).fill(`auto ${r}`)]);
    const cells = await readLotFile(lotWithSheet(sheetXml([["Patente"], ...rows])), "lote.xlsx");
    expect(cells).toHaveLength(501);
    expect(cells[500]).toEqual(["AB1499", ...Array(49).fill("auto 499")]);
  });

  it("names each limit in Spanish, numbers grouped as in Chile", () => {
    expect(STRINGS).toBe(
      "El archivo trae más de 100.000 textos distintos: son demasiados para un lote. Guarda solo la hoja con las patentes, sin imágenes, y vuelve a intentarlo.",
    );
    expect(CELLS).toContain("más de 500.000 celdas");
    expect(INFLATED).toContain("más de 20 MB");
  });
});

describe("readLotFile: a formula cell of an XLSX", () => {
  it("is given as a formula, a shared one's follower too, so that its row is refused", async () => {
    const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
    const sheet = `<worksheet><sheetData>
      <row r="1">${inline("A1", "Patente")}</row>
      <row r="2"><c r="A2" t="str"><f t="shared" ref="A2:A3" si="0">UPPER(B2)</f><v>ABCD12</v></c>${inline("B2", "abcd12")}</row>
      <row r="3"><c r="A3" t="str"><f t="shared" si="0"/><v>BBCL10</v></c>${inline("B3", "bbcl10")}</row>
      <row r="4"><c r="A4"><f>HJKL23</f><v>0</v></c></row>
      <row r="5">${inline("A5", "RTVE20")}</row>
    </sheetData></worksheet>`;
    const cells = await readLotFile(lotWithSheet(sheet), "lote.xlsx");
    expect(cells).toEqual([
      ["Patente"],
      ["=UPPER(B2)", "abcd12"],
      ["=BBCL10", "bbcl10"],
      ["=HJKL23"],
      ["RTVE20"],
    ]);
    const check = lotFromTable(cells);
    expect(check.ok && check.plates).toEqual([{ plate: "RTVE20", rows: [5] }]);
    expect(check.ok && check.invalid.map((i) => [i.row, i.reason])).toEqual([
      [2, LOT_FORMULA_MESSAGE],
      [3, LOT_FORMULA_MESSAGE],
      [4, LOT_FORMULA_MESSAGE],
    ]);
  });
});

describe("readLotFile: the worker's limits", () => {
  const tight = { heapMb: 24, timeoutMs: 60_000 };

  it("a file that needs more memory than its worker has costs that worker; the next file is read", async () => {
    expect(await refusal(readLotFile(heavySharedStrings(), "a.xlsx", undefined, { worker: tight }))).toEqual({
      code: "BAD_REQUEST",
      message: DATA,
    });
    // The same ceiling reads a lot: what it stopped was the file, and this process lives on.
    expect(await readLotFile(smallLot(), "a.xlsx", undefined, { worker: tight })).toEqual(SMALL_LOT_CELLS);
  }, 60_000);

  it("a worker past its time is stopped and the file refused", async () => {
    const stopped = { heapMb: 128, timeoutMs: 1 };
    expect(await refusal(readLotFile(smallLot(), "a.xlsx", undefined, { worker: stopped }))).toEqual({
      code: "BAD_REQUEST",
      message: DATA,
    });
  });

  it("reads two files at once, lines up eight and turns the next away at once", async () => {
    const quick = { heapMb: 128, timeoutMs: 1 };
    const reads = Array.from({ length: 11 }, () =>
      refusal(readLotFile(smallLot(), "a.xlsx", undefined, { worker: quick })),
    );
    const answers = await Promise.all(reads);
    expect(answers.filter((a) => a.code === "BAD_REQUEST")).toHaveLength(10);
    expect(answers[10]).toEqual({ code: "UNAVAILABLE", message: LOT_FILE_BUSY_MESSAGE });
  });
});

describe("readLotFile: a refused file leaves nothing in the temporary folder", () => {
  // A folder of this test's own as os.tmpdir(): other processes on the machine write into /tmp.
  let folder = "";
  const saved = process.env.TMPDIR;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "lote-tmp-test-"));
    process.env.TMPDIR = folder;
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
    await rm(folder, { recursive: true, force: true });
  });
  // tsx's compile cache, which a worker makes as it loads, is meant to stay.
  const listing = async () => (await readdir(folder)).filter((name) => !name.startsWith("tsx-")).sort();

  it("exceljs itself leaves a parked sheet behind when a budget refuses it half-way", async () => {
    const before = await listing();
    expect(await refusal(readXlsx(parkedSheets(lastColumnRows(150))))).toMatchObject({
      message: DATA,
    });
    const left = (await listing()).filter((name) => !before.includes(name));
    expect(left.length).toBeGreaterThan(0);
    for (const name of left) await rm(path.join(folder, name), { force: true });
  });

  const backwards = `<worksheet><sheetData><row r="5"><c r="A5"><v>1</v></c></row><row r="2"><c r="A2"><v>2</v></c></row></sheetData></worksheet>`;
  it.each([
    ["a parked sheet refused by the span budget", () => parkedSheets(lastColumnRows(150)), undefined, DATA],
    ["a parked sheet whose rows go back", () => parkedSheets(backwards), undefined, UNREADABLE],
    [
      "a parked sheet, then shared strings past the worker's memory",
      () =>
        zipOf(
          localEntry("xl/worksheets/sheet1.xml", sheetXml([["Patente"], ["ABCD12"]])),
          heavySharedStringsEntry(),
          centralEntry("a"),
          endOfCentralDirectory(),
        ),
      { heapMb: 24, timeoutMs: 60_000 },
      DATA,
    ],
    [
      "a parked sheet and a worker out of time",
      () => parkedSheets(lastColumnRows(150)),
      { heapMb: 128, timeoutMs: 1 },
      DATA,
    ],
    ["a bomb after the central directory", () => afterCentralDirectory(bomb()), undefined, INFLATED],
  ])(
    "%s",
    async (_, make, worker, message) => {
      const before = await listing();
      expect(await refusal(readLotFile(make(), "a.xlsx", undefined, { worker }))).toEqual({
        code: "BAD_REQUEST",
        message,
      });
      expect(await listing()).toEqual(before);
    },
    60_000,
  );
});
