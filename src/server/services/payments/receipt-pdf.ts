import PDFDocument from "pdfkit";
import { formatDateTime } from "#domain/format";
import {
  type PresentedReceipt,
  RECEIPT_TITLE,
  type ReceiptRow,
  SIMULATED_PAYMENT,
} from "#domain/purchase-receipt";
import { BRAND_NAME, drawMasthead } from "../reports/pdf/brand";
import { drawCallout } from "../reports/pdf/callout";
import { CONTENT_WIDTH, FONT, INK, oneLine, PAGE, registerFonts, TONE } from "../reports/pdf/style";
import { type Cell, drawTable, ensureSpace } from "../reports/pdf/table";

/** Who sells, as the receipt names them: the company behind the deployment, where it has said who it is. */
export type ReceiptIssuer = {
  /** Razón social, RUT and address (the privacy controller's settings); null on a machine that set none. */
  company: { name: string; rut: string; address: string } | null;
  contactEmail: string;
  /** The public address, https://patenteclara.cl. */
  site: string;
};

const LABEL_WIDTH = Math.round(CONTENT_WIDTH * 0.36);
const WIDTHS = [LABEL_WIDTH, CONTENT_WIDTH - LABEL_WIDTH];
// The screen's brand-light panel (bg-brand-light, border-brand/30), where the balance is shown.
const PANEL = { fill: "#eff6ff", border: "#bfdbfe" } as const;

const cells = (row: ReceiptRow): Cell[] => [
  { text: row.label, color: INK.label },
  { text: row.value, font: FONT.semibold, color: INK.title },
];

function heading(doc: PDFKit.PDFDocument, title: string): void {
  ensureSpace(doc, 80);
  const top = doc.y + 8;
  doc.font(FONT.bold).fontSize(13).fillColor(INK.title).text(title, PAGE.side, top, { width: CONTENT_WIDTH });
  doc.y += 6;
}

/** The total, when it was paid, and the green 'Pagado' the payments list shows as 'Aprobado'. */
function drawTotal(doc: PDFKit.PDFDocument, receipt: PresentedReceipt): void {
  const x = PAGE.side;
  const top = doc.y;
  const pad = 16;
  const paidHeight = doc
    .font(FONT.regular)
    .fontSize(9.5)
    .heightOfString(receipt.paid, {
      width: CONTENT_WIDTH - 2 * pad,
    });
  const height = pad + 12 + 32 + 4 + paidHeight + pad;
  doc.lineWidth(0.75).roundedRect(x, top, CONTENT_WIDTH, height, 8).fillAndStroke(PANEL.fill, PANEL.border);
  doc
    .font(FONT.semibold)
    .fontSize(9)
    .fillColor(INK.label)
    .text("Total pagado", x + pad, top + pad, { lineBreak: false });
  doc
    .font(FONT.bold)
    .fontSize(26)
    .fillColor(INK.title)
    .text(receipt.total, x + pad, top + pad + 12, { lineBreak: false });
  const badge = "Pagado";
  doc.font(FONT.semibold).fontSize(9);
  const badgeWidth = doc.widthOfString(badge) + 18;
  const green = TONE.green;
  doc
    .lineWidth(0.75)
    .roundedRect(x + CONTENT_WIDTH - pad - badgeWidth, top + pad, badgeWidth, 18, 9)
    .fillAndStroke(green.fill, green.border);
  doc.fillColor(green.ink).text(badge, x + CONTENT_WIDTH - pad - badgeWidth, top + pad + 4.5, {
    width: badgeWidth,
    align: "center",
  });
  doc
    .font(FONT.regular)
    .fontSize(9.5)
    .fillColor(INK.body)
    .text(receipt.paid, x + pad, top + pad + 12 + 32 + 4, { width: CONTENT_WIDTH - 2 * pad });
  doc.y = top + height + 10;
}

/** Who issued it and where to ask, at the foot of the page, where a receipt's reader looks for it. */
function drawFooter(doc: PDFKit.PDFDocument, issuer: ReceiptIssuer, transactionId: string): void {
  const { bottom } = doc.page.margins;
  // Text under the bottom margin would open a page.
  doc.page.margins.bottom = 0;
  const rule = PAGE.height - 70;
  doc
    .moveTo(PAGE.side, rule)
    .lineTo(PAGE.side + CONTENT_WIDTH, rule)
    .lineWidth(0.75)
    .stroke(INK.rule);
  const company = issuer.company;
  const who = company
    ? `${BRAND_NAME} · ${company.name} · RUT ${company.rut} · ${company.address}`
    : `${BRAND_NAME} · ${issuer.site.replace(/^https?:\/\//, "")}`;
  const at = {
    x: PAGE.side,
    width: CONTENT_WIDTH,
    size: 7.5,
    minSize: 6,
    color: INK.muted,
    font: FONT.regular,
  };
  oneLine(doc, who, { ...at, y: rule + 8 });
  oneLine(doc, `¿Dudas sobre esta compra? Escríbenos a ${issuer.contactEmail} con el N.º de transacción.`, {
    ...at,
    y: rule + 20,
  });
  oneLine(doc, `${RECEIPT_TITLE} · N.º de transacción ${transactionId}`, {
    ...at,
    y: rule + 32,
    font: FONT.semibold,
    color: INK.label,
  });
  doc.page.margins.bottom = bottom;
}

/**
 * A purchase's receipt as an A4 PDF, with the report's brand, fonts and tables so both read as one
 * product's: the total first, then the purchase row by row, then whom it was sold (or invoiced) to, and
 * what the receipt is not. `issuedAt`: when it was drawn, which is not when it was paid.
 */
export async function renderReceiptPdf(
  receipt: PresentedReceipt,
  opts: { transactionId: string; issuer: ReceiptIssuer; issuedAt?: Date },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: PAGE.top, bottom: PAGE.bottom + 20, left: PAGE.side, right: PAGE.side },
    lang: "es-CL",
    displayTitle: true,
    info: { Title: `${RECEIPT_TITLE}: ${receipt.concept}`, Author: BRAND_NAME },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  registerFonts(doc);

  doc.y = drawMasthead(doc, formatDateTime((opts.issuedAt ?? new Date()).toISOString()), RECEIPT_TITLE);
  if (receipt.simulated) {
    doc.y +=
      drawCallout(doc, { x: PAGE.side, y: doc.y, width: CONTENT_WIDTH }, "yellow", [
        { text: SIMULATED_PAYMENT, font: FONT.bold, size: 10 },
      ]) + 12;
  }
  doc.font(FONT.bold).fontSize(20).fillColor(INK.title).text(RECEIPT_TITLE, PAGE.side, doc.y, {
    width: CONTENT_WIDTH,
  });
  doc
    .font(FONT.semibold)
    .fontSize(12)
    .fillColor(INK.body)
    .text(receipt.concept, PAGE.side, doc.y + 2, { width: CONTENT_WIDTH });
  doc.y += 12;
  drawTotal(doc, receipt);

  heading(doc, "Detalle de la compra");
  drawTable(doc, receipt.purchase.map(cells), { widths: WIDTHS, continues: "Detalle de la compra" });
  heading(doc, receipt.partyTitle);
  drawTable(doc, receipt.party.map(cells), { widths: WIDTHS, continues: receipt.partyTitle });

  doc.y += 14;
  for (const note of receipt.notes) {
    ensureSpace(doc, 30);
    doc.font(FONT.regular).fontSize(9).fillColor(INK.label).text(note, PAGE.side, doc.y, {
      width: CONTENT_WIDTH,
      lineGap: 1.5,
    });
    doc.y += 4;
  }
  drawFooter(doc, opts.issuer, opts.transactionId);

  doc.end();
  return done;
}
