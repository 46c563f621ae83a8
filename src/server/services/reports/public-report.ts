import { and, eq, isNull, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { isAccessCode } from "#domain/access-code";
import { extendedExpiry, isLinkExpired, linkExpiredMessage } from "#domain/report/share-link";
import { ACCESS_CODE_NOT_FOUND_MESSAGE, REPORT_EMPTY_MESSAGE } from "#domain/report/texts";
import type { VehicleReport } from "#domain/report/vehicle-report";
import { isValidRut, parseRut, RUT_CHECK_DIGIT_MESSAGE, sameRut } from "#domain/rut";
import { sameVin, VIN_INPUT_MAX_LENGTH, VIN_REQUIRED_MESSAGE } from "#domain/vin";
import { batchLoader } from "#server/db/batch";
import type { Database } from "#server/db/client";
import { organisations, vehicleReports } from "#server/db/schema";
import { AppError } from "#server/errors";
import type { Actor } from "../actor";
import { reportsVisibleTo } from "./report-scope";
import { type PublicReport, publicView } from "./report-view";

export const REPORT_REVOKED_MESSAGE = "Este informe ya no está disponible: su autor retiró el enlace.";

/** A code as typed or pasted (lower case, stray spaces at the ends) in the form it is stored. */
export const canonicalAccessCode = (rawCode: string): string => rawCode.trim().toUpperCase();

function accessCodeOf(rawCode: string): string {
  const accessCode = canonicalAccessCode(rawCode);
  if (!isAccessCode(accessCode)) throw new AppError("NOT_FOUND", ACCESS_CODE_NOT_FOUND_MESSAGE);
  return accessCode;
}

/** A withdrawn or expired link says so, and since when, instead of pretending it never existed. */
function assertShared<T extends { revokedAt: Date | string | null; shareExpiresAt: Date | string }>(
  row: T | undefined,
  now = new Date(),
): asserts row is T {
  if (!row) throw new AppError("NOT_FOUND", ACCESS_CODE_NOT_FOUND_MESSAGE);
  if (row.revokedAt) throw new AppError("GONE", REPORT_REVOKED_MESSAGE);
  const expiresAt = new Date(row.shareExpiresAt);
  if (isLinkExpired(expiresAt, now)) throw new AppError("GONE", linkExpiredMessage(expiresAt));
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

/**
 * A shared report as anyone holding the link may receive it, and the version it is of: its updated_at,
 * and for a report made for an organisation the organisation's too, since the view carries its name.
 */
export type SharedReport = { accessCode: string; version: string; view: PublicReport };

/**
 * The shared view, with the name of the organisation it was made for as the organisation is called now
 * (decision 078): a dealer who renames itself is renamed on the links already sent.
 */
async function sharedViewOf(db: Database, accessCode: string): Promise<PublicReport> {
  const [row] = await db
    .select({ report: vehicleReports, sharedBy: organisations.displayName })
    .from(vehicleReports)
    .leftJoin(organisations, eq(organisations.id, vehicleReports.organisationId))
    .where(eq(vehicleReports.accessCode, accessCode));
  assertShared(row?.report);
  return publicView(row.report, row.sharedBy);
}

// The public views kept per instance: some thousands of reports, each a few kilobytes.
const VIEWS_KEPT = 5000;

/**
 * Shared reports as anyone holding the link sees them. Whether a link still works, and its version, is
 * asked of the database on every lookup, so a withdrawn or expired link stops at once on every instance;
 * the link checks of one moment share one statement (db/batch.ts). A report rarely changes once made (its
 * pending sources asked again, its owner removed, its link extended), so each instance keeps its public
 * view per version instead of reading and reducing it on every lookup.
 */
export function sharedReports(db: Database) {
  const views = new LRUCache<string, { version: string; view: PublicReport }>({ max: VIEWS_KEPT });
  const { accessCode, revokedAt, shareExpiresAt, updatedAt } = vehicleReports;
  const linksOf = db
    .select({ accessCode, revokedAt, shareExpiresAt, updatedAt, sharerUpdatedAt: organisations.updatedAt })
    .from(vehicleReports)
    .leftJoin(organisations, eq(organisations.id, vehicleReports.organisationId))
    .where(sql`${accessCode} = any(${sql.placeholder("codes")}::text[])`)
    .prepare("shared_report_links");
  const links = batchLoader(async (codes: readonly string[]) => {
    const rows = await linksOf.execute({ codes: [...new Set(codes)] });
    const byCode = new Map(rows.map((row) => [row.accessCode, row]));
    return codes.map((code) => byCode.get(code) ?? null);
  });
  return {
    /** The report behind a link, or why the link opens nothing (not found, withdrawn, expired). */
    async find(rawCode: string): Promise<SharedReport> {
      const accessCode = accessCodeOf(rawCode);
      const link = (await links.load(accessCode)) ?? undefined;
      try {
        assertShared(link);
      } catch (refusal) {
        // A withdrawn, expired or erased report leaves memory with its link.
        views.delete(accessCode);
        throw refusal;
      }
      const sharer = link.sharerUpdatedAt ? `+${link.sharerUpdatedAt.toISOString()}` : "";
      const version = `${link.updatedAt.toISOString()}${sharer}`;
      const kept = views.get(accessCode);
      if (kept?.version === version) return { accessCode, ...kept };
      const view = await sharedViewOf(db, accessCode);
      views.set(accessCode, { version, view });
      return { accessCode, version, view };
    },
  };
}

export type SharedReports = ReturnType<typeof sharedReports>;

const OWNER_REMOVED_CHECK_MESSAGE =
  "Este informe ya no tiene los datos del propietario para comparar (Ley 21.719).";
const NO_VIN_MESSAGE = "Este informe no tiene el VIN del vehículo para comparar.";

const vehicleOf = (row: { body: VehicleReport }) => {
  const { vehicle } = row.body.sections;
  return vehicle.status === "found" ? vehicle.data : null;
};

/**
 * Whether the actor made the report behind a link, or it is their organisation's; a code that cannot be
 * one is nobody's.
 */
export async function isReportAuthor(db: Database, actor: Actor, rawCode: string): Promise<boolean> {
  const accessCode = canonicalAccessCode(rawCode);
  if (!isAccessCode(accessCode)) return false;
  const [mine] = await db
    .select({ id: vehicleReports.id })
    .from(vehicleReports)
    .where(and(eq(vehicleReports.accessCode, accessCode), reportsVisibleTo(actor)));
  return mine !== undefined;
}

/** '¿El vendedor es el dueño?': says whether a typed RUT is the owner's, without revealing the owner's. */
export async function checkOwner(
  db: Database,
  accessCode: string,
  rawRut: string,
): Promise<{ matches: boolean }> {
  const rut = parseRut(rawRut);
  if (!rut || !isValidRut(rut)) throw new AppError("BAD_REQUEST", RUT_CHECK_DIGIT_MESSAGE);
  const row = await findSharedReport(db, accessCode);
  // An erased or hidden owner is not to be found again by asking yes-or-no questions about them.
  if (row.body.ownerRemoved) throw new AppError("GONE", OWNER_REMOVED_CHECK_MESSAGE);
  const ownerRut = vehicleOf(row)?.owner?.rut;
  return { matches: Boolean(ownerRut && sameRut(ownerRut, rut)) };
}

/** '¿El VIN del auto coincide?': whether the VIN read on the car is the report's, never the VIN itself. */
export async function checkVin(
  db: Database,
  accessCode: string,
  typedVin: string,
): Promise<{ matches: boolean }> {
  if (typedVin.length > VIN_INPUT_MAX_LENGTH || typedVin.trim() === "")
    throw new AppError("BAD_REQUEST", VIN_REQUIRED_MESSAGE);
  const chassis = vehicleOf(await findSharedReport(db, accessCode))?.chassis;
  if (!chassis) throw new AppError("NOT_FOUND", NO_VIN_MESSAGE);
  return { matches: sameVin(chassis, typedVin) };
}

const EXTEND_REVOKED_MESSAGE = "No puedes extender un enlace retirado.";

/** The author's 'Extender 30 días'; a withdrawn link stays withdrawn. */
export async function extendShareLink(
  db: Database,
  actor: Actor,
  reportId: string,
  now = new Date(),
): Promise<{ shareExpiresAt: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ revokedAt: vehicleReports.revokedAt, shareExpiresAt: vehicleReports.shareExpiresAt })
      .from(vehicleReports)
      .where(and(eq(vehicleReports.id, reportId), reportsVisibleTo(actor)))
      .for("update");
    if (!row) throw new AppError("NOT_FOUND", REPORT_EMPTY_MESSAGE);
    if (row.revokedAt) throw new AppError("GONE", EXTEND_REVOKED_MESSAGE);
    const shareExpiresAt = extendedExpiry(row.shareExpiresAt, now);
    // updated_at versions the cached public bodies, which carry the expiry.
    await tx
      .update(vehicleReports)
      .set({ shareExpiresAt, updatedAt: now })
      .where(eq(vehicleReports.id, reportId));
    return { shareExpiresAt: shareExpiresAt.toISOString() };
  });
}

/** Only the author (or their organisation) can withdraw a shared link; it stays withdrawn. */
export async function revokeReport(db: Database, actor: Actor, reportId: string): Promise<void> {
  const updated = await db
    .update(vehicleReports)
    .set({ revokedAt: new Date() })
    .where(and(eq(vehicleReports.id, reportId), reportsVisibleTo(actor), isNull(vehicleReports.revokedAt)))
    .returning({ id: vehicleReports.id });
  if (updated.length) return;
  const [mine] = await db
    .select({ id: vehicleReports.id })
    .from(vehicleReports)
    .where(and(eq(vehicleReports.id, reportId), reportsVisibleTo(actor)));
  if (!mine) throw new AppError("NOT_FOUND", REPORT_EMPTY_MESSAGE);
}
