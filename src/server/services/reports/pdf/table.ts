import { CONTENT_WIDTH, FONT, INK, PAGE } from "./style";

export type Cell = { text: string; font?: string; color?: string };

const PAD_X = 8;
const PAD_Y = 5;
const SIZE = 9.5;

/** Starts a new page unless `height` still fits above the footer; true when it started one. */
export function ensureSpace(doc: PDFKit.PDFDocument, height: number): boolean {
  if (doc.y + height <= doc.page.maxY()) return false;
  doc.addPage();
  return true;
}

/**
 * Starts a new page unless `height` still fits; the part of a section that goes on there says whose it is
 * (`continues`), so a page never opens on rows without a title.
 */
export function keepTogether(doc: PDFKit.PDFDocument, height: number, continues: string): void {
  if (!ensureSpace(doc, height)) return;
  doc
    .font(FONT.semibold)
    .fontSize(8)
    .fillColor(INK.muted)
    .text(`${continues} (continuación)`, PAGE.side, doc.y, { width: CONTENT_WIDTH });
  doc.y += 4;
}

const cellOptions = (width: number) => ({ width: width - 2 * PAD_X, lineGap: 1.5 });

/** A row's height: its tallest cell, wrapped in its column, plus the padding above and below. */
export function rowHeight(doc: PDFKit.PDFDocument, cells: Cell[], widths: number[]): number {
  const heights = cells.map((cell, i) =>
    doc
      .font(cell.font ?? FONT.regular)
      .fontSize(SIZE)
      .heightOfString(cell.text, cellOptions(widths[i] ?? 0)),
  );
  return Math.max(...heights) + 2 * PAD_Y;
}

/**
 * Rows of cells in columns of `widths`, zebra-striped with a rule under each. A row never splits: one
 * that does not fit goes whole to the next page, which then says whose rows continue there (`continues`).
 */
export function drawTable(
  doc: PDFKit.PDFDocument,
  rows: Cell[][],
  { widths, continues }: { widths: number[]; continues: string },
): void {
  const x = PAGE.side;
  rows.forEach((cells, index) => {
    const height = rowHeight(doc, cells, widths);
    keepTogether(doc, height, continues);
    const top = doc.y;
    if (index % 2 === 0) doc.rect(x, top, CONTENT_WIDTH, height).fill(INK.zebra);
    doc
      .moveTo(x, top + height)
      .lineTo(x + CONTENT_WIDTH, top + height)
      .lineWidth(0.5)
      .stroke(INK.rule);
    let left = x;
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      doc
        .font(cell.font ?? FONT.regular)
        .fontSize(SIZE)
        .fillColor(cell.color ?? INK.body)
        .text(cell.text, left + PAD_X, top + PAD_Y, cellOptions(width));
      left += width;
    });
    doc.y = top + height;
  });
}
