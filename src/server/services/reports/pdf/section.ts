import type { PresentedSection, Row } from "#domain/report/model";
import { type CalloutLine, calloutHeight, drawCallout } from "./callout";
import { CONTENT_WIDTH, FONT, INK, PAGE, TONE } from "./style";
import { type Cell, drawTable, ensureSpace, keepTogether, rowHeight } from "./table";

const ROW_WIDTHS = [Math.round(CONTENT_WIDTH * 0.36), CONTENT_WIDTH - Math.round(CONTENT_WIDTH * 0.36)];
const ITEM_WIDTHS = [CONTENT_WIDTH];
const BADGE = { size: 8.5, pad: 7, maxWidth: CONTENT_WIDTH * 0.5 };

const rowCells = (row: Row): Cell[] => [
  { text: row.label, color: INK.label },
  { text: row.value, font: FONT.semibold, color: TONE[row.tone ?? "neutral"].ink },
];

const warningLines = (section: PresentedSection): CalloutLine[] =>
  section.warnings.map((warning) => ({ text: warning, font: FONT.semibold, mark: true }));

/** Rows a heading keeps with it: a heading over a single row at a page's foot reads as cut off. */
const ROWS_KEPT = 3;

/** How tall the first thing under the heading is, so the heading never stays alone at a page's foot. */
function firstBlockHeight(doc: PDFKit.PDFDocument, section: PresentedSection): number {
  if (section.warnings.length) return calloutHeight(doc, warningLines(section), CONTENT_WIDTH);
  if (section.rows.length) {
    const kept = section.rows.slice(0, ROWS_KEPT);
    return kept.reduce((sum, row) => sum + rowHeight(doc, rowCells(row), ROW_WIDTHS), 0);
  }
  const [list] = section.lists;
  if (list) return 24 + rowHeight(doc, [{ text: list.items[0] ?? "" }], ITEM_WIDTHS);
  return 30;
}

/** Between the rule that opens a section and its title. */
const RULE_GAP = 8;

/** Title on the left, the status in its tone's badge on the right, the source and its time under both. */
function drawSectionHeading(doc: PDFKit.PDFDocument, section: PresentedSection): void {
  const { status } = section;
  doc.font(FONT.semibold).fontSize(BADGE.size);
  const badgeWidth = Math.min(doc.widthOfString(status.text) + 2 * BADGE.pad + 1, BADGE.maxWidth);
  const badgeHeight = doc.heightOfString(status.text, { width: badgeWidth - 2 * BADGE.pad }) + 8;
  const titleWidth = CONTENT_WIDTH - badgeWidth - 16;
  const titleHeight = doc.font(FONT.bold).fontSize(13).heightOfString(section.title, { width: titleWidth });
  const sourceHeight = doc.font(FONT.regular).fontSize(8).heightOfString(section.provenance, {
    width: CONTENT_WIDTH,
  });
  const headingHeight = Math.max(titleHeight, badgeHeight) + 4 + sourceHeight + 8;
  // The rule above the title, 8 points over it, counts too: without it a heading fitted by less than
  // that stayed alone at a page's foot, its first row on the next page.
  ensureSpace(doc, RULE_GAP + headingHeight + firstBlockHeight(doc, section));

  const top = doc.y;
  const x = PAGE.side;
  doc
    .moveTo(x, top)
    .lineTo(x + CONTENT_WIDTH, top)
    .lineWidth(1)
    .stroke(INK.rule);
  const line = top + RULE_GAP;
  doc.font(FONT.bold).fontSize(13).fillColor(INK.title).text(section.title, x, line, { width: titleWidth });
  const badgeX = x + CONTENT_WIDTH - badgeWidth;
  const tone = TONE[status.tone];
  doc
    .lineWidth(0.75)
    .roundedRect(badgeX, line, badgeWidth, badgeHeight, 5)
    .fillAndStroke(tone.fill, tone.border);
  doc
    .font(FONT.semibold)
    .fontSize(BADGE.size)
    .fillColor(tone.ink)
    .text(status.text, badgeX + BADGE.pad, line + 4, { width: badgeWidth - 2 * BADGE.pad, align: "center" });
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(INK.muted)
    .text(section.provenance, x, line + Math.max(titleHeight, badgeHeight) + 4, { width: CONTENT_WIDTH });
  doc.y = line + headingHeight;
}

function drawLists(doc: PDFKit.PDFDocument, section: PresentedSection): void {
  for (const list of section.lists) {
    const items = list.items.map((item) => [{ text: item }]);
    doc.font(FONT.semibold).fontSize(10);
    const titleHeight = doc.heightOfString(list.title) + 12;
    keepTogether(doc, titleHeight + rowHeight(doc, items[0] ?? [], ITEM_WIDTHS), section.title);
    doc.y += 8;
    doc.font(FONT.semibold).fontSize(10).fillColor(INK.title).text(list.title, PAGE.side, doc.y, {
      width: CONTENT_WIDTH,
    });
    doc.y += 4;
    drawTable(doc, items, { widths: ITEM_WIDTHS, continues: `${section.title} · ${list.title}` });
  }
}

const NOTE = { font: FONT.regular, size: 8.5, gap: 6 } as const;
const LINK = { font: FONT.semibold, size: 9, addressSize: 8, gap: 6 } as const;

/**
 * Notes, then the official pages to go on to, kept together: on paper a link is its address, written out
 * under its label, both clickable.
 */
function drawNotesAndLinks(doc: PDFKit.PDFDocument, section: PresentedSection): void {
  const width = CONTENT_WIDTH;
  const noteHeight = (note: string) =>
    doc.font(NOTE.font).fontSize(NOTE.size).heightOfString(note, { width }) + NOTE.gap;
  const linkHeight = (link: PresentedSection["links"][number]) =>
    doc.font(LINK.font).fontSize(LINK.size).heightOfString(link.label, { width }) +
    doc.font(FONT.regular).fontSize(LINK.addressSize).heightOfString(link.href, { width }) +
    LINK.gap;
  const height =
    section.notes.reduce((sum, note) => sum + noteHeight(note), 0) +
    section.links.reduce((sum, link) => sum + linkHeight(link), 0);
  if (!height) return;
  keepTogether(doc, height, section.title);
  for (const note of section.notes) {
    doc.y += NOTE.gap;
    doc.font(NOTE.font).fontSize(NOTE.size).fillColor(INK.label).text(note, PAGE.side, doc.y, { width });
  }
  for (const link of section.links) {
    doc.y += LINK.gap;
    doc
      .font(LINK.font)
      .fontSize(LINK.size)
      .fillColor(INK.brand)
      .text(link.label, PAGE.side, doc.y, { width, link: link.href, underline: true });
    doc
      .font(FONT.regular)
      .fontSize(LINK.addressSize)
      .fillColor(INK.muted)
      .text(link.href, PAGE.side, doc.y, { width, link: link.href });
  }
}

/** One section of the report, as presentReport describes it and the screen's card draws it. */
export function drawSection(doc: PDFKit.PDFDocument, section: PresentedSection): void {
  doc.y += 16;
  drawSectionHeading(doc, section);
  if (section.warnings.length) {
    const lines = warningLines(section);
    keepTogether(doc, calloutHeight(doc, lines, CONTENT_WIDTH), section.title);
    doc.y += drawCallout(doc, { x: PAGE.side, y: doc.y, width: CONTENT_WIDTH }, "red", lines) + 8;
  }
  drawTable(doc, section.rows.map(rowCells), { widths: ROW_WIDTHS, continues: section.title });
  drawLists(doc, section);
  drawNotesAndLinks(doc, section);
}
