// What reading a dealer's XLSX in a worker thread costs (decision 091), and what the hostile files of
// issue 39 cost the server now. Part 1: a 500-row lot as exceljs writes it (five columns, shared
// strings), read in this process (readXlsx), in a new worker each time (loading tsx and exceljs
// included), and through readLotFile with the loaded worker it keeps waiting (each read 3 s after the
// last, as uploads come); medians of RUNS reads after one to warm up. Part 2: each hostile file through
// readLotFile, its time to the answer and this process's peak RSS above what it used before (sampled
// every 5 ms: the worker's memory is the process's too), and what it left in the temporary folder.
// Run: npx tsx bench/lot-file-read.ts   (RUNS=15 for more reads)

import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { setTimeout as delay } from "node:timers/promises";
import { crc32, createDeflateRaw } from "node:zlib";
import ExcelJS from "exceljs";
import { AppError } from "../src/server/errors";
import { readLotFile } from "../src/server/services/lots/lot-file";
import {
  afterCentralDirectory,
  afterEndOfCentralDirectory,
  emptyCells,
  heavySharedStrings,
  lastColumnRows,
  localEntry,
  parkedSheets,
} from "../src/server/services/lots/lot-file-hostile.test-support";
import { LOT_FILE_WORKER_LIMITS, readXlsxInWorker } from "../src/server/services/lots/lot-file-worker";
import { readXlsx } from "../src/server/services/lots/lot-file-xlsx";
import { measurePeak } from "./support/memory";

const RUNS = Number(process.env.RUNS ?? 9);
const KB = 1024;
const MB = 1024 * KB;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function lotXlsx(rows: number): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Remate");
  sheet.addRow(["Patente", "Marca", "Modelo", "Año", "Precio"]);
  const brands = ["Kia", "Toyota", "Chevrolet", "Suzuki", "Hyundai", "Nissan"];
  for (let i = 0; i < rows; i++) {
    const plate = `${String.fromCharCode(66 + (i % 20))}${String.fromCharCode(66 + (((i / 20) | 0) % 20))}CL${String(i % 100).padStart(2, "0")}`;
    sheet.addRow([
      plate,
      brands[i % brands.length],
      `Modelo ${i % 37}`,
      2008 + (i % 17),
      4_990_000 + i * 10_000,
    ]);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

async function timed(read: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await read();
  return performance.now() - start;
}

async function medianOf(read: () => Promise<unknown>, pause = 0): Promise<number> {
  await read();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    if (pause > 0) await delay(pause);
    times.push(await timed(read));
  }
  return median(times);
}

/** An entry of `times` copies of `chunk`, deflated as it streams: 600 MB never sit in memory. */
async function repeatedEntry(name: string, head: string, chunk: Buffer, times: number, tail: string) {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (c: Buffer) => out.push(c));
  let crc = crc32(head);
  let size = head.length + tail.length;
  deflate.write(head);
  for (let i = 0; i < times; i++) {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!deflate.write(chunk)) await new Promise((r) => deflate.once("drain", r));
  }
  crc = crc32(tail, crc);
  deflate.end(tail);
  await new Promise((r) => deflate.once("end", r));
  const body = Buffer.concat(out);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(crc, 14);
  header.writeUInt32LE(body.length, 18);
  header.writeUInt32LE(size >>> 0, 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), body]);
}

const ours = async () =>
  (await readdir(tmpdir())).filter((n) => n.startsWith("patente-clara-lote-") || /^tmp-\d/.test(n)).length;

async function main() {
  // Part 1.
  const lot = await lotXlsx(500);
  const inProcess = await medianOf(() => readXlsx(lot));
  const cold = await medianOf(() => readXlsxInWorker(lot, { ...LOT_FILE_WORKER_LIMITS }));
  const warm = await medianOf(() => readLotFile(lot, "lote.xlsx"), 3_000);
  console.log(`\nA 500-row XLSX (${(lot.length / KB).toFixed(1)} KB), median of ${RUNS} reads, ms`);
  console.log("| read | ms | over in-process |");
  console.log("| --- | ---: | ---: |");
  console.log(`| in this process (readXlsx) | ${inProcess.toFixed(0)} | — |`);
  console.log(
    `| a new worker (loads tsx and exceljs) | ${cold.toFixed(0)} | +${(cold - inProcess).toFixed(0)} |`,
  );
  console.log(
    `| the loaded worker kept waiting (readLotFile) | ${warm.toFixed(0)} | +${(warm - inProcess).toFixed(0)} |`,
  );

  // Part 2.
  const sharedStrings = await repeatedEntry(
    "xl/sharedStrings.xml",
    "<sst>",
    Buffer.from("<si/>".repeat(MB / 5)),
    120_000_000 / (MB / 5),
    "</sst>",
  );
  const hostile: [string, () => Uint8Array][] = [
    [
      "50 MB bomb after the central directory",
      () => afterCentralDirectory(localEntry("xl/media/image1.png", Buffer.alloc(50 * MB, 0x20))),
    ],
    [
      "50 MB bomb after the end record",
      () => afterEndOfCentralDirectory(localEntry("xl/media/image1.png", Buffer.alloc(50 * MB, 0x20))),
    ],
    [
      "120.000.000 empty shared strings after the central directory",
      () => afterCentralDirectory(sharedStrings),
    ],
    [
      "5.000.000 empty cells in a second sheet after the central directory",
      () => afterCentralDirectory(localEntry("xl/worksheets/sheet2.xml", emptyCells(5_000_000))),
    ],
    ["a parked sheet refused half-way (span)", () => parkedSheets(lastColumnRows(150))],
    ["99.000 texts of 190 characters (within every budget)", heavySharedStrings],
  ];
  console.log("\nHostile files through readLotFile (the worker's limits: 128 MB heap, 15 s)");
  console.log("| file | KB | answer | s | peak RSS above start, MB | left in the temp folder |");
  console.log("| --- | ---: | --- | ---: | ---: | ---: |");
  for (const [name, make] of hostile) {
    const bytes = make();
    const before = await ours();
    let answer = "";
    const peak = await measurePeak(async () => {
      try {
        const cells = await readLotFile(bytes, "lote.xlsx");
        answer = `read, ${cells.length} rows`;
      } catch (error) {
        answer =
          error instanceof AppError ? `${error.code}: ${error.message.split(/[:.] /)[0]}` : String(error);
      }
    });
    const left = (await ours()) - before;
    console.log(
      `| ${name} | ${(bytes.length / KB).toFixed(0)} | ${answer} | ${peak.seconds.toFixed(2)} | ${peak.rssMb.toFixed(0)} | ${left} |`,
    );
    await delay(2_000);
  }
}

await main();
