import { PassThrough, Readable, Writable } from "node:stream";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { describe, expect, it, vi } from "vitest";
import { readCsv } from "#domain/lot/csv";
import { type LotPdfEntry, type LotResultRow, writeLotCsv, writeLotXlsx, writeLotZip } from "./lot-export";
import { readLotFile } from "./lot-file";

// An XLSX is read in a worker thread that loads tsx and exceljs first (decision 091): seconds on a busy
// machine, beyond a unit test's usual 5.
vi.setConfig({ testTimeout: 60_000 });

const ROWS: LotResultRow[] = [
  {
    row: 2,
    plate: "BBCL10",
    vehicle: "Kia Rio 5 2019",
    score: 92,
    verdict: "Excelente estado",
    tone: "green",
    alerts: [],
    status: "listo",
    reportCode: "K7Q2M9XA",
    link: "https://patenteclara.cl/reporte/K7Q2M9XA",
    reason: null,
  },
  {
    row: 3,
    plate: "MULT30",
    vehicle: "Peugeot 208; Active",
    score: 41,
    verdict: "No confiable",
    tone: "red",
    alerts: ["Multas sobre $1.500.000", "SOAP vencido, sin renovar"],
    status: "listo",
    reportCode: "P3W8N2RT",
    link: "https://patenteclara.cl/reporte/P3W8N2RT",
    reason: null,
  },
  {
    row: 7,
    plate: "ZZZZ99",
    vehicle: null,
    score: null,
    verdict: null,
    tone: null,
    alerts: [],
    status: "sin datos",
    reportCode: null,
    link: null,
    reason: "No hay datos registrados para esta patente.",
  },
  {
    row: 9,
    plate: "ABCD12",
    vehicle: '=HYPERLINK("http://evil")',
    score: null,
    verdict: null,
    tone: null,
    alerts: [],
    status: "pendiente",
    reportCode: null,
    link: null,
    reason: "=cmd|' /C calc'!A0",
  },
];

async function* each<T>(items: readonly T[]): AsyncGenerator<T> {
  for (const item of items) yield item;
}

/** Everything written to a stream, once the writer has ended it. */
async function collect(write: (out: Writable) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on("end", resolve));
  await write(out);
  await ended;
  return Buffer.concat(chunks);
}

describe("writeLotCsv", () => {
  it("writes UTF-8 with a BOM, ';' and Spanish headers that Excel and our reader read back", async () => {
    const bytes = await collect((out) => writeLotCsv(each(ROWS), out));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text).toContain("\r\n");
    expect(readCsv(text)).toEqual([
      [
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
      ],
      [
        "2",
        "BBCL10",
        "Kia Rio 5 2019",
        "92",
        "Excelente estado",
        "",
        "listo",
        "K7Q2M9XA",
        "https://patenteclara.cl/reporte/K7Q2M9XA",
        "",
      ],
      [
        "3",
        "MULT30",
        "Peugeot 208; Active",
        "41",
        "No confiable",
        "Multas sobre $1.500.000 · SOAP vencido, sin renovar",
        "listo",
        "P3W8N2RT",
        "https://patenteclara.cl/reporte/P3W8N2RT",
        "",
      ],
      ["7", "ZZZZ99", "", "", "", "", "sin datos", "", "", "No hay datos registrados para esta patente."],
      // A provider's text that looks like a formula stays text, in every column.
      ["9", "ABCD12", '\'=HYPERLINK("http://evil")', "", "", "", "pendiente", "", "", "'=cmd|' /C calc'!A0"],
    ]);
  });

  it("writes only the header for an empty lot", async () => {
    const text = (await collect((out) => writeLotCsv(each([]), out))).toString("utf8");
    expect(text).toBe(
      "\uFEFFFila;Patente;Vehículo;Puntaje;Veredicto;Alertas;Estado;Código;Enlace;Motivo\r\n",
    );
  });

  it("fails, and does not hang, when the rows fail", async () => {
    async function* failing(): AsyncGenerator<LotResultRow> {
      yield ROWS[0] as LotResultRow;
      throw new Error("base de datos caída");
    }
    const out = new PassThrough();
    out.resume();
    await expect(writeLotCsv(failing(), out)).rejects.toThrow("base de datos caída");
  });
});

describe("writeLotXlsx", () => {
  it("writes a sheet that exceljs reads back: bold headers, numbers as numbers, links as links", async () => {
    const bytes = await collect((out) => writeLotXlsx(each(ROWS), out));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
    const sheet = workbook.getWorksheet("Lote");
    if (!sheet) throw new Error("no sheet");
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
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
    ]);
    expect(sheet.getCell("A1").font?.bold).toBe(true);
    expect(sheet.getCell("A2").value).toBe(2);
    expect(sheet.getCell("D2").value).toBe(92);
    expect(sheet.getCell("D3").value).toBe(41);
    expect(sheet.getCell("F3").value).toBe("Multas sobre $1.500.000 · SOAP vencido, sin renovar");
    // The verdict in its colour, as the lot's table shows it; a row without a report has none.
    expect([sheet.getCell("E2").value, sheet.getCell("E2").fill]).toEqual([
      "Excelente estado",
      { type: "pattern", pattern: "solid", fgColor: { argb: "FFF0FDF4" } },
    ]);
    expect(sheet.getCell("E3").font?.color).toEqual({ argb: "FF991B1B" });
    expect(sheet.getCell("E4").fill).toBeUndefined();
    expect(sheet.getCell("I2").value).toEqual({
      text: "https://patenteclara.cl/reporte/K7Q2M9XA",
      hyperlink: "https://patenteclara.cl/reporte/K7Q2M9XA",
    });
    expect([sheet.getCell("C4").value, sheet.getCell("D4").value, sheet.getCell("G4").value]).toEqual([
      null,
      null,
      "sin datos",
    ]);
    // In an XLSX a string is never a formula: the provider's text is kept as it came.
    expect(sheet.getCell("C5").value).toBe('=HYPERLINK("http://evil")');
    expect(sheet.getColumn(3).width).toBeGreaterThan(sheet.getColumn(1).width ?? 0);
  });

  it("is a lot file our own reader takes back", async () => {
    const bytes = await collect((out) => writeLotXlsx(each(ROWS), out));
    const cells = await readLotFile(new Uint8Array(bytes), "lote.xlsx");
    expect(cells.map((row) => row[1])).toEqual(["Patente", "BBCL10", "MULT30", "ZZZZ99", "ABCD12"]);
  });

  it("fails, and does not hang, when the download is cut", async () => {
    const out = new Writable({
      write(_chunk, _encoding, callback) {
        callback(new Error("conexión cerrada"));
      },
    });
    await expect(writeLotXlsx(each(ROWS), out)).rejects.toThrow();
  });
});

describe("writeLotZip", () => {
  const pdf = (label: string) => Buffer.from(`%PDF-1.7\n${label}\n%%EOF`);

  it("puts each PDF in the ZIP under a clean, unique name", async () => {
    const entries: LotPdfEntry[] = [
      { name: "BBCL10.pdf", pdf: async () => pdf("uno") },
      { name: "MULT30", pdf: async () => Readable.from([pdf("dos")]) },
      { name: "bbcl10.pdf", pdf: async () => pdf("tres") },
      { name: "../../etc/passwd", pdf: async () => pdf("cuatro") },
      { name: "", pdf: async () => pdf("cinco") },
    ];
    const zip = await JSZip.loadAsync(await collect((out) => writeLotZip(each(entries), out)));
    expect(Object.keys(zip.files)).toEqual([
      "BBCL10.pdf",
      "MULT30.pdf",
      "bbcl10 (2).pdf",
      "etc_passwd.pdf",
      "informe.pdf",
    ]);
    expect(await zip.file("MULT30.pdf")?.async("string")).toBe("%PDF-1.7\ndos\n%%EOF");
    expect(await zip.file("bbcl10 (2).pdf")?.async("string")).toBe("%PDF-1.7\ntres\n%%EOF");
  });

  it("asks for the next PDF only once the previous one is in the archive", async () => {
    let open = 0;
    let most = 0;
    const entries = Array.from({ length: 6 }, (_, i) => ({
      name: `P${i}`,
      pdf: async () => {
        open++;
        most = Math.max(most, open);
        const stream = Readable.from([pdf(String(i))]);
        stream.on("end", () => open--);
        return stream;
      },
    }));
    const zip = await JSZip.loadAsync(await collect((out) => writeLotZip(each(entries), out)));
    expect(Object.keys(zip.files)).toHaveLength(6);
    expect(most).toBe(1);
  });

  it("keeps pace with a slow download: a PDF is made only when the previous ones have gone out", async () => {
    const size = 256 * 1024;
    let written = 0;
    let made = 0;
    let mostAhead = 0;
    const out = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, callback) {
        written += chunk.length;
        setTimeout(callback, 1);
      },
    });
    const entries = Array.from({ length: 12 }, (_, i) => ({
      name: `P${i}`,
      pdf: async () => {
        made++;
        mostAhead = Math.max(mostAhead, made * size - written);
        return Buffer.alloc(size, i);
      },
    }));
    await writeLotZip(each(entries), out);
    expect(written).toBeGreaterThan(12 * size);
    // Never more than the PDF in hand and part of the previous one waiting for the download.
    expect(mostAhead).toBeLessThan(2 * size);
  });

  it("fails, and does not hang, when a PDF cannot be made", async () => {
    const entries: LotPdfEntry[] = [
      { name: "A", pdf: async () => pdf("a") },
      {
        name: "B",
        pdf: async () => {
          throw new Error("sin PDF");
        },
      },
    ];
    const out = new PassThrough();
    out.resume();
    await expect(writeLotZip(each(entries), out)).rejects.toThrow("sin PDF");
  });

  it("fails, and does not hang, when the download is cut", async () => {
    const out = new Writable({
      write(_chunk, _encoding, callback) {
        callback(new Error("conexión cerrada"));
      },
    });
    const entries = Array.from({ length: 3 }, (_, i) => ({ name: `P${i}`, pdf: async () => pdf(String(i)) }));
    await expect(writeLotZip(each(entries), out)).rejects.toThrow("conexión cerrada");
  });
});
