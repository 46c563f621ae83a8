import { createRequire } from "node:module";
import { PassThrough, Readable } from "node:stream";
import zlib from "node:zlib";
import { ZipArchive } from "archiver";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  afterCentralDirectory,
  afterCommentedEnd,
  afterEndOfCentralDirectory,
  centralEntry,
  emptyCells,
  emptySharedStrings,
  endOfCentralDirectory,
  localEntry,
  smallLotEntries,
  zipOf,
} from "./lot-file-hostile.test-support";
import { tagCounter, type XlsxBudget, xlsxWithin } from "./zip-budget";

const KB = 1024;
const MB = 1024 * KB;
const text = (n: number) => "x".repeat(n);
/** Budgets that do not bind, but the one a test sets. */
const LOOSE: XlsxBudget = { inflatedBytes: 100 * MB, sharedStrings: 10_000_000, cells: 10_000_000 };
const bytesWithin = (bytes: Uint8Array, inflatedBytes: number) =>
  xlsxWithin(bytes, { ...LOOSE, inflatedBytes });

/** archiver writes sizes after the data (data descriptors), as exceljs's own XLSX writer does. */
async function archiverZip(files: Record<string, string>, store = false): Promise<Uint8Array> {
  const archive = new ZipArchive({ store });
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  archive.pipe(out);
  for (const [name, data] of Object.entries(files)) archive.append(data, { name });
  await archive.finalize();
  return new Uint8Array(Buffer.concat(chunks));
}

/** JSZip writes sizes in the local headers, as Excel does. */
async function jszipZip(files: Record<string, string>): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [name, data] of Object.entries(files)) zip.file(name, data);
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * The bytes exceljs itself inflates reading the file to its end, counted at zlib, where its parser
 * makes each entry's inflater: the reference our count must never fall below.
 */
async function inflatedByExceljs(bytes: Uint8Array): Promise<number> {
  let inflated = 0;
  const create = zlib.createInflateRaw;
  vi.spyOn(zlib, "createInflateRaw").mockImplementation((options) => {
    const inflater = create(options);
    inflater.on("data", (chunk: Buffer) => {
      inflated += chunk.length;
    });
    return inflater;
  });
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {});
  for await (const sheet of reader) for await (const _ of sheet);
  vi.restoreAllMocks();
  return inflated;
}

describe("tagCounter", () => {
  it.each([
    ["<c>, <c/> and <c r=…>", "c", '<row><c><v>1</v></c><c/><c r="A1"/><c\n/></row>', 4],
    ["not <col> nor <cols>", "c", "<cols><col/></cols>", 0],
    ["not a closing tag", "c", "</c></c>", 0],
    ["after a '<' that starts nothing", "c", "<<c/>", 1],
    ["empty shared strings, both ways", "si", "<sst><si/><si><t/></si><sig/></sst>", 2],
    ["a name cut off at the end", "si", "<si", 0],
  ])("%s", (_, name, xml, count) => {
    expect(tagCounter(name)(new TextEncoder().encode(xml))).toBe(count);
  });

  it("counts a tag split between chunks at any point", () => {
    const xml = new TextEncoder().encode('<row><c r="A1"/><c/></row>');
    for (let cut = 0; cut <= xml.length; cut++) {
      const count = tagCounter("c");
      count(xml.subarray(0, cut));
      expect(count(xml.subarray(cut))).toBe(2);
    }
  });
});

describe("xlsxWithin", () => {
  it.each([
    [
      "sizes in local headers, within",
      () => jszipZip({ a: text(60 * KB), b: text(40 * KB) }),
      100 * KB,
      "within",
    ],
    [
      "sizes in local headers, one byte over",
      () => jszipZip({ a: text(60 * KB), b: text(40 * KB) }),
      100 * KB - 1,
      "over-bytes",
    ],
    [
      "data descriptors, within",
      () => archiverZip({ a: text(60 * KB), b: text(40 * KB) }),
      100 * KB,
      "within",
    ],
    [
      "data descriptors, one byte over",
      () => archiverZip({ a: text(60 * KB), b: text(40 * KB) }),
      100 * KB - 1,
      "over-bytes",
    ],
    [
      "stored entries count too",
      () => archiverZip({ a: text(60 * KB), b: text(40 * KB) }, true),
      100 * KB - 1,
      "over-bytes",
    ],
    ["a single entry far over", () => archiverZip({ a: text(8 * MB) }), MB, "over-bytes"],
  ] as const)("%s", async (_, make, max, budget) => {
    expect(await bytesWithin(await make(), max)).toBe(budget);
  });

  it.each([
    ["empty", () => Promise.resolve(new Uint8Array())],
    ["not a zip", () => Promise.resolve(new TextEncoder().encode("Patente;ABCD12"))],
    ["an empty zip", () => jszipZip({})],
    ["truncated in the data", async () => (await jszipZip({ a: text(60 * KB) })).subarray(0, 60)],
    ["truncated in a header", async () => (await jszipZip({ a: text(60 * KB) })).subarray(0, 20)],
    [
      "corrupt deflate data",
      async () => {
        const bytes = Uint8Array.from(await jszipZip({ a: text(60 * KB) }));
        bytes.fill(0xff, 40, 60);
        return bytes;
      },
    ],
  ] as const)("%s is unreadable", async (_, make) => {
    expect(await bytesWithin(await make(), MB)).toBe("unreadable");
  });

  it("counts shared strings and cells only where exceljs makes objects of them", async () => {
    const strings = localEntry("xl/sharedStrings.xml", emptySharedStrings(1_000, "<si><t/></si>"));
    const cells = localEntry("xl/worksheets/sheet2.xml", emptyCells(1_000));
    const elsewhere = localEntry("xl/notes.xml", `${emptySharedStrings(5_000)}${emptyCells(5_000)}`);
    const bytes = zipOf(strings, cells, elsewhere, centralEntry("a"), endOfCentralDirectory());
    // The small lot's own sheet has 2 cells besides the 1.000 of sheet2.
    const lot = afterCentralDirectory(Buffer.concat([strings, cells, elsewhere]));
    expect(await xlsxWithin(bytes, { ...LOOSE, sharedStrings: 1_000, cells: 1_000 })).toBe("within");
    expect(await xlsxWithin(bytes, { ...LOOSE, sharedStrings: 999 })).toBe("over-strings");
    expect(await xlsxWithin(bytes, { ...LOOSE, cells: 999 })).toBe("over-cells");
    expect(await xlsxWithin(lot, { ...LOOSE, cells: 1_002 })).toBe("within");
    expect(await xlsxWithin(lot, { ...LOOSE, cells: 1_001 })).toBe("over-cells");
  });
});

describe("xlsxWithin: wherever an entry sits, every byte exceljs inflates is counted (issue 39)", () => {
  const bomb = () => localEntry("xl/media/image1.png", Buffer.alloc(24 * MB, 0x20));
  it.each([
    ["a plain workbook", () => zipOf(...smallLotEntries(), centralEntry("a"), endOfCentralDirectory())],
    ["a bomb after the central directory", () => afterCentralDirectory(bomb())],
    ["a bomb behind an end record hidden in a comment", () => afterCommentedEnd(bomb())],
    ["a bomb after the end record, which the parser never reaches", () => afterEndOfCentralDirectory(bomb())],
    [
      "shared strings after the central directory",
      () => afterCentralDirectory(localEntry("xl/sharedStrings.xml", emptySharedStrings(100_000))),
    ],
    [
      "a second sheet after the central directory",
      () => afterCentralDirectory(localEntry("xl/worksheets/sheet2.xml", emptyCells(100_000))),
    ],
  ])(
    "%s",
    async (_, make) => {
      const bytes = make();
      const inflated = await inflatedByExceljs(bytes);
      expect(await bytesWithin(bytes, inflated)).toBe("within");
      expect(await bytesWithin(bytes, inflated - 1)).toBe("over-bytes");
    },
    30_000,
  );

  it("a bomb after the central directory is refused at the 20 MB budget", async () => {
    expect(await bytesWithin(afterCentralDirectory(bomb()), 20 * MB)).toBe("over-bytes");
  });

  it("counts with the very unzipper exceljs reads with: one copy, or this test fails", () => {
    const ours = createRequire(import.meta.url);
    const exceljs = createRequire(ours.resolve("exceljs"));
    expect(ours.resolve("unzipper")).toBe(exceljs.resolve("unzipper"));
  });
});
