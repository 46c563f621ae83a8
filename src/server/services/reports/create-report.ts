import { and, eq } from "drizzle-orm";
import { generateAccessCode, generateReportCode } from "../../../domain/access-code";
import { EMAIL_NOT_VERIFIED_MESSAGE, nextCredit } from "../../../domain/credits";
import { santiagoDate } from "../../../domain/format";
import { PLATE_NO_TRIALS_MESSAGE, validatePlate } from "../../../domain/plate";
import { assembleReport } from "../../../domain/report/assemble";
import type { SectionKey } from "../../../domain/report/model";
import { type Progress, progressOf } from "../../../domain/report/progress";
import type { Database } from "../../db/client";
import { vehicleReports } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { Metrics } from "../../metrics";
import type { VehicleDataProvider } from "../../providers/types";
import { getBalance, spendCredit } from "../credits/spend-credit";
import { gatherSections } from "./gather-sections";
import { finishRun, startRun } from "./report-runs";
import { type AuthorReport, authorView } from "./report-view";

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

const NO_CREDITS = () => new AppError("PAYMENT_REQUIRED", PLATE_NO_TRIALS_MESSAGE);

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
  | { plate: string; runId: string; trialsAllowed: boolean };

/** Checks what can be checked before any source is asked, so a doomed request costs nothing. */
export async function prepareReport(db: Database, input: CreateReportInput): Promise<PreparedReport> {
  const existing = await findRequestedReport(db, input.userId, input.clientRequestId);
  if (existing) return { existing };
  const plate = validatePlate(input.plate);
  if (!plate.ok) throw new AppError("BAD_REQUEST", plate.message);
  const balance = await getBalance(db, input.userId);
  const credit = nextCredit(balance);
  if (credit === "unverified") throw new AppError("FORBIDDEN", EMAIL_NOT_VERIFIED_MESSAGE);
  if (credit === "none") throw NO_CREDITS();
  const runId = await startRun(db, input.userId);
  return { plate: plate.plate, runId, trialsAllowed: balance.emailVerified };
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
  { plate, trialsAllowed }: { plate: string; trialsAllowed: boolean },
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

  const row = await db.transaction(async (tx) => {
    const id = crypto.randomUUID();
    if (!(await spendCredit(tx, input.userId, `report:${id}`, { trials: trialsAllowed }))) throw NO_CREDITS();
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
      })
      .returning();
    return saved;
  });
  if (!row) throw new AppError("UNAVAILABLE", "Error: No se pudo guardar el reporte");
  input.onProgress?.(progressOf(answered, true));
  return { report: authorView(row), created: true };
}
