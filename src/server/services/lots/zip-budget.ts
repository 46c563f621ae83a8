// What an uploaded XLSX will cost exceljs, measured before exceljs opens it. exceljs reads XLSX through
// unzipper's streaming Parse, which inflates every entry it meets wherever it sits (before the central
// directory, between its records: a local header after a central one is a new entry to it), keeps the
// shared strings in memory and parks early worksheets in temporary files: 2 MB of deflate can become
// 2 GB. A walk of our own that mirrored that parser missed what it found after the central directory
// (issue 39). So the count is made by the same parser, unzipper's Parse at the version exceljs resolves
// (a direct dependency of ours, one copy in node_modules: zip-budget.test.ts fails if they part), fed the
// bytes as exceljs is fed them. Each entry is inflated only to count, a chunk at a time: its bytes
// against one budget for the file, and in the parts exceljs makes objects of, the elements it makes one
// object each of (`<si>` shared strings, `<c>` cells). The first budget passed stops the count.

import { createRequire } from "node:module";
import { type Duplex, Readable } from "node:stream";

/** The part of unzipper 0.10's API used here: a Parse stream that emits each entry as a stream. */
type UnzipperEntry = Readable & { path: string };
type Unzipper = { Parse: (options: { forceStream: true }) => Duplex };
const unzipper = createRequire(import.meta.url)("unzipper") as Unzipper;

/** As exceljs names the parts it parses (its pattern is not anchored, so neither is ours). */
const SHARED_STRINGS = "xl/sharedStrings.xml";
const WORKSHEET = /xl\/worksheets\/sheet\d+[.]xml/;

export type XlsxBudget = {
  /** Bytes all entries inflate to, together. */
  inflatedBytes: number;
  /** `<si>` elements in the shared strings: exceljs keeps each in an array for the whole read. */
  sharedStrings: number;
  /** `<c>` elements over all worksheets: exceljs makes a cell object of each. */
  cells: number;
};

export type ZipBudget = "within" | "unreadable" | "over-bytes" | "over-strings" | "over-cells";

/** What ends an XML element's name: a tag `<c` counts in `<c>`, `<c/>` and `<c r="A1">`, not in `<col>`. */
const NAME_ENDS = new Set([0x3e, 0x2f, 0x20, 0x09, 0x0a, 0x0d]);

/**
 * Counts the elements named `name` in XML read a chunk at a time, a tag split between chunks included.
 * Returns the count so far after each chunk. Tags inside comments or CDATA count too: more, never fewer.
 */
export function tagCounter(name: string): (chunk: Uint8Array) => number {
  const pattern = new TextEncoder().encode(`<${name}`);
  const lt = pattern[0];
  let matched = 0;
  let count = 0;
  return (chunk) => {
    for (const byte of chunk) {
      if (matched === pattern.length) {
        if (NAME_ENDS.has(byte)) count++;
        matched = 0;
      }
      if (byte === pattern[matched]) matched++;
      else matched = byte === lt ? 1 : 0;
    }
    return count;
  };
}

/**
 * Whether the XLSX's entries, as exceljs's parser finds them, stay within every budget; the first one
 * passed is named. "unreadable" when that parser fails on the bytes (exceljs would fail there too, having
 * inflated nothing beyond that point) or finds no entry.
 */
export function xlsxWithin(bytes: Uint8Array, budget: XlsxBudget): Promise<ZipBudget> {
  // The parser waits for ever on no bytes at all: it acknowledges an empty chunk only by reading from it.
  if (bytes.byteLength === 0) return Promise.resolve("unreadable");
  const input = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
  const zip = unzipper.Parse({ forceStream: true });
  const countStrings = tagCounter("si");
  const countCells = tagCounter("c");
  let inflated = 0;
  let entries = 0;
  let open = 0;
  let ended = false;
  let verdict: ZipBudget | null = null;

  return new Promise((resolve) => {
    const settle = (answer: ZipBudget) => {
      if (verdict !== null) return;
      verdict = answer;
      input.destroy();
      zip.destroy();
      resolve(answer);
    };
    const settleIfDone = () => {
      if (ended && open === 0) settle(entries > 0 ? "within" : "unreadable");
    };
    // Kept for good: the parser may still report a failure after the count has settled, and an 'error'
    // without a listener would end the process.
    zip.on("error", () => settle("unreadable"));
    zip.on("end", () => {
      ended = true;
      settleIfDone();
    });
    zip.on("data", (entry: UnzipperEntry) => {
      entries++;
      open++;
      const tags =
        entry.path === SHARED_STRINGS
          ? { count: countStrings, max: budget.sharedStrings, over: "over-strings" as const }
          : WORKSHEET.test(entry.path)
            ? { count: countCells, max: budget.cells, over: "over-cells" as const }
            : null;
      entry.on("data", (chunk: Buffer) => {
        if (verdict !== null) return;
        inflated += chunk.length;
        const over =
          inflated > budget.inflatedBytes
            ? "over-bytes"
            : tags !== null && tags.count(chunk) > tags.max
              ? tags.over
              : null;
        if (over !== null) {
          entry.destroy();
          settle(over);
        }
      });
      entry.on("end", () => {
        open--;
        settleIfDone();
      });
    });
    input.pipe(zip);
  });
}
