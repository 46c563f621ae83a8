import { PassThrough } from "node:stream";
import { ZipArchive } from "archiver";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { lotFromTable } from "#domain/lot/lot-input";
import { AppError } from "#server/errors";
import {
  LOT_FILE_MAX_BYTES,
  LOT_FILE_MAX_ROWS,
  LOT_FILE_OLD_EXCEL_MESSAGE,
  LOT_FILE_TOO_LARGE_MESSAGE,
  LOT_FILE_TOO_MANY_ROWS_MESSAGE,
  LOT_FILE_TOO_MUCH_DATA_MESSAGE,
  LOT_FILE_TYPE_MESSAGE,
  LOT_FILE_UNREADABLE_MESSAGE,
  readLotFile,
} from "./lot-file";

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
async function zipOf(entries: { name: string; data: Buffer | string }[]): Promise<Uint8Array> {
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
    [
      "an .xlsx that is no zip",
      utf8("Patente;ABCD12"),
      "lote.xlsx",
      undefined,
      "BAD_REQUEST",
      LOT_FILE_UNREADABLE_MESSAGE,
    ],
    [
      "a binary file named .csv",
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0x0d, 0x0a]),
      "lote.csv",
      undefined,
      "BAD_REQUEST",
      LOT_FILE_UNREADABLE_MESSAGE,
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
  it("reads the first sheet's cells as text, at their spreadsheet rows", async () => {
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
      ["Ford", "RTVE20", "1.5"],
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
      message: LOT_FILE_UNREADABLE_MESSAGE,
    });
  });

  it("refuses a zip bomb before exceljs inflates it", async () => {
    // 64 MB of spaces deflate to about 64 KB; exceljs would park them in a file, or hold them as strings.
    const sheet = `<worksheet><sheetData>${" ".repeat(64 * 1024 * 1024)}</sheetData></worksheet>`;
    const bytes = await zipOf([{ name: "xl/worksheets/sheet1.xml", data: sheet }]);
    expect(bytes.length).toBeLessThan(LOT_FILE_MAX_BYTES);
    const before = process.memoryUsage().rss;
    expect(await refusal(readLotFile(bytes, "a.xlsx"))).toEqual({
      code: "BAD_REQUEST",
      message: LOT_FILE_TOO_MUCH_DATA_MESSAGE,
    });
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
  });

  it("refuses rows that reach Excel's last column, which exceljs pays for column by column", async () => {
    const rows = Array.from(
      { length: 300 },
      (_, r) => `<row r="${r + 1}"><c r="XFD${r + 1}"><v>1</v></c></row>`,
    );
    const bytes = await zipOf([
      { name: "[Content_Types].xml", data: "<Types/>" },
      {
        name: "xl/worksheets/sheet1.xml",
        data: `<worksheet><sheetData>${rows.join("")}</sheetData></worksheet>`,
      },
    ]);
    const start = performance.now();
    expect(await refusal(readLotFile(bytes, "a.xlsx"))).toEqual({
      code: "BAD_REQUEST",
      message: LOT_FILE_TOO_MUCH_DATA_MESSAGE,
    });
    expect(performance.now() - start).toBeLessThan(5_000);
  });
});
