import { sharedView } from "#domain/report/shared-view";
import type { VehicleReport } from "#domain/report/vehicle-report";
import { readReport } from "#domain/report/verdict";
import type { ReportRow } from "./report-row";

/** What the author of a report sees: everything the report holds, the owner's full name and RUT included. */
export type AuthorReport = {
  id: string;
  plate: string;
  accessCode: string;
  reportCode: string;
  sharePath: string;
  isDemo: boolean;
  createdAt: string;
  revokedAt: string | null;
  /** Until when the shared link works. */
  shareExpiresAt: string;
  report: VehicleReport;
};

/**
 * What anyone holding the link sees: the report as sharedView leaves it (Ley 21.719, minimisation), and
 * the name of the automotora it was made for, if it was.
 */
export type PublicReport = Omit<AuthorReport, "id" | "revokedAt"> & { sharedBy?: string };

export const sharePath = (accessCode: string) => `/reporte/${accessCode}`;

/**
 * Stored bodies are read as today's rules say (decision 060): the verdict of their findings, and a hard
 * stop's cap on their score. The row's score column keeps the number the report was made with.
 */
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
    shareExpiresAt: row.shareExpiresAt.toISOString(),
    report: readReport(row.body),
  };
}

/** `sharedBy`: the current name of the organisation the report was made for, null for a person's. */
export function publicView(row: ReportRow, sharedBy: string | null = null): PublicReport {
  const { id: _id, revokedAt: _revoked, report, ...rest } = authorView(row);
  return { ...rest, report: sharedView(report), ...(sharedBy !== null && { sharedBy }) };
}
