import QRCode from "qrcode";
import { formatDate } from "#domain/format";
import { UNNAMED_VEHICLE, vehicleTitle } from "#domain/report/glance";
import type { PublicReport } from "../report-view";
import { drawCallout } from "./callout";
import { CONTENT_WIDTH, FONT, INK, oneLine, PAGE, sizeToFit } from "./style";

export const CONFIDENTIAL_MARK = "Confidencial: contiene datos personales del propietario";
const DEMO_NOTICE = "Datos de demostración: este informe no usa datos reales.";

const CARD = { pad: 14, qr: 92 } as const;
const PLATE = { width: 138, height: 50 } as const;

type Box = { x: number; y: number; width: number };

/** The QR code of `url`, drawn as squares: sharp at any zoom, and a few hundred bytes. */
function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
    }
  }
  doc.fill(INK.title);
}

/** A label over its value, as the screen's tiles. */
function tile(doc: PDFKit.PDFDocument, label: string, value: string, at: Box) {
  doc.font(FONT.regular).fontSize(7.5).fillColor(INK.muted).text(label, at.x, at.y, { lineBreak: false });
  oneLine(doc, value, { ...at, y: at.y + 11, font: FONT.semibold, size: 10.5, minSize: 7, color: INK.title });
}

/**
 * What a forwarded copy must say before anything else: whose report this is not to pass on (the author's,
 * with the owner's data), or that its data are invented (the demo provider's).
 */
export function drawNotices(doc: PDFKit.PDFDocument, opts: { confidential: boolean; isDemo: boolean }): void {
  const at = () => ({ x: PAGE.side, y: doc.y, width: CONTENT_WIDTH });
  if (opts.confidential) {
    doc.y +=
      drawCallout(doc, at(), "red", [
        { text: CONFIDENTIAL_MARK, font: FONT.bold, size: 11, mark: true },
        {
          text: "Lleva el nombre y el RUT del propietario. Para mostrar el informe a otra persona, comparte el enlace o su PDF, que los ocultan.",
          size: 8.5,
        },
      ]) + 10;
  }
  if (opts.isDemo) {
    doc.y += drawCallout(doc, at(), "yellow", [{ text: DEMO_NOTICE, font: FONT.bold, size: 10 }]) + 10;
  }
}

/**
 * 'Compartido por {nombre}' over the car, on a report made for an automotora: who is showing the buyer
 * this car. One line, shrunk before it is cut, so a long name never pushes the card down.
 */
export function drawSharedBy(doc: PDFKit.PDFDocument, line: string): void {
  oneLine(doc, line, {
    x: PAGE.side,
    y: doc.y,
    width: CONTENT_WIDTH,
    font: FONT.semibold,
    size: 11,
    minSize: 8,
    color: INK.label,
  });
  doc.y += 20;
}

/** The plate in its frame, as painted on the car. */
function drawPlate(doc: PDFKit.PDFDocument, plate: string, x: number, y: number): void {
  doc.lineWidth(2).roundedRect(x, y, PLATE.width, PLATE.height, 6).fillAndStroke(INK.white, INK.title);
  doc
    .font(FONT.semibold)
    .fontSize(6.5)
    .fillColor(INK.label)
    .text("CHILE", x, y + 4, { width: PLATE.width, align: "center", lineBreak: false });
  oneLine(doc, plate, {
    x: x + 6,
    y: y + 14,
    width: PLATE.width - 12,
    font: FONT.bold,
    size: 26,
    minSize: 16,
    color: INK.title,
    align: "center",
  });
}

/** Make, model and year large, the colour under them. */
function drawCar(doc: PDFKit.PDFDocument, vehicle: PublicReport["report"]["sections"]["vehicle"], at: Box) {
  const data = vehicle.status === "found" ? vehicle.data : null;
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(INK.muted)
    .text("Vehículo", at.x, at.y + 2, { lineBreak: false });
  // A long name wraps in a smaller type rather than shrinking to nothing: two lines fit beside the plate.
  const name = (data && vehicleTitle(data)) ?? UNNAMED_VEHICLE;
  const size = sizeToFit(doc, name, { font: FONT.bold, size: 17, minSize: 12, width: at.width });
  doc
    .font(FONT.bold)
    .fontSize(size)
    .fillColor(INK.title)
    .text(name, at.x, at.y + 13, { width: at.width, height: size * 2.5, ellipsis: true, lineGap: -1 });
  if (data?.color) {
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(INK.label)
      .text(`Color ${data.color}`, at.x, doc.y + 1, { width: at.width, lineBreak: false });
  }
}

/** The QR to the report online, on white so it scans off a tinted card, with what it is for. */
function drawQrBlock(doc: PDFKit.PDFDocument, url: string, x: number, y: number): void {
  doc.rect(x - 4, y - 4, CARD.qr + 8, CARD.qr + 8).fill(INK.white);
  drawQr(doc, url, x, y, CARD.qr);
  doc
    .font(FONT.regular)
    .fontSize(7)
    .fillColor(INK.muted)
    .text("Escanea para abrir el informe en línea", x - 6, y + CARD.qr + 6, {
      width: CARD.qr + 12,
      align: "center",
    });
}

/**
 * The card at the top of the first page: the plate, the car, the report's date and codes, and the QR to
 * the report online with its address; each code and address on one unbroken line.
 */
export function drawVehicleCard(doc: PDFKit.PDFDocument, view: PublicReport, url: string): void {
  const top = doc.y;
  const height = CARD.qr + 2 * CARD.pad + 20;
  doc
    .lineWidth(0.75)
    .roundedRect(PAGE.side, top, CONTENT_WIDTH, height, 8)
    .fillAndStroke(INK.zebra, INK.rule);
  const x = PAGE.side + CARD.pad;
  const y = top + CARD.pad;
  const width = CONTENT_WIDTH - 2 * CARD.pad - CARD.qr - 20;

  drawPlate(doc, view.plate, x, y);
  const carX = x + PLATE.width + 14;
  drawCar(doc, view.report.sections.vehicle, { x: carX, y, width: x + width - carX });

  const tiles = y + PLATE.height + 12;
  const third = width / 3;
  tile(doc, "Fecha del informe", formatDate(view.createdAt), { x, y: tiles, width: third - 8 });
  tile(doc, "N.º de informe", view.reportCode, { x: x + third, y: tiles, width: third - 8 });
  tile(doc, "Código de acceso", view.accessCode, { x: x + 2 * third, y: tiles, width: third });
  doc
    .font(FONT.regular)
    .fontSize(7.5)
    .fillColor(INK.muted)
    .text("Versión en línea", x, tiles + 30, { lineBreak: false });
  const address = {
    x: x + 62,
    y: tiles + 29.5,
    width: width - 62,
    font: FONT.semibold,
    size: 8.5,
    minSize: 6,
  };
  oneLine(doc, url, { ...address, color: INK.brand }, url);

  drawQrBlock(doc, url, PAGE.side + CONTENT_WIDTH - CARD.pad - CARD.qr, y);
  doc.y = top + height + 16;
}
