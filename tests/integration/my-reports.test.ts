import { readFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { santiagoDate } from "#domain/format";
import { encodeListCursor, LIST_CURSOR_MESSAGE } from "#domain/report/list-cursor";
import type { VehicleReport } from "#domain/report/vehicle-report";
import { readReport } from "#domain/report/verdict";
import { users, vehicleReports } from "#server/db/schema";
import { listReports } from "#server/services/reports/list-reports";
import { newReportRow } from "#server/services/reports/report-row";
import { assembledReport, storedBeforeVerdict } from "../support/report-fixtures";
import { seededClient } from "../support/seed";
import { createTestApp, type TestApp } from "../support/test-app";

// 'Mis reportes' a page at a time (decision 072): the order, the cursor, the filters and the four cards
// come from the database, and no line needs a report's texts (its verdict reads its findings, decision 100).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Browser = Awaited<ReturnType<typeof seededClient>>;
type Line = {
  id: string;
  plate: string;
  score: number;
  verdict: { tone: string; headline: string };
  headline: string;
  color: string;
  make: string;
};

const base = assembledReport();

async function author(): Promise<{ browser: Browser; userId: string }> {
  const browser = await seededClient(t);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, browser.email));
  if (!user) throw new Error("no user");
  return { browser, userId: user.id };
}

/** Reports as make-report saves them, written straight to the table: a test needs dozens. */
async function insertReports(
  userId: string,
  reports: readonly { plate: string; score?: number; at: string | Date }[],
): Promise<string[]> {
  const rows = reports.map(({ plate, score = base.score, at }) => {
    const report: VehicleReport = { ...base, score };
    const when = typeof at === "string" ? new Date(at.replace(/(\.\d{3})\d+/, "$1")) : at;
    const row = newReportRow({ userId, plate, report, isDemo: false, at: when });
    // Microseconds, which a JavaScript date cannot hold, set by the database as now() would.
    return typeof at === "string" ? { ...row, createdAt: sql`${at}::timestamptz` } : row;
  });
  const saved = await t.db.insert(vehicleReports).values(rows).returning({ id: vehicleReports.id });
  return saved.map((row) => row.id);
}

async function allPages(browser: Browser, query = "limit=20") {
  const pages: { reports: Line[]; nextCursor: string | null }[] = [];
  let cursor: string | null = null;
  do {
    const res = await browser.get(`/api/reports?${query}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(res.status).toBe(200);
    pages.push(res.json);
    cursor = res.json.nextCursor;
  } while (cursor);
  return pages;
}

describe("paging", () => {
  it("three pages, newest first, none twice and none missed while reports are made meanwhile", async () => {
    const { browser, userId } = await author();
    // 42 reports a minute apart, and three in one millisecond that only microseconds tell apart, across
    // the first page's end.
    const minuteApart = Array.from({ length: 42 }, (_, i) => ({
      plate: `PG${String(i).padStart(4, "0")}`,
      at: new Date(Date.UTC(2026, 9, 1, 12, i)),
    }));
    const sameMillisecond = ["000100", "000200", "000300"].map((micros, i) => ({
      plate: `MS${i}000`,
      at: `2026-10-01T12:22:30.000${micros.slice(3)}Z`,
    }));
    await insertReports(userId, [...minuteApart, ...sameMillisecond]);
    const expected = await t.db
      .select({ id: vehicleReports.id })
      .from(vehicleReports)
      .where(eq(vehicleReports.userId, userId))
      .orderBy(sql`${vehicleReports.createdAt} desc, ${vehicleReports.id} desc`);

    const first = await browser.get("/api/reports?limit=20");
    expect(first.json.reports).toHaveLength(20);
    expect(first.json.stats.total).toBe(45);
    // Made after the first page was read: newer than it, so on no later page either.
    await insertReports(userId, [{ plate: "NEW100", at: new Date() }]);
    const second = await browser.get(`/api/reports?limit=20&cursor=${first.json.nextCursor}`);
    const third = await browser.get(`/api/reports?limit=20&cursor=${second.json.nextCursor}`);
    expect([second.json.reports.length, third.json.reports.length]).toEqual([20, 5]);
    expect(third.json.nextCursor).toBeNull();
    // Later pages carry no stats: the first page's cards stand.
    expect([second.json.stats, second.json.matching]).toEqual([null, null]);

    const listed = [first, second, third].flatMap((page) => page.json.reports.map((r: Line) => r.id));
    expect(listed).toEqual(expected.map((row) => row.id));
  });

  it("20 a page unless asked, 100 at the most", async () => {
    const { browser, userId } = await author();
    await insertReports(
      userId,
      Array.from({ length: 21 }, (_, i) => ({
        plate: `DF${String(i).padStart(4, "0")}`,
        at: new Date(2026, 0, 1 + i),
      })),
    );
    expect((await browser.get("/api/reports")).json.reports).toHaveLength(20);
    expect((await browser.get("/api/reports?limit=100")).json).toMatchObject({ nextCursor: null });
    for (const limit of ["0", "101", "2.5", "muchos"]) {
      const refused = await browser.get(`/api/reports?limit=${limit}`);
      expect(refused.status).toBe(400);
      expect(refused.json.error).toBe("Pide entre 1 y 100 reportes por página.");
    }
  });

  it("a cursor edited or made up is refused in Spanish, never a 500", async () => {
    const { browser, userId } = await author();
    await insertReports(userId, [
      { plate: "TMP001", at: new Date(2026, 0, 1) },
      { plate: "TMP002", at: new Date(2026, 0, 2) },
    ]);
    const { nextCursor } = (await browser.get("/api/reports?limit=1")).json;
    const edited = [`${nextCursor}AA`, nextCursor.replace(/^../, "__"), nextCursor.slice(0, -6)];
    const madeUp = ["2026-13-01T00:00:00.000000Z|0b6f2c9e-4a1d-4c3b-9f7e-2d5a8c1e6b40", "ultimo"].map(
      (text) => Buffer.from(text).toString("base64url"),
    );
    for (const cursor of [...edited, ...madeUp, "%00", "' or 1=1 --", "a".repeat(500)]) {
      const refused = await browser.get(`/api/reports?cursor=${encodeURIComponent(cursor)}`);
      expect(refused.status, cursor).toBe(400);
      expect(refused.json.error).toBe(LIST_CURSOR_MESSAGE);
    }
  });

  it("another account's reports are never listed, whatever cursor is sent", async () => {
    const mine = await author();
    const theirs = await author();
    await insertReports(mine.userId, [{ plate: "MIO001", at: new Date(2026, 0, 1) }]);
    const theirIds = await insertReports(theirs.userId, [
      { plate: "SUY001", at: new Date(2026, 0, 2) },
      { plate: "SUY002", at: new Date(2026, 0, 3) },
    ]);
    const pages = await allPages(mine.browser, "limit=1");
    expect(pages.flatMap((page) => page.reports.map((r) => r.plate))).toEqual(["MIO001"]);
    // Their cursor positions my list; it never opens theirs.
    const theirCursor = encodeListCursor({ createdAt: "2027-01-01T00:00:00.000000Z", id: theirIds[0] ?? "" });
    const res = await mine.browser.get(`/api/reports?cursor=${theirCursor}`);
    expect(res.json.reports.map((r: Line) => r.plate)).toEqual(["MIO001"]);
  });
});

describe("filters and search, asked of the database", () => {
  it.each([
    ["score=high", ["SC0100", "SC0080"]],
    ["score=medium", ["SC0079", "SC0060"]],
    ["score=low", ["SC0059", "SC0000"]],
    ["q=sc-00", ["SC0080", "SC0079", "SC0060", "SC0059", "SC0000"]],
    ["q=sc 0 1", ["SC0100"]],
    ["score=medium&q=sc0079", ["SC0079"]],
    ["score=high&q=zzzz", []],
  ])("%s", async (query, plates) => {
    const { browser, userId } = await author();
    await insertReports(
      userId,
      [100, 80, 79, 60, 59, 0].map((score, i) => ({
        plate: `SC${String(score).padStart(4, "0")}`,
        score,
        at: new Date(2026, 0, 10 - i),
      })),
    );
    const pages = await allPages(browser, `limit=1&${query}`);
    expect(pages.flatMap((page) => page.reports.map((r) => r.plate))).toEqual(plates);
    const first = (await browser.get(`/api/reports?${query}`)).json;
    expect(first.matching).toBe(plates.length);
    // The cards count the whole account, whatever the filter.
    expect(first.stats.total).toBe(6);
  });

  it("finds a report by its code, typed in lower case", async () => {
    const { browser, userId } = await author();
    await insertReports(userId, [
      { plate: "CODE01", at: new Date(2026, 0, 1) },
      { plate: "CODE02", at: new Date(2026, 0, 2) },
    ]);
    const [row] = await t.db
      .select({ reportCode: vehicleReports.reportCode, accessCode: vehicleReports.accessCode })
      .from(vehicleReports)
      .where(eq(vehicleReports.plate, "CODE01"));
    for (const typed of [row?.reportCode.toLowerCase(), row?.accessCode.slice(2, 9).toLowerCase()]) {
      const res = await browser.get(`/api/reports?q=${encodeURIComponent(typed ?? "")}`);
      expect(res.json.reports.map((r: Line) => r.plate)).toEqual(["CODE01"]);
    }
  });

  it("an unknown band or a search too long is refused in Spanish", async () => {
    const { browser } = await author();
    expect((await browser.get("/api/reports?score=altisimo")).json.error).toBe(
      "Elige un filtro de puntaje válido.",
    );
    const long = await browser.get(`/api/reports?q=${"A".repeat(41)}`);
    expect([long.status, long.json.error]).toEqual([400, "La búsqueda puede tener hasta 40 caracteres."]);
  });
});

describe("the four cards", () => {
  // The rule the cards had when they were counted in JavaScript over every report of the list.
  function countedInJavaScript(lines: readonly { score: number; createdAt: Date }[], now: Date) {
    const month = santiagoDate(now)?.slice(0, 7);
    const sum = lines.reduce((acc, r) => acc + r.score, 0);
    return {
      total: lines.length,
      averageScore: lines.length ? Math.round(sum / lines.length) : 0,
      highCount: lines.filter((r) => r.score >= 80).length,
      thisMonth: lines.filter((r) => santiagoDate(r.createdAt)?.slice(0, 7) === month).length,
    };
  }

  it.each([
    ["an account without reports", "2026-11-21T15:00:00Z", []],
    [
      "the month's edges in Santiago time (UTC-3)",
      "2026-11-21T15:00:00Z",
      [
        [80, "2026-11-01T02:59:59.999999Z"],
        [79, "2026-11-01T03:00:00.000000Z"],
        [100, "2026-11-21T14:00:00Z"],
        [55, "2026-12-01T02:59:00Z"],
        [54, "2026-12-01T03:00:00Z"],
      ],
    ],
    // In winter Chile is at UTC-4: 1 July begins at 04:00 UTC.
    [
      "a winter month",
      "2026-07-15T12:00:00Z",
      [
        [90, "2026-07-01T03:30:00Z"],
        [91, "2026-07-01T04:30:00Z"],
        [12, "2026-06-30T23:00:00Z"],
      ],
    ],
    [
      "an average of a half",
      "2026-11-21T15:00:00Z",
      [
        [85, "2026-11-02T12:00:00Z"],
        [86, "2026-10-02T12:00:00Z"],
      ],
    ],
  ] as const)("%s: as counted before, by the database", async (_, now, reports) => {
    const { userId } = await author();
    if (reports.length) {
      await insertReports(
        userId,
        reports.map(([score, at], i) => ({ plate: `ST${String(i).padStart(4, "0")}`, score, at })),
      );
    }
    const lines = await t.db
      .select({ score: vehicleReports.score, createdAt: vehicleReports.createdAt })
      .from(vehicleReports)
      .where(eq(vehicleReports.userId, userId));
    const page = await listReports(t.db, { kind: "person", id: userId }, { limit: 20 }, new Date(now));
    expect(page.stats).toEqual(countedInJavaScript(lines, new Date(now)));
  });
});

describe("a line of the list", () => {
  it("says what the report says: score, verdict and car; the deprecated fields the same", async () => {
    const { browser } = await author();
    for (const plate of ["BBCL10", "TAGD40", "KMRB80"]) {
      expect((await browser.post("/api/reports", { plate })).status).toBe(201);
    }
    const { reports } = (await browser.get("/api/reports")).json;
    for (const line of reports as (Line & { model: string; year: number })[]) {
      const { report } = (await browser.get(`/api/reports/${line.id}`)).json.report;
      const vehicle = report.sections.vehicle.data;
      expect(line).toMatchObject({
        score: report.score,
        verdict: report.verdict,
        headline: report.verdict.headline,
        color: report.verdict.tone,
        make: vehicle.make,
        model: vehicle.model,
        year: vehicle.year,
      });
    }
    // A 95 with debts is no 'Excelente estado' in the list either.
    expect(reports.find((line: Line) => line.plate === "TAGD40")).toMatchObject({
      score: 95,
      verdict: { tone: "yellow", headline: "Revisar antecedentes" },
    });
  });

  it("a rolled-back odometer stored before decision 060 is stored capped by migration 0015", async () => {
    const { browser } = await author();
    const made = await browser.post("/api/reports", { plate: "KMRB80" });
    const id: string = made.json.id;
    const report: VehicleReport = made.json.report;
    const old = storedBeforeVerdict(report);
    await t.db.update(vehicleReports).set({ body: old, score: 70 }).where(eq(vehicleReports.id, id));
    const before = (await browser.get(`/api/reports/${id}`)).json.report;

    const migration = await readFile(
      new URL("../../drizzle/0015_my_reports_pages.sql", import.meta.url),
      "utf8",
    );
    const update = migration.split("--> statement-breakpoint").find((part) => part.includes("UPDATE"));
    // Twice: a database migrated again, or a report made since, is left as it is.
    await t.db.execute(sql.raw(update ?? ""));
    await t.db.execute(sql.raw(update ?? ""));

    const [row] = await t.db.select().from(vehicleReports).where(eq(vehicleReports.id, id));
    expect(row?.score).toBe(39);
    // As read, the same report: the words it was stored with give way to the verdict (decision 100).
    expect(readReport(row?.body as VehicleReport)).toEqual(report);
    // The report reads as it did, and the list now says the same.
    expect((await browser.get(`/api/reports/${id}`)).json.report).toEqual(before);
    const listed = (await browser.get("/api/reports")).json.reports.find((r: Line) => r.id === id);
    expect(listed).toMatchObject({
      score: 39,
      verdict: { tone: "red", headline: "Riesgo alto" },
      headline: "Riesgo alto",
      color: "red",
    });
  });
});
