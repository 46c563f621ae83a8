import { and, eq, isNull, type SQLWrapper, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { isAccessCode } from "../../../domain/access-code";
import type { VehicleReport } from "../../../domain/report/assemble";
import { extendedExpiry, isLinkExpired, linkExpiredMessage } from "../../../domain/report/share-link";
import { REPORT_CODE_NOT_FOUND_MESSAGE, REPORT_EMPTY_MESSAGE } from "../../../domain/report/texts";
import { isValidRut, parseRut, RUT_CHECK_DIGIT_MESSAGE, sameRut } from "../../../domain/rut";
import { sameVin, VIN_INPUT_MAX_LENGTH, VIN_REQUIRED_MESSAGE } from "../../../domain/vin";
import { batchLoader } from "../../db/batch";
import type { Database } from "../../db/client";
import { vehicleReports } from "../../db/schema";
import { AppError } from "../../errors";
// biome-ignore lint/style/noRestrictedImports: decision 026's coupling, undone by issue 18's one pipeline
import { type EncodedBody, encodeBody } from "../../http/encoded-body";
// biome-ignore lint/style/noRestrictedImports: decision 026's coupling, undone by issue 18's one pipeline
import { countHitsQuery, type Hit, hitCount, rateLimitedError } from "../../http/rate-limit";
import { type PublicReport, publicView } from "./report-view";

export const REPORT_REVOKED_MESSAGE = "Este informe ya no está disponible: su autor retiró el enlace.";

/** A code as typed or pasted (lower case, stray spaces at the ends) in the form it is stored. */
export const canonicalAccessCode = (rawCode: string): string => rawCode.trim().toUpperCase();

function accessCodeOf(rawCode: string): string {
  const code = canonicalAccessCode(rawCode);
  if (!isAccessCode(code)) throw new AppError("NOT_FOUND", REPORT_CODE_NOT_FOUND_MESSAGE);
  return code;
}

/** A withdrawn or expired link says so, and since when, instead of pretending it never existed. */
function assertShared<T extends { revokedAt: Date | string | null; shareExpiresAt: Date | string }>(
  row: T | undefined,
  now = new Date(),
): asserts row is T {
  if (!row) throw new AppError("NOT_FOUND", REPORT_CODE_NOT_FOUND_MESSAGE);
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

// Room for the public JSON and page of some thousands of reports (each kept plain, gzip and brotli).
const PUBLIC_BODIES_MAX_BYTES = 64 * 1024 * 1024;

/**
 * A shared report's answers, ready to send: its JSON, and its page once some request has asked for it;
 * `version` is the report's updated_at they were made from.
 */
type SharedReportBodies = { version: string; json: EncodedBody; page?: EncodedBody };

const sizeOf = (body: EncodedBody | undefined): number =>
  body ? body.identity.length + body.gzip.length + body.br.length : 0;

// Made on the request that first asks: a middling brotli quality keeps that request quick.
const encodeOnce = (text: string) => encodeBody(text, { brotliQuality: 5 });

/** One lookup of a shared report: the code asked for, and the hit it counts in a client's budget. */
type Lookup = { code: string; hit: Hit };
type SharedLink = { revokedAt: string | null; shareExpiresAt: string; version: string };
type LookupResult = { allowed: boolean; link: SharedLink | undefined };
type Totals = [key: string, count: number][];
type Links = [accessCode: string, revokedAt: string | null, updatedAt: string, shareExpiresAt: string][];

/**
 * The public JSON and page of shared reports, ready to send. A report rarely changes once made (only when
 * its pending sources are asked again), so each is built and compressed once per instance and version;
 * whether its link still works, and its version, are asked of the database on every request, so a
 * withdrawn link stops working and a completed report shows at once on every instance. Every lookup is also
 * counted in the client's budget: the count and the link check of all lookups of the moment are one
 * statement, one round trip.
 */
export function publicReportBodies(db: Database) {
  const cache = new LRUCache<string, SharedReportBodies>({
    maxSize: PUBLIC_BODIES_MAX_BYTES,
    sizeCalculation: (bodies) => sizeOf(bodies.json) + sizeOf(bodies.page),
  });
  // The rate limiter's own upsert (the same rows, order and arithmetic as every other count), then each
  // key's new total and each link asked for, as two JSON arrays in one row. Prepared once, whatever the
  // batch size.
  const counted = db.$with("counted").as(countHitsQuery(db));
  const { accessCode, revokedAt, updatedAt, shareExpiresAt } = vehicleReports;
  const asArray = (...columns: SQLWrapper[]) =>
    sql`coalesce(json_agg(json_build_array(${sql.join(columns, sql`, `)})), '[]')`;
  const codesAsked = sql`${accessCode} = any(${sql.placeholder("codes")}::text[])`;
  const lookupsOf = db
    .with(counted)
    .select({
      totals: sql<Totals>`(select ${asArray(counted.key, counted.count)} from ${counted})`,
      links: sql<Links>`(select ${asArray(accessCode, revokedAt, updatedAt, shareExpiresAt)} from ${vehicleReports} where ${codesAsked})`,
    })
    .from(sql`(values (1)) as one`)
    .prepare("public_report_lookups");
  const lookups = batchLoader(async (batch: readonly Lookup[]): Promise<LookupResult[]> => {
    const hits = batch.map((lookup) => lookup.hit);
    const codes = [...new Set(batch.map((lookup) => lookup.code).filter(isAccessCode))];
    const count = hitCount(hits);
    const [row] = await lookupsOf.execute({ ...count.params, codes });
    // Selected from one row of values, it always answers one row: anything else is a bug, not a refusal.
    if (!row) throw new Error("public_report_lookups answered no row");
    const allowed = count.allowed(row.totals.map(([key, c]) => ({ key, count: c })));
    const links = new Map(
      row.links.map(([code, revokedAt, version, shareExpiresAt]) => [
        code,
        { revokedAt, shareExpiresAt, version: String(version) },
      ]),
    );
    return batch.map((lookup, i) => ({
      allowed: allowed[i] ?? false,
      link: links.get(lookup.code),
    }));
  });
  const bodiesOf = async (rawCode: string, hit: Hit): Promise<[string, SharedReportBodies]> => {
    const { allowed, link } = await lookups.load({ code: canonicalAccessCode(rawCode), hit });
    if (!allowed) throw rateLimitedError(hit.rule);
    const code = accessCodeOf(rawCode);
    // A withdrawn, expired or erased report leaves memory with its link.
    if (!link || link.revokedAt || isLinkExpired(new Date(link.shareExpiresAt), new Date()))
      cache.delete(code);
    assertShared(link);
    const cached = cache.get(code);
    if (cached?.version === link.version) return [code, cached];
    const bodies = {
      version: link.version,
      json: encodeOnce(JSON.stringify(publicView(await findSharedReport(db, code)))),
    };
    cache.set(code, bodies);
    return [code, bodies];
  };
  return {
    /** The report's JSON, for one lookup counted as `hit`. */
    json: async (rawCode: string, hit: Hit): Promise<EncodedBody> => (await bodiesOf(rawCode, hit))[1].json,
    /** The report's page, drawn by `render` from the same public view as the JSON. */
    page: async (
      rawCode: string,
      hit: Hit,
      render: (report: PublicReport) => string,
    ): Promise<EncodedBody> => {
      const [code, bodies] = await bodiesOf(rawCode, hit);
      if (bodies.page) return bodies.page;
      const report = JSON.parse(new TextDecoder().decode(bodies.json.identity)) as PublicReport;
      const page = encodeOnce(render(report));
      cache.set(code, { ...bodies, page });
      return page;
    },
  };
}

export type PublicReportBodies = ReturnType<typeof publicReportBodies>;

export const OWNER_REMOVED_CHECK_MESSAGE =
  "Este informe ya no tiene los datos del propietario para comparar (Ley 21.719).";
export const NO_VIN_MESSAGE = "Este informe no tiene el VIN del vehículo para comparar.";

const vehicleOf = (row: { body: unknown }) => {
  const { vehicle } = row.body.sections;
  return vehicle.status === "found" ? vehicle.data : null;
};

/** '¿El vendedor es el dueño?': says whether a typed RUT is the owner's, without revealing the owner's. */
export async function checkOwner(db: Database, code: string, rawRut: string): Promise<{ matches: boolean }> {
  const rut = parseRut(rawRut);
  if (!rut || !isValidRut(rut)) throw new AppError("BAD_REQUEST", RUT_CHECK_DIGIT_MESSAGE);
  const row = await findSharedReport(db, code);
  // An erased or hidden owner is not to be found again by asking yes-or-no questions about them.
  if (row.body.ownerRemoved) throw new AppError("GONE", OWNER_REMOVED_CHECK_MESSAGE);
  const ownerRut = vehicleOf(row)?.owner?.rut;
  return { matches: Boolean(ownerRut && sameRut(ownerRut, rut)) };
}

/** '¿El VIN del auto coincide?': whether the VIN read on the car is the report's, never the VIN itself. */
export async function checkVin(db: Database, code: string, typedVin: string): Promise<{ matches: boolean }> {
  if (typedVin.length > VIN_INPUT_MAX_LENGTH || typedVin.trim() === "")
    throw new AppError("BAD_REQUEST", VIN_REQUIRED_MESSAGE);
  const chassis = vehicleOf(await findSharedReport(db, code))?.chassis;
  if (!chassis) throw new AppError("NOT_FOUND", NO_VIN_MESSAGE);
  return { matches: sameVin(chassis, typedVin) };
}

export const EXTEND_REVOKED_MESSAGE = "No puedes extender un enlace retirado.";

/** The author's 'Extender 30 días'; a withdrawn link stays withdrawn. */
export async function extendShareLink(
  db: Database,
  userId: string,
  reportId: string,
  now = new Date(),
): Promise<{ shareExpiresAt: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ revokedAt: vehicleReports.revokedAt, shareExpiresAt: vehicleReports.shareExpiresAt })
      .from(vehicleReports)
      .where(and(eq(vehicleReports.id, reportId), eq(vehicleReports.userId, userId)))
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
  if (!mine) throw new AppError("NOT_FOUND", REPORT_EMPTY_MESSAGE);
}
