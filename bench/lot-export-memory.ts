// What exporting a 500-car lot costs in memory (issue 30: under 150 MB extra): the XLSX (exceljs's
// streaming writer), the CSV, and the ZIP of 500 PDFs, each written to a file in a temporary folder from
// rows made one at a time, as the database's cursor hands them over. RSS and heap are sampled every 5 ms;
// the figures are the peaks above what the process used just before each export began. exceljs and
// archiver are loaded and warmed by a one-row export first: a running server has them loaded already.
// Run: npx tsx bench/lot-export-memory.ts   (ROWS=2000 for a bigger lot, PDF_KB=300 for bigger PDFs)

import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Writable } from "node:stream";
import {
  type LotPdfEntry,
  type LotResultRow,
  writeLotCsv,
  writeLotXlsx,
  writeLotZip,
} from "../src/server/services/lots/lot-export";
import { type MemoryPeak, measurePeak } from "./support/memory";

const ROWS = Number(process.env.ROWS ?? 500);
const PDF_KB = Number(process.env.PDF_KB ?? 150);
const LIMIT_MB = 150;
const MB = 1024 * 1024;

// Verdicts as reports have them (verdict.ts): each headline with its one colour.
const VERDICTS = [
  { tone: "green", headline: "Excelente estado" },
  { tone: "yellow", headline: "Revisar antecedentes" },
  { tone: "red", headline: "Riesgo alto" },
] as const;
const ALERTS = [
  "Revisión técnica vencida",
  "Multas impagas por $1.250.000",
  "Deuda TAG de $84.300",
  "SOAP vencido",
  "Kilometraje inconsistente: 182.000 km en 2024, 96.000 km en 2025",
];

/** A report's row, as the lot's results table has it. */
function resultRow(i: number): LotResultRow {
  const code = `K${String(i).padStart(7, "0")}`;
  const ready = i % 17 !== 0;
  return {
    row: i + 2,
    plate: `FL${String(i).padStart(4, "0")}`,
    vehicle: ready ? `Toyota Yaris Sport 1.5 Automático ${2010 + (i % 15)}` : null,
    score: ready ? (i * 37) % 101 : null,
    verdict: ready ? (VERDICTS[i % 3]?.headline ?? null) : null,
    tone: ready ? (VERDICTS[i % 3]?.tone ?? null) : null,
    alerts: ready ? ALERTS.slice(0, i % (ALERTS.length + 1)) : [],
    status: ready ? "listo" : "sin datos",
    reportCode: ready ? code : null,
    link: ready ? `https://patenteclara.cl/reporte/${code}` : null,
    reason: ready ? null : "No hay datos registrados para esta patente.",
  };
}

async function* rows(n: number): AsyncGenerator<LotResultRow> {
  for (let i = 0; i < n; i++) yield resultRow(i);
}

async function* pdfs(n: number): AsyncGenerator<LotPdfEntry> {
  for (let i = 0; i < n; i++) {
    // Random bytes do not compress, as a PDF's compressed streams do not; made only when asked for.
    yield { name: `informe-FL${String(i).padStart(4, "0")}`, pdf: async () => randomBytes(PDF_KB * 1024) };
  }
}

type Figures = MemoryPeak & { bytes: number };

async function measure(file: string, write: (out: Writable) => Promise<void>): Promise<Figures> {
  const peak = await measurePeak(() => write(createWriteStream(file)));
  return { ...peak, bytes: (await stat(file)).size };
}

const dir = await mkdtemp(path.join(tmpdir(), "lot-export-"));
try {
  await measure(path.join(dir, "warm.xlsx"), (out) => writeLotXlsx(rows(1), out));
  await measure(path.join(dir, "warm.zip"), (out) => writeLotZip(pdfs(1), out));

  const cases: [string, Figures][] = [
    [
      `XLSX, ${ROWS} rows`,
      await measure(path.join(dir, "lote.xlsx"), (out) => writeLotXlsx(rows(ROWS), out)),
    ],
    [`CSV, ${ROWS} rows`, await measure(path.join(dir, "lote.csv"), (out) => writeLotCsv(rows(ROWS), out))],
    [
      `ZIP, ${ROWS} PDFs of ${PDF_KB} KB`,
      await measure(path.join(dir, "informes.zip"), (out) => writeLotZip(pdfs(ROWS), out)),
    ],
  ];

  console.log(
    `Lot export memory — Node ${process.version}, peaks above the process's use before each export`,
  );
  console.log("export                          seconds     file MB  extra RSS MB  extra heap MB");
  for (const [name, f] of cases) {
    console.log(
      [
        name.padEnd(30),
        f.seconds.toFixed(2).padStart(8),
        (f.bytes / MB).toFixed(2).padStart(11),
        f.rssMb.toFixed(1).padStart(13),
        f.heapMb.toFixed(1).padStart(14),
      ].join(" "),
    );
  }
  const worst = Math.max(...cases.map(([, f]) => f.rssMb));
  console.log(
    `worst extra RSS ${worst.toFixed(1)} MB: ${worst < LIMIT_MB ? "under" : "OVER"} the ${LIMIT_MB} MB asked`,
  );
  if (worst >= LIMIT_MB) process.exitCode = 1;
} finally {
  await rm(dir, { recursive: true, force: true });
}
