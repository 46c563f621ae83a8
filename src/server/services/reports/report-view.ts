import type { VehicleReport } from "../../../domain/report/assemble";
import { maskRut } from "../../../domain/rut";
import type { vehicleReports } from "../../db/schema";

type ReportRow = typeof vehicleReports.$inferSelect;

/** What the author of a report sees: everything, including the owner's full RUT. */
export type AuthorReport = {
  id: string;
  plate: string;
  accessCode: string;
  reportCode: string;
  sharePath: string;
  isDemo: boolean;
  createdAt: string;
  revokedAt: string | null;
  report: VehicleReport;
};

/** What anyone holding the link sees: the same report with the owner's RUT masked. */
export type PublicReport = Omit<AuthorReport, "id" | "revokedAt">;

export const sharePath = (accessCode: string) => `/reporte/${accessCode}`;

export function authorView(row: ReportRow): AuthorReport {
  return {
    id: row.id,
    plate: row.plate,
    accessCode: row.accessCode,
    reportCode: row.reportCode,
    sharePath: sharePath(row.accessCode),
    isDemo: row.isDemo,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    report: row.body as VehicleReport,
  };
}

/** Ley 21.719: the owner's RUT is personal data, so a shared link never reveals it in full. */
export function publicView(row: ReportRow): PublicReport {
  const { id: _id, revokedAt: _revoked, report, ...rest } = authorView(row);
  const { vehicle, tag } = report.sections;
  const masked = structuredClone(report);
  if (vehicle.status === "found" && vehicle.data.owner?.rut && masked.sections.vehicle.status === "found") {
    const owner = masked.sections.vehicle.data.owner;
    if (owner) owner.rut = maskRut(vehicle.data.owner.rut);
  }
  if (tag.status === "found" && tag.data.rut && masked.sections.tag.status === "found") {
    masked.sections.tag.data.rut = maskRut(tag.data.rut);
  }
  return { ...rest, report: masked };
}
