import { and, eq, isNull } from "drizzle-orm";
import { isAccessCode } from "../../../domain/access-code";
import type { VehicleReport } from "../../../domain/report/assemble";
import { REPORT_CODE_NOT_FOUND_MESSAGE } from "../../../domain/report/texts";
import { isValidRut, parseRut, RUT_CHECK_DIGIT_MESSAGE, sameRut } from "../../../domain/rut";
import type { Database } from "../../db/client";
import { vehicleReports } from "../../db/schema";
import { AppError } from "../../http/app-error";

export const REPORT_REVOKED_MESSAGE = "Este informe ya no está disponible: su autor retiró el enlace.";

/** Finds a report by its public access code; a revoked link says so instead of pretending it never existed. */
export async function findSharedReport(db: Database, rawCode: string) {
  const code = rawCode.trim().toUpperCase();
  if (!isAccessCode(code)) throw new AppError("NOT_FOUND", REPORT_CODE_NOT_FOUND_MESSAGE);
  const [row] = await db.select().from(vehicleReports).where(eq(vehicleReports.accessCode, code));
  if (!row) throw new AppError("NOT_FOUND", REPORT_CODE_NOT_FOUND_MESSAGE);
  if (row.revokedAt) throw new AppError("GONE", REPORT_REVOKED_MESSAGE);
  return row;
}

/** '¿El vendedor es el dueño?': says whether a typed RUT is the owner's, without revealing the owner's. */
export async function checkOwner(db: Database, code: string, rawRut: string): Promise<{ matches: boolean }> {
  const rut = parseRut(rawRut);
  if (!rut || !isValidRut(rut)) throw new AppError("BAD_REQUEST", RUT_CHECK_DIGIT_MESSAGE);
  const row = await findSharedReport(db, code);
  const { vehicle } = (row.body as VehicleReport).sections;
  const ownerRut = vehicle.status === "found" ? vehicle.data.owner?.rut : null;
  return { matches: Boolean(ownerRut && sameRut(ownerRut, rut)) };
}

/** Only the author can withdraw a shared link; it stays withdrawn. */
export async function revokeReport(db: Database, userId: string, reportId: string): Promise<void> {
  const updated = await db
    .update(vehicleReports)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(vehicleReports.id, reportId),
        eq(vehicleReports.userId, userId),
        isNull(vehicleReports.revokedAt),
      ),
    )
    .returning({ id: vehicleReports.id });
  if (updated.length) return;
  const [mine] = await db
    .select({ id: vehicleReports.id })
    .from(vehicleReports)
    .where(and(eq(vehicleReports.id, reportId), eq(vehicleReports.userId, userId)));
  if (!mine) throw new AppError("NOT_FOUND", "No se encontró el reporte solicitado");
}
