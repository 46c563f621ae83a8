import type { Tone } from "#domain/report/model";
import { FONT, INK, TONE } from "./style";

/** A line of a callout; `mark` puts the warning sign before it, as the screen's alerts have. */
export type CalloutLine = { text: string; font?: string; size?: number; mark?: boolean };

const PAD = 8;
const GAP = 4;
const MARK_WIDTH = 16;

const textWidth = (width: number, line: CalloutLine) => width - 2 * PAD - (line.mark ? MARK_WIDTH : 0);

function lineHeight(doc: PDFKit.PDFDocument, line: CalloutLine, width: number): number {
  return doc
    .font(line.font ?? FONT.regular)
    .fontSize(line.size ?? 9.5)
    .heightOfString(line.text, { width: textWidth(width, line), lineGap: 1.5 });
}

/** The height drawCallout will take, to keep it whole on one page. */
export function calloutHeight(doc: PDFKit.PDFDocument, lines: CalloutLine[], width: number): number {
  const text = lines.reduce((sum, line) => sum + lineHeight(doc, line, width), 0);
  return text + GAP * (lines.length - 1) + 2 * PAD;
}

/** A red circle with a white '!': the screen's warning icon. */
function warningMark(doc: PDFKit.PDFDocument, x: number, y: number): void {
  doc.circle(x + 5.5, y + 6.5, 5.5).fill(TONE.red.graphic);
  doc
    .font(FONT.bold)
    .fontSize(8)
    .fillColor(INK.white)
    .text("!", x, y + 2.3, { width: 11, align: "center" });
}

/** Lines in a box of the tone's colours (the screen's ToneBadge, as a block); returns its height. */
export function drawCallout(
  doc: PDFKit.PDFDocument,
  at: { x: number; y: number; width: number },
  tone: Tone,
  lines: CalloutLine[],
): number {
  const height = calloutHeight(doc, lines, at.width);
  const colors = TONE[tone];
  doc.lineWidth(0.75).roundedRect(at.x, at.y, at.width, height, 6).fillAndStroke(colors.fill, colors.border);
  let y = at.y + PAD;
  for (const line of lines) {
    const left = at.x + PAD + (line.mark ? MARK_WIDTH : 0);
    if (line.mark) warningMark(doc, at.x + PAD, y);
    const h = lineHeight(doc, line, at.width);
    doc.fillColor(colors.ink).text(line.text, left, y, { width: textWidth(at.width, line), lineGap: 1.5 });
    y += h + GAP;
  }
  return height;
}
