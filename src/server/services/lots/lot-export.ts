// A lot's results as the dealer takes them away (issue 30): CSV and XLSX tables, and a ZIP of the shared
// PDFs. Each writer takes the rows (or PDFs) one at a time from an async iterable and streams them out,
// so memory does not grow with the lot: a 500-car export costs what one row (or one PDF) costs.

import { once } from "node:events";
import { Readable, type Writable } from "node:stream";
import { finished, pipeline } from "node:stream/promises";
import { ZipArchive } from "archiver";
import ExcelJS from "exceljs";
import { csvLine } from "#domain/lot/csv";
import type { Tone } from "#domain/report/model";

export type LotResultStatus = "listo" | "sin datos" | "no se pudo" | "pendiente";

export type LotResultRow = {
  /** The row (or line) the plate came from, as the dealer numbered it. */
  row: number;
  plate: string;
  vehicle: string | null;
  score: number | null;
  /** The report's verdict (verdict.ts): the words beside its number, and their colour. */
  verdict: string | null;
  tone: Tone | null;
  alerts: string[];
  status: LotResultStatus;
  reportCode: string | null;
  link: string | null;
  /** Why a plate has no report ('no se pudo'), as the lot's table says it; last, so columns keep their place. */
  reason: string | null;
};

const HEADERS = [
  "Fila",
  "Patente",
  "Vehículo",
  "Puntaje",
  "Veredicto",
  "Alertas",
  "Estado",
  "Código",
  "Enlace",
  "Motivo",
];

/** Between alerts in one cell: not ';' (the CSV's separator) nor ',' (alerts have commas of their own). */
const ALERT_SEPARATOR = " · ";

function rowValues(r: LotResultRow): string[] {
  return [
    String(r.row),
    r.plate,
    r.vehicle ?? "",
    r.score === null ? "" : String(r.score),
    r.verdict ?? "",
    r.alerts.join(ALERT_SEPARATOR),
    r.status,
    r.reportCode ?? "",
    r.link ?? "",
    r.reason ?? "",
  ];
}

/**
 * The lot as CSV for Chilean Excel: UTF-8 with a BOM (without it Excel reads 'Vehículo' as Windows-1252)
 * and ';' between fields (Excel in es-CL keeps ',' for decimals). Ends `out`.
 */
export async function writeLotCsv(rows: AsyncIterable<LotResultRow>, out: Writable): Promise<void> {
  async function* lines() {
    yield `\uFEFF${csvLine(HEADERS)}`;
    for await (const row of rows) yield csvLine(rowValues(row));
  }
  await pipeline(lines, out);
}

const XLSX_COLUMNS: { key: string; width: number }[] = [
  { key: "row", width: 6 },
  { key: "plate", width: 10 },
  { key: "vehicle", width: 32 },
  { key: "score", width: 9 },
  { key: "verdict", width: 28 },
  { key: "alerts", width: 48 },
  { key: "status", width: 11 },
  { key: "reportCode", width: 12 },
  { key: "link", width: 44 },
  { key: "reason", width: 60 },
];

// The screen's badge colours (tone-badge.tsx), so the verdict reads in the sheet as in the lot's table.
const TONE_CELL: Record<Tone, { fill: string; font: string }> = {
  green: { fill: "FFF0FDF4", font: "FF166534" },
  yellow: { fill: "FFFFFBEB", font: "FF78350F" },
  red: { fill: "FFFEF2F2", font: "FF991B1B" },
  neutral: { fill: "FFF8FAFC", font: "FF1E293B" },
};

/**
 * The lot as an XLSX, written by exceljs's streaming writer: each row is committed (written out and
 * forgotten) as soon as it is added. Numbers are numbers, so the dealer can sort by score; the link is
 * a link; the verdict is in its colour. Strings are stored inline, not in a shared-strings table that would be held until the end.
 * Ends `out`.
 */
export async function writeLotXlsx(rows: AsyncIterable<LotResultRow>, out: Writable): Promise<void> {
  // exceljs waits for `out` to finish and would wait forever for one that failed (the dealer left).
  const closed = finished(out);
  closed.catch(() => {});
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet("Lote", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = XLSX_COLUMNS.map((column, i) => ({ ...column, header: HEADERS[i] }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for await (const r of rows) {
    const row = sheet.addRow({
      row: r.row,
      plate: r.plate,
      vehicle: r.vehicle,
      score: r.score,
      verdict: r.verdict,
      alerts: r.alerts.join(ALERT_SEPARATOR),
      status: r.status,
      reportCode: r.reportCode,
      link: r.link ? { text: r.link, hyperlink: r.link } : null,
      reason: r.reason,
    });
    if (r.tone) {
      const cell = row.getCell("verdict");
      const { fill, font } = TONE_CELL[r.tone];
      cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: fill } };
      cell.font = { bold: true, color: { argb: font } };
    }
    row.commit();
  }
  sheet.commit();
  await Promise.race([workbook.commit(), closed]);
}

export type LotPdfEntry = { name: string; pdf: () => Promise<Buffer | Readable> };

const PDF_CHUNK_BYTES = 64 * 1024;

function* slices(pdf: Buffer): Generator<Buffer> {
  for (let i = 0; i < pdf.length; i += PDF_CHUNK_BYTES) yield pdf.subarray(i, i + PDF_CHUNK_BYTES);
}

/** The characters a file name in the ZIP keeps: no folders, nothing a file system would refuse. */
function safeName(name: string): string {
  const base = name
    .slice(0, 80)
    .replace(/\.pdf$/i, "")
    .replace(/[^A-Za-z0-9 _-]+/g, "_")
    .replace(/^[ _]+|[ _]+$/g, "");
  return base === "" ? "informe" : base;
}

/**
 * The lot's PDFs in one ZIP, one at a time: the next PDF is asked for only once the previous one has
 * gone through the archive towards `out` (at its pace), so at most one is in memory whatever the lot's
 * size. PDFs are compressed inside already, so they are stored without deflating again. Names are
 * cleaned of folders and made unique ('ABCD12.pdf', 'ABCD12 (2).pdf'). Ends `out`.
 */
export async function writeLotZip(entries: AsyncIterable<LotPdfEntry>, out: Writable): Promise<void> {
  // archiver buffers 1 MB on each side of each of its two streams by default: 4 PDFs ahead of a slow
  // download. 64 KB keeps the archive's own share below one PDF.
  const archive = new ZipArchive({ store: true, highWaterMark: 64 * 1024 });
  // Settles when `out` has everything, or as soon as either side fails (the dealer closed the tab).
  // A failure ends the wait for the entry in hand through a signal: racing every wait against this one
  // long-lived promise would keep every PDF reachable from it until the end.
  const piping = pipeline(archive, out);
  const failed = new AbortController();
  piping.catch((error) => failed.abort(error));
  const used = new Set<string>();
  try {
    for await (const entry of entries) {
      const base = safeName(entry.name);
      let name = `${base}.pdf`;
      for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base} (${n}).pdf`;
      used.add(name.toLowerCase());
      const pdf = await entry.pdf();
      failed.signal.throwIfAborted();
      const added = once(archive, "entry", { signal: failed.signal });
      // Always a stream of small chunks: archiver writes a Buffer into the archive at once, past the
      // output's backpressure, and each stream stage on the way takes one whole chunk before it pushes
      // back, so whole PDFs as chunks would pile up between here and a slow download.
      archive.append(Buffer.isBuffer(pdf) ? Readable.from(slices(pdf)) : pdf, { name });
      await added;
    }
    await archive.finalize();
  } catch (error) {
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  }
  await piping;
}
