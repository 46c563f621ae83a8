import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { formatDate, formatDateTime } from "#domain/format";
import { type PresentedSection, presentReport, type Tone } from "#domain/report/present";
import { REPORT_DISCLAIMER } from "#domain/report/texts";
import type { PublicReport } from "./report-view";

const TONE_COLOR: Record<Tone, string> = {
  green: "#166534",
  yellow: "#854d0e",
  red: "#b91c1c",
  neutral: "#1e293b",
};

/**
 * The printable report (A4): the same sections as the screen, when it was made, and a QR code to the
 * online report so a printed copy can be checked against the original. `shared`: the view of whoever
 * holds the link (sharedView), else the author's whole report.
 */
export async function renderReportPdf(
  view: PublicReport,
  opts: { publicUrl: string; shared: boolean },
): Promise<Buffer> {
  const url = `${opts.publicUrl}${view.sharePath}`;
  const qr = await QRCode.toBuffer(url, { type: "png", margin: 1, width: 240, errorCorrectionLevel: "M" });
  const presented = presentReport(view.report, { shared: opts.shared });
  const doc = new PDFDocument({
    size: "A4",
    margin: 48,
    // The ASCII subject stays readable in the file, so a saved PDF can be matched to its plate.
    info: {
      Title: `Informe de validación vehicular ${view.plate}`,
      Subject: `Patente ${view.plate}`,
      Author: "Patente Clara",
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));

  const width = doc.page.width - 96;
  doc.image(qr, doc.page.width - 48 - 90, 40, { width: 90 });
  doc
    .font("Helvetica-Bold")
    .fontSize(18)
    .fillColor("#0f172a")
    .text("Informe de validación vehicular", 48, 48, {
      width: width - 100,
    });
  doc.font("Helvetica").fontSize(10).fillColor("#334155");
  doc.text(
    `Patente: ${view.plate}    Fecha: ${formatDate(view.createdAt)}    Cód. informe: ${view.reportCode}    Código de acceso: ${view.accessCode}`,
    {
      width: width - 100,
    },
  );
  doc.text(`Generado el ${formatDateTime(view.report.generatedAt)}. Versión en línea: ${url}`, {
    width: width - 100,
  });
  if (view.isDemo) {
    doc
      .moveDown(0.5)
      .font("Helvetica-Bold")
      .fillColor("#b45309")
      .text("Datos de demostración: este informe no usa datos reales.");
  }

  const { summary } = presented;
  doc.moveDown(1).font("Helvetica-Bold").fontSize(14).fillColor(TONE_COLOR[summary.color]);
  doc.text(`Puntaje de confianza: ${summary.score}/100 · ${summary.headline}`, 48);
  // The verdict right under the number, in its colour, as on the screen.
  doc.fontSize(11).text(summary.recommendation, { width });
  if (summary.partial) doc.fillColor("#b45309").text(summary.partial, { width });
  if (summary.similar)
    doc.font("Helvetica").fontSize(10).fillColor("#334155").text(summary.similar, { width });
  doc.font("Helvetica").fontSize(10).fillColor("#1e293b");
  for (const d of summary.deductions) doc.text(`${d.points} puntos: ${d.reason}`, { indent: 12, width });
  doc.moveDown(0.5).font("Helvetica-Bold").text("Alertas de seguridad");
  doc.font("Helvetica");
  for (const alert of summary.alerts) doc.text(`• ${alert}`, { indent: 12, width });
  if (summary.noAlertsText) doc.text(summary.noAlertsText, { indent: 12, width });

  for (const section of presented.sections) writeSection(doc, section, width);

  doc.moveDown(1).fontSize(8).fillColor("#475569").text(REPORT_DISCLAIMER, 48, undefined, { width });
  doc.end();
  return done;
}

function writeSection(doc: PDFKit.PDFDocument, section: PresentedSection, width: number) {
  if (doc.y > doc.page.height - 160) doc.addPage();
  doc
    .moveDown(1)
    .font("Helvetica-Bold")
    .fontSize(12)
    .fillColor("#0f172a")
    .text(section.title, 48, undefined, { width });
  doc.font("Helvetica").fontSize(8).fillColor("#64748b").text(section.provenance, { width });
  doc.fontSize(10).fillColor(TONE_COLOR[section.status.tone]).text(section.status.text, { width });
  for (const row of section.rows) {
    doc.fillColor("#475569").font("Helvetica").text(`${row.label}: `, { continued: true, width });
    doc
      .fillColor(TONE_COLOR[row.tone ?? "neutral"])
      .font("Helvetica-Bold")
      .text(row.value);
  }
  doc.font("Helvetica");
  for (const list of section.lists) {
    doc.fillColor("#1e293b").font("Helvetica-Bold").text(list.title, { width });
    doc.font("Helvetica");
    for (const item of list.items) doc.text(`• ${item}`, { indent: 12, width });
  }
  for (const warning of section.warnings) doc.fillColor("#b91c1c").text(`! ${warning}`, { width });
  for (const note of section.notes) doc.fillColor("#475569").text(note, { width });
  // On paper a link is its address: written out, and clickable in the file.
  for (const link of section.links) {
    doc.fillColor("#1d4ed8").text(`${link.label}: ${link.href}`, { width, link: link.href, underline: true });
  }
}
