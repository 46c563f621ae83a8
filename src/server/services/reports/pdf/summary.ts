import type { PresentedReport } from "#domain/report/present";
import { REPORT_DISCLAIMER } from "#domain/report/texts";
import { type CalloutLine, calloutHeight, drawCallout } from "./callout";
import { drawGauge } from "./gauge";
import { CONTENT_WIDTH, FONT, INK, PAGE, TONE } from "./style";
import { drawTable, ensureSpace, rowHeight } from "./table";

type Summary = PresentedReport["summary"];

const GAUGE_WIDTH = 150;
const COLUMN_GAP = 22;

/** A block's heading, kept on the page of the block's first `next` points. */
function drawHeading(doc: PDFKit.PDFDocument, title: string, next: number): void {
  doc.font(FONT.bold).fontSize(12.5);
  ensureSpace(doc, doc.heightOfString(title) + 6 + next);
  doc.fillColor(INK.title).text(title, PAGE.side, doc.y, { width: CONTENT_WIDTH });
  doc.y += 6;
}

/** The score as the screen shows it: the gauge beside the headline, the verdict in its colour, the notes. */
function drawScore(doc: PDFKit.PDFDocument, summary: Summary): void {
  const top = doc.y;
  const gauge = { x: PAGE.side, width: GAUGE_WIDTH };
  const gaugeHeight = drawGauge(doc, { ...gauge, y: top }, summary);
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(INK.muted)
    .text("Puntaje de confianza", gauge.x, top + gaugeHeight + 2, { ...gauge, align: "center" });
  if (summary.similar) doc.text(summary.similar, gauge.x, doc.y + 4, { ...gauge, align: "center" });
  const gaugeBottom = doc.y;

  const column = { x: PAGE.side + GAUGE_WIDTH + COLUMN_GAP, width: CONTENT_WIDTH - GAUGE_WIDTH - COLUMN_GAP };
  doc
    .font(FONT.bold)
    .fontSize(20)
    .fillColor(INK.title)
    .text(summary.headline, column.x, top + 6, { width: column.width });
  let y = doc.y + 6;
  const verdict = [{ text: summary.recommendation, font: FONT.semibold, size: 11 }];
  y += drawCallout(doc, { ...column, y }, summary.color, verdict) + 8;
  if (summary.partial) {
    y += drawCallout(doc, { ...column, y }, "yellow", [{ text: summary.partial, font: FONT.semibold }]) + 8;
  }
  doc.y = Math.max(gaugeBottom, y) + 12;
}

function drawDeductions(doc: PDFKit.PDFDocument, deductions: Summary["deductions"]): void {
  if (!deductions.length) return;
  const widths = [56, CONTENT_WIDTH - 56];
  const rows = deductions.map(({ points, reason }) => [
    { text: points, font: FONT.bold, color: TONE.red.ink },
    { text: reason },
  ]);
  drawHeading(doc, "¿Por qué este puntaje?", rowHeight(doc, rows[0] ?? [], widths));
  drawTable(doc, rows, { widths, continues: "¿Por qué este puntaje?" });
  doc.y += 14;
}

function drawAlerts(doc: PDFKit.PDFDocument, summary: Summary): void {
  const lines: CalloutLine[] = summary.noAlertsText
    ? [{ text: summary.noAlertsText, font: FONT.semibold }]
    : summary.alerts.map((alert) => ({ text: alert, mark: true }));
  const height = calloutHeight(doc, lines, CONTENT_WIDTH);
  drawHeading(doc, "Alertas de seguridad", height);
  const tone = summary.noAlertsText ? "green" : "neutral";
  doc.y += drawCallout(doc, { x: PAGE.side, y: doc.y, width: CONTENT_WIDTH }, tone, lines) + 12;
}

/** Everything above the sections: score and verdict, why the score, the alerts, the disclaimer. */
export function drawSummary(doc: PDFKit.PDFDocument, summary: Summary): void {
  drawScore(doc, summary);
  drawDeductions(doc, summary.deductions);
  drawAlerts(doc, summary);
  const disclaimer = [{ text: REPORT_DISCLAIMER, size: 8.5 }];
  ensureSpace(doc, calloutHeight(doc, disclaimer, CONTENT_WIDTH));
  doc.y += drawCallout(doc, { x: PAGE.side, y: doc.y, width: CONTENT_WIDTH }, "neutral", disclaimer);
}
