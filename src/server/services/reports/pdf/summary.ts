import { CATEGORY_MARKS } from "#domain/report/categories";
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
  const gaugeHeight = drawGauge(
    doc,
    { ...gauge, y: top },
    { score: summary.score, tone: summary.verdict.tone },
  );
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(INK.muted)
    .text("Puntaje de confianza", gauge.x, top + gaugeHeight + 2, { ...gauge, align: "center" });
  if (summary.similar) doc.text(summary.similar, gauge.x, doc.y + 4, { ...gauge, align: "center" });
  const gaugeBottom = doc.y;

  const column = { x: PAGE.side + GAUGE_WIDTH + COLUMN_GAP, width: CONTENT_WIDTH - GAUGE_WIDTH - COLUMN_GAP };
  const { headline, tone } = summary.verdict;
  doc
    .font(FONT.bold)
    .fontSize(20)
    .fillColor(TONE[tone].ink)
    .text(headline, column.x, top + 6, { width: column.width });
  let y = doc.y + 6;
  const recommendation = [{ text: summary.recommendation, font: FONT.semibold, size: 11 }];
  y += drawCallout(doc, { ...column, y }, tone, recommendation) + 8;
  if (summary.partial) {
    y += drawCallout(doc, { ...column, y }, "yellow", [{ text: summary.partial, font: FONT.semibold }]) + 8;
  }
  doc.y = Math.max(gaugeBottom, y) + 12;
}

/** One row per category, as the screen lists them under the number, and what the report does not check. */
function drawCategories(doc: PDFKit.PDFDocument, summary: Summary): void {
  const widths = [24, 118, CONTENT_WIDTH - 142];
  const rows = summary.categories.map((row) => {
    const { mark, tone } = CATEGORY_MARKS[row.state];
    return [
      { text: mark, font: FONT.bold, color: TONE[tone].graphic },
      { text: row.label, font: FONT.semibold },
      { text: row.text, color: row.state === "problem" ? TONE.red.ink : INK.body },
    ];
  });
  drawHeading(doc, "Lo que revisamos", rowHeight(doc, rows[0] ?? [], widths));
  drawTable(doc, rows, { widths, continues: "Lo que revisamos" });
  doc.y += 8;
  const notChecked = [
    { text: `${summary.notChecked.title}:`, font: FONT.semibold, size: 8.5 },
    ...summary.notChecked.items.map((item) => ({ text: `· ${item}`, size: 8.5 })),
  ];
  ensureSpace(doc, calloutHeight(doc, notChecked, CONTENT_WIDTH));
  doc.y += drawCallout(doc, { x: PAGE.side, y: doc.y, width: CONTENT_WIDTH }, "neutral", notChecked) + 14;
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
  const lines: CalloutLine[] = summary.noAlerts
    ? [{ text: summary.noAlerts.text, font: FONT.semibold }]
    : summary.alerts.map((alert) => ({ text: alert, mark: true }));
  const height = calloutHeight(doc, lines, CONTENT_WIDTH);
  drawHeading(doc, "Alertas de seguridad", height);
  const tone = summary.noAlerts?.tone ?? "neutral";
  doc.y += drawCallout(doc, { x: PAGE.side, y: doc.y, width: CONTENT_WIDTH }, tone, lines) + 12;
}

/**
 * Everything above the sections: score and verdict, what was checked, why the score, the alerts, the
 * disclaimer.
 */
export function drawSummary(doc: PDFKit.PDFDocument, summary: Summary): void {
  drawScore(doc, summary);
  drawCategories(doc, summary);
  drawDeductions(doc, summary.deductions);
  drawAlerts(doc, summary);
  const disclaimer = [{ text: REPORT_DISCLAIMER, size: 8.5 }];
  ensureSpace(doc, calloutHeight(doc, disclaimer, CONTENT_WIDTH));
  doc.y += drawCallout(doc, { x: PAGE.side, y: doc.y, width: CONTENT_WIDTH }, "neutral", disclaimer);
}
