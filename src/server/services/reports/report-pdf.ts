import PDFDocument from "pdfkit";
import { formatDateTime } from "#domain/format";
import { presentReport } from "#domain/report/present";
import { sharedByLine } from "#domain/report/shared-by";
import { drawMasthead } from "./pdf/brand";
import { drawNotices, drawSharedBy, drawVehicleCard } from "./pdf/cover";
import { drawPageFrames } from "./pdf/page-frame";
import { drawSection } from "./pdf/section";
import { PAGE, registerFonts } from "./pdf/style";
import { drawSummary } from "./pdf/summary";
import type { PublicReport } from "./report-view";

/**
 * The printable report (A4), drawn from presentReport like the screen: the brand, the car, the score and
 * its verdict, the alerts, each section as a table with its source, and a QR code to the online report so
 * a printed copy can be checked against the original. `shared`: the view of whoever holds the link
 * (sharedView), the one to forward; else the author's whole report, marked confidential on every page
 * while it names the owner. A report made for an automotora says 'Compartido por {nombre}' over the car
 * where the view carries the name (the shared one).
 */
export async function renderReportPdf(
  view: PublicReport,
  opts: { publicUrl: string; shared: boolean },
): Promise<Buffer> {
  const url = `${opts.publicUrl}${view.sharePath}`;
  const presented = presentReport(view.report, { shared: opts.shared });
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.side, right: PAGE.side },
    bufferPages: true,
    lang: "es-CL",
    displayTitle: true,
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
  registerFonts(doc);

  const { vehicle } = view.report.sections;
  // The author's copy names the owner, unless the owner was erased or hidden since (withoutOwner).
  const confidential = !opts.shared && vehicle.status === "found" && vehicle.data.owner !== null;
  doc.y = drawMasthead(doc, formatDateTime(view.report.generatedAt));
  drawNotices(doc, { confidential, isDemo: view.isDemo });
  const sharedBy = sharedByLine(view.sharedBy);
  if (sharedBy) drawSharedBy(doc, sharedBy);
  drawVehicleCard(doc, view, url);
  drawSummary(doc, presented.summary);
  for (const section of presented.sections) drawSection(doc, section);
  drawPageFrames(doc, { ...view, confidential });

  doc.end();
  return done;
}
