import { and, eq } from "drizzle-orm";
import { generateAccessCode, generateReportCode } from "../../../domain/access-code";
import {
  EMAIL_NOT_VERIFIED_MESSAGE,
  NO_REPORTS_LEFT_MESSAGE,
  nextCredit,
  noCreditsMessage,
} from "../../../domain/credits";
import { santiagoDate } from "../../../domain/format";
import { validatePlate } from "../../../domain/plate";
import { assembleReport } from "../../../domain/report/assemble";
import type { SectionKey } from "../../../domain/report/model";
import { type Progress, progressOf } from "../../../domain/report/progress";
import {
  REPORT_NOT_SAVED_MESSAGE,
  saveReportErrorMessage,
  TRIAL_CONSUME_ERROR_MESSAGE,
} from "../../../domain/report/texts";
import type { Database } from "../../db/client";
import { vehicleReports } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { Metrics } from "../../metrics";
import type { VehicleDataProvider } from "../../providers/types";
import { getBalance, spendCredit } from "../credits/spend-credit";
import { gatherSections } from "./gather-sections";
import { finishRun, startRun } from "./report-runs";
import { type AuthorReport, authorView } from "./report-view";

/** What 'Error al guardar el reporte: {message}' says: never the database's own (English) words. */
const SAVE_FAILED_DETAIL = "no se descontó ninguna consulta. Inténtalo de nuevo en unos minutos.";

export type ReportDeps = {
  db: Database;
  provider: VehicleDataProvider;
  sourceTimeoutMs: number;
  metrics?: Metrics;
  now?: () => Date;
};

export type CreateReportInput = {
  userId: string;
  plate: string;
  clientRequestId?: string;
  onProgress?: (progress: Progress) => void;
};

/** The report already made for this browser request, if a retry of it arrives. */
async function findRequestedReport(
  db: Database,
  userId: string,
  clientRequestId: string | undefined,
): Promise<AuthorReport | null> {
  if (!clientRequestId) return null;
  const [row] = await db
    .select()
    .from(vehicleReports)
    .where(and(eq(vehicleReports.userId, userId), eq(vehicleReports.clientRequestId, clientRequestId)));
  return row ? authorView(row) : null;
}

/**
 * Where a request stands before any source is asked: the report a retry already has, or a checked plate
 * with the run that counts it among the account's reports in the making (createReport finishes it).
 */
export type PreparedReport =
  | { existing: AuthorReport }
  | { plate: string; runId: string; credit: "trial" | "purchased" };

/** Checks what can be checked before any source is asked, so a doomed request costs nothing. */
export async function prepareReport(db: Database, input: CreateReportInput): Promise<PreparedReport> {
  const existing = await findRequestedReport(db, input.userId, input.clientRequestId);
  if (existing) return { existing };
  const plate = validatePlate(input.plate);
  if (!plate.ok) throw new AppError("BAD_REQUEST", plate.message);
  const balance = await getBalance(db, input.userId);
  const credit = nextCredit(balance);
  if (credit === "unverified") throw new AppError("FORBIDDEN", EMAIL_NOT_VERIFIED_MESSAGE);
  if (credit === "none") throw new AppError("PAYMENT_REQUIRED", noCreditsMessage(balance.everBought));
  const runId = await startRun(db, input.userId);
  return { plate: plate.plate, runId, credit };
}

/**
 * Gathers every source, scores the result and saves it. The credit is spent in the same transaction
 * that saves the report, so a report is never saved without its credit nor a credit spent without its
 * report; a plate with no vehicle data costs nothing.
 */
export async function createReport(
  deps: ReportDeps,
  input: CreateReportInput,
  prepared?: PreparedReport,
): Promise<{ report: AuthorReport; created: boolean }> {
  const ready = prepared ?? (await prepareReport(deps.db, input));
  if ("existing" in ready) return { report: ready.existing, created: false };
  try {
    return await makeReport(deps, input, ready);
  } finally {
    await finishRun(deps.db, ready.runId);
  }
}

async function makeReport(
  deps: ReportDeps,
  input: CreateReportInput,
  { plate, credit }: { plate: string; credit: "trial" | "purchased" },
): Promise<{ report: AuthorReport; created: true }> {
  const { db, provider } = deps;
  const now = deps.now ?? (() => new Date());

  const answered = new Set<SectionKey>();
  input.onProgress?.(progressOf(answered, false));
  const sections = await gatherSections(provider, plate, {
    timeoutMs: deps.sourceTimeoutMs,
    now,
    onSection: (key, status, seconds) => {
      deps.metrics?.sourceDuration.observe({ source: key, status }, seconds);
      answered.add(key);
      input.onProgress?.(progressOf(answered, false));
    },
  });

  const generatedAt = now();
  const assembled = assembleReport({
    plate,
    sections,
    today: santiagoDate(generatedAt) as string,
    now: generatedAt.toISOString(),
  });
  if (!assembled.ok) {
    throw new AppError(
      assembled.reason === "vehicle_not_found" ? "NOT_FOUND" : "UNAVAILABLE",
      assembled.message,
    );
  }

  const row = await db
    .transaction(async (tx) => {
      const id = crypto.randomUUID();
      const spent = await spendCredit(tx, input.userId, `report:${id}`, { trials: credit === "trial" });
      // Another request of this account spent the last credit between the check and now.
      if (!spent) {
        throw new AppError(
          "PAYMENT_REQUIRED",
          credit === "trial" ? TRIAL_CONSUME_ERROR_MESSAGE : NO_REPORTS_LEFT_MESSAGE,
        );
      }
      const [saved] = await tx
        .insert(vehicleReports)
        .values({
          id,
          userId: input.userId,
          plate,
          accessCode: generateAccessCode(),
          reportCode: generateReportCode(),
          clientRequestId: input.clientRequestId,
          securityScore: assembled.report.score,
          isDemo: provider.isDemo,
          body: assembled.report,
          createdAt: generatedAt,
          updatedAt: generatedAt,
        })
        .returning();
      return saved;
    })
    .catch((err) => {
      if (err instanceof AppError) throw err;
      // The transaction rolled back: the credit was not spent.
      throw new AppError("UNAVAILABLE", saveReportErrorMessage(SAVE_FAILED_DETAIL), 5, { cause: err });
    });
  if (!row) throw new AppError("UNAVAILABLE", REPORT_NOT_SAVED_MESSAGE);
  input.onProgress?.(progressOf(answered, true));
  return { report: authorView(row), created: true };
}
