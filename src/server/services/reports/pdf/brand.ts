import { FONT, INK } from "./style";

export const BRAND_NAME = "Patente Clara";
export const TAGLINE = "Confianza, Transparencia, Tecnología, Territorio";

/** The logo of src/web/public/favicon.svg (a 32-unit square), as pdfkit draws it; brand.test.ts compares. */
export const LOGO = {
  radius: 7,
  shield: "M16 5 7 9v6c0 6 3.8 10.4 9 12 5.2-1.6 9-6 9-12V9z",
  check: "m12 16 3 3 5-6",
  checkWidth: 2.5,
} as const;

export function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number, size: number): void {
  doc
    .save()
    .translate(x, y)
    .scale(size / 32);
  doc.roundedRect(0, 0, 32, 32, LOGO.radius).fill(INK.brand);
  doc.path(LOGO.shield).fill(INK.white);
  doc.path(LOGO.check).lineWidth(LOGO.checkWidth).lineCap("round").lineJoin("round").stroke(INK.brand);
  doc.restore();
}

/**
 * The first page's header: logo, name and tagline on the left; what the document is (a report unless
 * `documentName` says otherwise: a purchase's receipt) and when it was made on the right; a rule in the
 * brand's blue under both. Returns where the page's content starts.
 */
export function drawMasthead(
  doc: PDFKit.PDFDocument,
  issued: string,
  documentName = "Informe de validación vehicular",
): number {
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const top = 36;
  drawLogo(doc, left, top, 34);
  doc
    .font(FONT.bold)
    .fontSize(16)
    .fillColor(INK.title)
    .text(BRAND_NAME, left + 44, top + 1, { lineBreak: false });
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(INK.muted)
    .text(TAGLINE, left + 44, top + 22, { lineBreak: false });
  const side = { width: 220, align: "right" as const, lineBreak: false };
  doc
    .font(FONT.semibold)
    .fontSize(10.5)
    .fillColor(INK.title)
    .text(documentName, right - 220, top + 3, side);
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(INK.muted)
    .text(`Emitido el ${issued}`, right - 220, top + 22, side);
  const rule = top + 46;
  doc.moveTo(left, rule).lineTo(right, rule).lineWidth(1.5).stroke(INK.brand);
  return rule + 14;
}
