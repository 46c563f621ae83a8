import { and, eq, isNull, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { isAccessCode } from "../../../domain/access-code";
import type { VehicleReport } from "../../../domain/report/assemble";
import { REPORT_CODE_NOT_FOUND_MESSAGE } from "../../../domain/report/texts";
import { isValidRut, parseRut, RUT_CHECK_DIGIT_MESSAGE, sameRut } from "../../../domain/rut";
import { batchLoader } from "../../db/batch";
import type { Database } from "../../db/client";
import { vehicleReports } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { type EncodedBody, encodeBody } from "../../http/encoded-body";
import { publicView } from "./report-view";

export const REPORT_REVOKED_MESSAGE = "Este informe ya no está disponible: su autor retiró el enlace.";

function accessCodeOf(rawCode: string): string {
  const code = rawCode.trim().toUpperCase();
  if (!isAccessCode(code)) throw new AppError("NOT_FOUND", REPORT_CODE_NOT_FOUND_MESSAGE);
  return code;
}

/** A revoked link says so instead of pretending it never existed. */
function assertShared<T extends { revokedAt: Date | null }>(row: T | undefined): asserts row is T {
  if (!row) throw new AppError("NOT_FOUND", REPORT_CODE_NOT_FOUND_MESSAGE);
  if (row.revokedAt) throw new AppError("GONE", REPORT_REVOKED_MESSAGE);
}

/** Finds a report by its public access code. */
export async function findSharedReport(db: Database, rawCode: string) {
  const [row] = await db
    .select()
    .from(vehicleReports)
    .where(eq(vehicleReports.accessCode, accessCodeOf(rawCode)));
  assertShared(row);
  return row;
}

// Room for the public JSON of some thousands of reports (each kept plain, gzip and brotli).
const PUBLIC_BODIES_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The public JSON of shared reports, ready to send. A report never changes once made, so its masked JSON
 * is built and compressed once per instance; whether its link still works is asked of the database on
 * every request (one batched query for all requests of the moment), so a withdrawn link stops working
 * at once on every instance.
 */
export function publicReportBodies(db: Database) {
  const bodies = new LRUCache<string, EncodedBody>({
    maxSize: PUBLIC_BODIES_MAX_BYTES,
    sizeCalculation: (body) => body.identity.length + body.gzip.length + body.br.length,
  });
  // One statement whatever the batch size, prepared once: building one with a parameter per code cost
  // more than running it.
  const linksOf = db
    .select({ accessCode: vehicleReports.accessCode, revokedAt: vehicleReports.revokedAt })
    .from(vehicleReports)
    .where(sql`${vehicleReports.accessCode} = any(${sql.placeholder("codes")}::text[])`)
    .prepare("public_report_links");
  const links = batchLoader(async (codes: readonly string[]) => {
    const rows = await linksOf.execute({ codes: [...new Set(codes)] });
    const byCode = new Map(rows.map((row) => [row.accessCode, row]));
    return codes.map((code) => byCode.get(code));
  });
  return async (rawCode: string): Promise<EncodedBody> => {
    const code = accessCodeOf(rawCode);
    const link = await links.load(code);
    // A withdrawn or erased report leaves memory with its link.
    if (!link || link.revokedAt) bodies.delete(code);
    assertShared(link);
    const cached = bodies.get(code);
    if (cached) return cached;
    // Made on the request that first asks: a middling brotli quality keeps that request quick.
    const body = encodeBody(JSON.stringify(publicView(await findSharedReport(db, code))), {
      brotliQuality: 5,
    });
    bodies.set(code, body);
    return body;
  };
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
