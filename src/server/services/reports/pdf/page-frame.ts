import { BRAND_NAME, drawLogo } from "./brand";
import { CONFIDENTIAL_MARK } from "./cover";
import { CONTENT_WIDTH, FONT, INK, PAGE, TONE } from "./style";

export type Frame = { plate: string; reportCode: string; accessCode: string; confidential: boolean };

/** Pages after the first carry a slim header, so a loose page still says what it belongs to. */
function runningHeader(doc: PDFKit.PDFDocument, frame: Frame): void {
  const y = 30;
  drawLogo(doc, PAGE.side, y - 2, 16);
  doc
    .font(FONT.bold)
    .fontSize(9)
    .fillColor(INK.title)
    .text(BRAND_NAME, PAGE.side + 22, y, { lineBreak: false });
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(INK.muted)
    .text(`Informe de validación vehicular · Patente ${frame.plate}`, PAGE.side, y + 1, {
      width: CONTENT_WIDTH,
      align: "right",
      lineBreak: false,
    });
  const rule = y + 20;
  doc
    .moveTo(PAGE.side, rule)
    .lineTo(PAGE.side + CONTENT_WIDTH, rule)
    .lineWidth(0.75)
    .stroke(INK.rule);
}

function footer(doc: PDFKit.PDFDocument, frame: Frame, page: number, pages: number): void {
  const rule = PAGE.height - 58;
  doc
    .moveTo(PAGE.side, rule)
    .lineTo(PAGE.side + CONTENT_WIDTH, rule)
    .lineWidth(0.75)
    .stroke(INK.rule);
  const line = rule + 8;
  doc
    .font(FONT.regular)
    .fontSize(7.5)
    .fillColor(INK.muted)
    .text(
      `${BRAND_NAME} · Informe ${frame.reportCode} · Código de acceso ${frame.accessCode}`,
      PAGE.side,
      line,
      {
        lineBreak: false,
      },
    );
  doc
    .font(FONT.semibold)
    .fontSize(7.5)
    .fillColor(INK.label)
    .text(`Página ${page} de ${pages}`, PAGE.side, line, {
      width: CONTENT_WIDTH,
      align: "right",
      lineBreak: false,
    });
  if (frame.confidential) {
    doc
      .font(FONT.bold)
      .fontSize(7.5)
      .fillColor(TONE.red.ink)
      .text(CONFIDENTIAL_MARK, PAGE.side, line + 13, { lineBreak: false });
  }
}

/**
 * The header and footer of every page, drawn once all pages exist (the document buffers them), so each
 * footer can say 'Página 2 de 3'. The bottom margin is lifted meanwhile: text there would open a page.
 */
export function drawPageFrames(doc: PDFKit.PDFDocument, frame: Frame): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const { bottom } = doc.page.margins;
    doc.page.margins.bottom = 0;
    if (index > start) runningHeader(doc, frame);
    footer(doc, frame, index - start + 1, count);
    doc.page.margins.bottom = bottom;
  }
}
