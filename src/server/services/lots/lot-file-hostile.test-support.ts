// Hostile XLSX files for the tests of lot-file reading (issue 39), written byte by byte: no zip library
// would put an entry after the central directory, and that is where the attacks hide. Test code only.

import { crc32, deflateRawSync } from "node:zlib";

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;

/** A local file header and its data, deflated unless `stored`. */
export function localEntry(name: string, data: string | Buffer, stored = false): Buffer {
  const raw = typeof data === "string" ? Buffer.from(data) : data;
  const body = stored ? raw : deflateRawSync(raw, { level: 9 });
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(stored ? 0 : 8, 8);
  header.writeUInt32LE(crc32(raw), 14);
  header.writeUInt32LE(body.length, 18);
  header.writeUInt32LE(raw.length, 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), body]);
}

/** A central directory record; `comment` is what follows it, which a reader skips. */
export function centralEntry(name: string, comment: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(CENTRAL_HEADER, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(Buffer.byteLength(name), 28);
  header.writeUInt16LE(comment.length, 32);
  return Buffer.concat([header, Buffer.from(name), comment]);
}

export function endOfCentralDirectory(): Buffer {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  return record;
}

export const zipOf = (...parts: Buffer[]) => new Uint8Array(Buffer.concat(parts));

/** A worksheet of inline strings, one row per entry: no shared strings needed. */
export function sheetXml(rows: readonly (readonly string[])[], firstRow = 1): string {
  const column = (c: number): string =>
    (c >= 26 ? column(Math.floor(c / 26) - 1) : "") + String.fromCharCode(65 + (c % 26));
  const body = rows
    .map((cells, r) => {
      const n = firstRow + r;
      const cs = cells.map((v, c) => `<c r="${column(c)}${n}" t="inlineStr"><is><t>${v}</t></is></c>`);
      return `<row r="${n}">${cs.join("")}</row>`;
    })
    .join("");
  return `<worksheet><sheetData>${body}</sheetData></worksheet>`;
}

const WORKBOOK = `<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Lote" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>`;

/** The entries of a small lot, workbook first as Excel writes them: Patente, ABCD12. */
export const smallLotEntries = (): Buffer[] => [
  localEntry("[Content_Types].xml", "<Types/>"),
  localEntry("xl/workbook.xml", WORKBOOK),
  localEntry("xl/_rels/workbook.xml.rels", WORKBOOK_RELS),
  localEntry("xl/worksheets/sheet1.xml", sheetXml([["Patente"], ["ABCD12"]])),
];
export const SMALL_LOT_CELLS = [["Patente"], ["ABCD12"]];

/** A workbook as Excel writes it around the sheet given, whole. */
export const lotWithSheet = (sheet: string) =>
  zipOf(
    localEntry("[Content_Types].xml", "<Types/>"),
    localEntry("xl/workbook.xml", WORKBOOK),
    localEntry("xl/_rels/workbook.xml.rels", WORKBOOK_RELS),
    localEntry("xl/worksheets/sheet1.xml", sheet),
    centralEntry("xl/worksheets/sheet1.xml"),
    endOfCentralDirectory(),
  );

/** The small lot whole, then `hidden` after its central directory and before its end record. */
export const afterCentralDirectory = (hidden: Buffer) =>
  zipOf(...smallLotEntries(), centralEntry("xl/worksheets/sheet1.xml"), hidden, endOfCentralDirectory());

/** The small lot whole, then `hidden` after its end record. */
export const afterEndOfCentralDirectory = (hidden: Buffer) =>
  zipOf(...smallLotEntries(), centralEntry("xl/worksheets/sheet1.xml"), endOfCentralDirectory(), hidden);

/**
 * `hidden` after an end record that is not one: it sits in the comment of a central record, which the
 * parser skips, so a reader that stops at the first end-record signature misses what follows.
 */
export const afterCommentedEnd = (hidden: Buffer) =>
  zipOf(
    ...smallLotEntries(),
    centralEntry("xl/worksheets/sheet1.xml", endOfCentralDirectory()),
    hidden,
    endOfCentralDirectory(),
  );

/** `count` empty shared strings, as `<si/>` or `<si><t/></si>`. */
export const emptySharedStrings = (count: number, form: "<si/>" | "<si><t/></si>" = "<si/>") =>
  Buffer.from(`<sst>${form.repeat(count)}</sst>`);

/** A sheet of `count` empty cells on one row. */
export const emptyCells = (count: number) =>
  Buffer.from(
    `<worksheet><sheetData><row r="1">${'<c r="A1"/>'.repeat(count)}</row></sheetData></worksheet>`,
  );

/** `rows` rows whose one cell sits in Excel's last column: 16.384 columns of work each to exceljs. */
export const lastColumnRows = (rows: number) =>
  `<worksheet><sheetData>${Array.from({ length: rows }, (_, r) => `<row r="${r + 1}"><c r="XFD${r + 1}"><v>1</v></c></row>`).join("")}</sheetData></worksheet>`;

/**
 * Two worksheets before the workbook's parts, so exceljs parks both in temporary files, the first of
 * which `first` makes it refuse half-way: neither file would then be removed.
 */
export const parkedSheets = (first: string) =>
  zipOf(
    localEntry("xl/worksheets/sheet1.xml", first),
    localEntry("xl/worksheets/sheet2.xml", sheetXml([["Patente"], ["BBCL10"]])),
    localEntry("xl/workbook.xml", WORKBOOK),
    localEntry("xl/_rels/workbook.xml.rels", WORKBOOK_RELS),
    centralEntry("xl/workbook.xml"),
    endOfCentralDirectory(),
  );

/**
 * A workbook that names `sheets` sheets: no budget of ours counts them, and exceljs keeps an object for
 * each. The sheet comes first, so it is parked in a temporary file before the workbook is read.
 */
export const manySheetNames = (sheets: number) =>
  zipOf(
    localEntry("xl/worksheets/sheet1.xml", sheetXml([["Patente"], ["ABCD12"]])),
    localEntry(
      "xl/workbook.xml",
      `<workbook><sheets>${'<sheet name="Lote" sheetId="1" r:id="rId1"/>'.repeat(sheets)}</sheets></workbook>`,
    ),
    centralEntry("xl/workbook.xml"),
    endOfCentralDirectory(),
  );

/**
 * Shared strings within every budget (99.000 texts of 190 characters, 19,5 MB) that exceljs keeps in
 * memory all together: more than a worker with a 24 MB heap holds, which still reads a small lot.
 */
export const heavySharedStringsEntry = () =>
  localEntry("xl/sharedStrings.xml", `<sst>${`<si><t>${"x".repeat(190)}</t></si>`.repeat(99_000)}</sst>`);

export const heavySharedStrings = () =>
  zipOf(heavySharedStringsEntry(), ...smallLotEntries(), centralEntry("a"), endOfCentralDirectory());
