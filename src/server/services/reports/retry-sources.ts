import { and, eq } from "drizzle-orm";
import { santiagoDate } from "#domain/format";
import { assembleReport } from "#domain/report/assemble";
import type { Lookup, ReportSections, SectionKey } from "#domain/report/model";
import { canRetry, RETRY_EXPIRED_MESSAGE, sourcesToRetry, unverifiedChecks } from "#domain/report/pending";
import { REPORT_EMPTY_MESSAGE } from "#domain/report/texts";
import { withoutOwner } from "#domain/report/without-owner";
import { vehicleReports } from "#server/db/schema";
import { AppError } from "#server/errors";
import type { Actor } from "../actor";
import { leaveOpposedOwnerOut } from "../privacy/owner-removal";
import { gatherSections } from "./gather-sections";
import type { ReportDeps } from "./report-deps";
import { reportsVisibleTo } from "./report-scope";
import { type AuthorReport, authorView } from "./report-view";

/**
 * 'Reintentar fuentes pendientes': asks again only the sources a report could not check, free, within 24
 * hours of the report, and updates the same report (same link, same credit). The score is made again from
 * the completed sections, as of the report's own date. A source that still does not answer stays pending.
 */
export async function retryPendingSources(
  deps: ReportDeps,
  input: { actor: Actor; reportId: string },
): Promise<AuthorReport> {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const [row] = await db
    .select()
    .from(vehicleReports)
    .where(and(eq(vehicleReports.id, input.reportId), reportsVisibleTo(input.actor)));
  if (!row) throw new AppError("NOT_FOUND", REPORT_EMPTY_MESSAGE);
  const report = row.body;
  const { vehicle } = report.sections;
  if (vehicle.status !== "found") return authorView(row);
  const today = santiagoDate(report.generatedAt) as string;
  const pending = sourcesToRetry(
    unverifiedChecks({
      sections: report.sections,
      vehicle: vehicle.data,
      inspection: report.inspectionVerdict,
      today,
    }),
  );
  if (!pending.length) return authorView(row);
  if (!canRetry(report.generatedAt, now())) throw new AppError("GONE", RETRY_EXPIRED_MESSAGE);

  const retry = async () => {
    const asked = new Set<SectionKey>(pending);
    // Only the pending sources are asked; the others answer with what the report already has.
    const kept = <T>(key: SectionKey, ask: () => Promise<Lookup<T>>) =>
      asked.has(key) ? ask() : Promise.resolve(report.sections[key] as Lookup<T>);
    const { provider } = deps;
    const fresh = await gatherSections(
      {
        ...provider,
        vehicle: () => Promise.resolve(vehicle),
        soap: (plate, signal) => kept("soap", () => provider.soap(plate, signal)),
        inspection: (plate, signal) => kept("inspection", () => provider.inspection(plate, signal)),
        trafficFines: (plate, signal) => kept("trafficFines", () => provider.trafficFines(plate, signal)),
        plateFines: (plate, signal) => kept("plateFines", () => provider.plateFines(plate, signal)),
        tagDebts: (rut, signal) => kept("tag", () => provider.tagDebts(rut, signal)),
        crossings: (plate, signal) => kept("crossings", () => provider.crossings(plate, signal)),
        recalls: (vin, signal) => kept("recalls", () => provider.recalls(vin, signal)),
        valuation: (data, signal) => kept("valuation", () => provider.valuation(data, signal)),
        theft: (plate, signal) => kept("theft", () => provider.theft(plate, signal)),
      },
      row.plate,
      { timeoutMs: deps.sourceTimeoutMs, now },
    );
    // Sections not asked keep where and when they were consulted.
    const sections = Object.fromEntries(
      (Object.keys(fresh) as SectionKey[]).map((key) => [
        key,
        asked.has(key) ? fresh[key] : report.sections[key],
      ]),
    ) as ReportSections;
    const assembled = assembleReport({ plate: row.plate, sections, today, now: report.generatedAt });
    if (!assembled.ok) return authorView(row);
    // An owner removed meanwhile stays removed; so does one removed while the sources answered, as the
    // write happens only over the version read; and one who opposed since the report was made leaves it
    // now. Similar cars stay as they were on the report's own day.
    const completed = { ...assembled.report, similarCars: report.similarCars };
    const body = report.ownerRemoved
      ? withoutOwner(completed, report.ownerRemoved)
      : await leaveOpposedOwnerOut(deps, row.plate, completed);
    const [updated] = await db
      .update(vehicleReports)
      .set({ body, score: body.score, updatedAt: now() })
      .where(and(eq(vehicleReports.id, row.id), eq(vehicleReports.updatedAt, row.updatedAt)))
      .returning();
    if (updated) return authorView(updated);
    const [current] = await db.select().from(vehicleReports).where(eq(vehicleReports.id, row.id));
    return authorView(current ?? row);
  };
  // Within the provider's shared budget, like any report: one slot per pending source of the plan's.
  const slots = pending.filter((key) => key !== "plateFines").length;
  await deps.gate?.assertCanAccept(slots);
  return deps.budget ? deps.budget.runWithSlots(slots, retry) : retry();
}
