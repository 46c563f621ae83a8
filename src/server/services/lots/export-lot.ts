import type { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import type { LotExportFormat, TLotRow } from "#domain/contract/lots";
import { lotExportFileName } from "#domain/lot/lot-file-name";
import { organisations, vehicleReports } from "#server/db/schema";
import { AppError } from "#server/errors";
import type { Actor } from "../actor";
import { renderReportPdf } from "../reports/report-pdf";
import { publicView } from "../reports/report-view";
import { findLot, lotRows } from "./get-lot";
import type { LotDeps } from "./lot-deps";
import {
  type LotPdfEntry,
  type LotResultRow,
  type LotResultStatus,
  writeLotCsv,
  writeLotXlsx,
  writeLotZip,
} from "./lot-export";

/** A lot's export, its lot found and its reader allowed; written only once asked, so nothing is held. */
export type LotExport = {
  fileName: string;
  /** Streams the file into `out` and ends it. */
  write(out: Writable): Promise<void>;
};

/** A row still waiting or being made is 'pendiente' in a file taken away: it will not move there. */
const exportStatus = (status: TLotRow["status"]): LotResultStatus =>
  status === "en cola" || status === "en proceso" ? "pendiente" : status;

function resultRow(row: TLotRow, publicUrl: string): LotResultRow {
  return {
    // A plate written on several rows is reported once, on its first row.
    row: row.rows[0] ?? row.position + 1,
    plate: row.plate,
    vehicle: row.vehicle,
    score: row.score,
    verdict: row.verdict,
    tone: row.tone,
    alerts: row.alerts,
    status: exportStatus(row.status),
    reportCode: row.reportCode,
    link: row.sharePath ? `${publicUrl}${row.sharePath}` : null,
    reason: row.status === "listo" ? null : row.message,
  };
}

async function* resultRows(deps: Pick<LotDeps, "db">, lotId: string, publicUrl: string) {
  for await (const row of lotRows(deps.db, lotId)) yield resultRow(row, publicUrl);
}

/**
 * The shared PDF of every report the lot made, one at a time: the version a buyer may receive (the owner
 * masked, 'Compartido por' the organisation as it is called now), since it is what a dealer forwards.
 * Each is drawn only when the ZIP is ready for it.
 */
async function* pdfEntries(deps: Pick<LotDeps, "db">, lotId: string, publicUrl: string) {
  for await (const row of lotRows(deps.db, lotId)) {
    const { reportId } = row;
    if (row.status !== "listo" || !reportId) continue;
    const entry: LotPdfEntry = {
      name: `${row.plate}-${row.reportCode ?? reportId}`,
      pdf: async () => {
        const [row] = await deps.db
          .select({ report: vehicleReports, sharedBy: organisations.displayName })
          .from(vehicleReports)
          .leftJoin(organisations, eq(organisations.id, vehicleReports.organisationId))
          .where(eq(vehicleReports.id, reportId));
        // Deleted between the list and its turn: the ZIP cannot hold a file with nothing in it.
        if (!row) throw new AppError("NOT_FOUND", "Un informe del lote ya no existe.");
        return renderReportPdf(publicView(row.report, row.sharedBy), { publicUrl, shared: true });
      },
    };
    yield entry;
  }
}

/**
 * A lot's results as a file to take away: CSV or XLSX (one line per plate: its first row, car, score,
 * verdict, alerts, status, code and link) or a ZIP of the shared PDFs named `{patente}-{código}.pdf`.
 * The lot is looked up first, with the reader's right to it, so a refusal comes before any byte.
 */
export async function openLotExport(
  deps: Pick<LotDeps, "db">,
  actor: Actor,
  id: string,
  format: LotExportFormat,
  publicUrl: string,
): Promise<LotExport> {
  const lot = await findLot(deps.db, actor, id);
  const fileName = lotExportFileName({ id: lot.id, createdAt: lot.createdAt.toISOString() }, format);
  const write = (out: Writable): Promise<void> => {
    if (format === "zip") return writeLotZip(pdfEntries(deps, lot.id, publicUrl), out);
    const rows = resultRows(deps, lot.id, publicUrl);
    return format === "csv" ? writeLotCsv(rows, out) : writeLotXlsx(rows, out);
  };
  return { fileName, write };
}
