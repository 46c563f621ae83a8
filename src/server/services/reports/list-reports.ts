import { type AnyColumn, and, between, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { encodeListCursor, type ListCursor } from "#domain/report/list-cursor";
import type { Headline, Tone, Verdict } from "#domain/report/model";
import { HIGH_SCORE, type ReportStats, reportStats, santiagoMonth } from "#domain/report/stats";
import { REPORT_BADGE_BANDS, REPORT_EMPTY_MESSAGE, type ReportBadge } from "#domain/report/texts";
import { reportVerdict } from "#domain/report/verdict";
import type { Database } from "#server/db/client";
import { vehicleReports } from "#server/db/schema";
import { AppError } from "#server/errors";
import type { AccountRef, Actor } from "../actor";
import { reportsOfAccount, reportsVisibleTo } from "./report-scope";
import { type AuthorReport, authorView, sharePath } from "./report-view";
import { verdictInput } from "./verdict-input";

export type ReportSummary = {
  id: string;
  plate: string;
  accessCode: string;
  reportCode: string;
  sharePath: string;
  score: number;
  verdict: Verdict;
  /** `verdict.headline` and `verdict.tone` again, for the API's readers from before it (decision 100). */
  headline: Headline;
  color: Tone;
  make: string | null;
  model: string | null;
  year: number | null;
  isDemo: boolean;
  createdAt: string;
  revokedAt: string | null;
  shareExpiresAt: string;
};

export type MyReportsPage = {
  reports: ReportSummary[];
  nextCursor: string | null;
  /** How many reports the filter and search find; on the first page only, like the stats. */
  matching: number | null;
  stats: ReportStats | null;
};

export type MyReportsQuery = {
  cursor?: ListCursor | null;
  limit: number;
  score?: ReportBadge;
  q?: string;
  /** false: the first page without the counts either (an API page has no cards to fill). */
  counts?: boolean;
};

// Plates and codes are typed with or without spaces and dashes; both sides are compared without them.
const searchable = (column: AnyColumn) => sql`upper(regexp_replace(${column}, '[^A-Za-z0-9]', '', 'g'))`;

/** The account's reports a page may show: the score band and the search, if asked for. */
function shown(account: AccountRef, query: MyReportsQuery): SQL | undefined {
  const band = query.score ? REPORT_BADGE_BANDS[query.score] : null;
  const wanted = query.q?.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
  return and(
    reportsOfAccount(account),
    band ? between(vehicleReports.score, band.min, band.max) : undefined,
    wanted
      ? or(
          ...[vehicleReports.plate, vehicleReports.reportCode, vehicleReports.accessCode].map(
            (column) => sql`strpos(${searchable(column)}, ${wanted}) > 0`,
          ),
        )
      : undefined,
  );
}

const vehicle = sql`${vehicleReports.body}->'sections'->'vehicle'`;
const vehicleName = (key: "make" | "model") =>
  sql<string | null>`case when ${vehicle}->>'status' = 'found' then ${vehicle}->'data'->>${key} end`;

/**
 * One page of the author's reports, newest first, and on the first page the stats of 'My reports'. A line
 * reads what its verdict needs of the body, never its texts (decisions 072 and 100).
 */
export async function listReports(
  db: Database,
  account: AccountRef,
  query: MyReportsQuery,
  now = new Date(),
): Promise<MyReportsPage> {
  const { cursor } = query;
  const rows = await db
    .select({
      id: vehicleReports.id,
      plate: vehicleReports.plate,
      accessCode: vehicleReports.accessCode,
      reportCode: vehicleReports.reportCode,
      // The column is written with the body's score, from the same object, wherever a body is written
      // (newReportRow, retry-sources), and bodies are stored as read (assembleReport passes readReport),
      // so it is the number the report shows; migration 0015 capped the rolled-back ones stored before.
      score: vehicleReports.score,
      // The verdict follows the findings, not the score (decision 100), so the line reads them.
      findings: verdictInput,
      make: vehicleName("make"),
      model: vehicleName("model"),
      year: vehicleReports.modelYear,
      isDemo: vehicleReports.isDemo,
      createdAt: vehicleReports.createdAt,
      revokedAt: vehicleReports.revokedAt,
      shareExpiresAt: vehicleReports.shareExpiresAt,
      // To the microsecond, for the cursor: JavaScript's dates keep milliseconds only.
      position: sql<string>`to_char(${vehicleReports.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(vehicleReports)
    .where(
      and(
        shown(account, query),
        cursor
          ? sql`(${vehicleReports.createdAt}, ${vehicleReports.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(vehicleReports.createdAt), desc(vehicleReports.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    reports: page.map(({ position: _, findings, createdAt, revokedAt, shareExpiresAt, ...line }) => {
      // Every saved report has a body; the column is only typed as the SQL operator's answer.
      const verdict = reportVerdict({ ...(findings as NonNullable<typeof findings>), score: line.score });
      return {
        ...line,
        sharePath: sharePath(line.accessCode),
        verdict,
        headline: verdict.headline,
        color: verdict.tone,
        createdAt: createdAt.toISOString(),
        revokedAt: revokedAt?.toISOString() ?? null,
        shareExpiresAt: shareExpiresAt.toISOString(),
      };
    }),
    nextCursor:
      rows.length > query.limit && last ? encodeListCursor({ createdAt: last.position, id: last.id }) : null,
    ...(cursor || query.counts === false
      ? { matching: null, stats: null }
      : await firstPageCounts(db, account, query, now)),
  };
}

async function firstPageCounts(db: Database, account: AccountRef, query: MyReportsQuery, now: Date) {
  const stats = await myReportStats(db, account, now);
  if (!query.score && !query.q) return { matching: stats.total, stats };
  const [found] = await db.select({ count: count() }).from(vehicleReports).where(shown(account, query));
  return { matching: found?.count ?? 0, stats };
}

/** The four cards, counted by the database over every report of the account. */
async function myReportStats(db: Database, account: AccountRef, now: Date): Promise<ReportStats> {
  const { score, createdAt } = vehicleReports;
  const [tallies] = await db
    .select({
      total: sql<number>`count(*)::int`,
      scoreSum: sql<number>`coalesce(sum(${score}), 0)::float8`,
      highCount: sql<number>`(count(*) filter (where ${score} >= ${HIGH_SCORE}))::int`,
      // 'This month' as stats.ts has it: the month in Santiago time, the clock's against the report's.
      thisMonth: sql<number>`(count(*) filter (where to_char(${createdAt} at time zone 'America/Santiago', 'YYYY-MM') = ${santiagoMonth(now)}))::int`,
    })
    .from(vehicleReports)
    .where(reportsOfAccount(account));
  return reportStats(tallies ?? { total: 0, scoreSum: 0, highCount: 0, thisMonth: 0 });
}

/** One of the actor's reports, or their organisation's, whole (the author's PDF). */
export async function authorReport(db: Database, actor: Actor, reportId: string): Promise<AuthorReport> {
  const [row] = await db
    .select()
    .from(vehicleReports)
    .where(and(eq(vehicleReports.id, reportId), reportsVisibleTo(actor)));
  if (!row) throw new AppError("NOT_FOUND", REPORT_EMPTY_MESSAGE);
  return authorView(row);
}
