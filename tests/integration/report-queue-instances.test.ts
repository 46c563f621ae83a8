import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { creditAccounts, creditLedger, reportRequests, users, vehicleReports } from "#server/db/schema";
import { FAKE_BOOSTR_KEY, type FakeBoostr, startFakeBoostr } from "../support/fake-boostr";
import { confirmEmail, httpClient, type RunningServer, spawnServer } from "../support/spawn-server";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

// Several instances of the real server on one PostgreSQL, against a Boostr stand-in that refuses past the
// plan (5 requests a second here). PGlite belongs to one process, so this runs on PostgreSQL only.
const onPostgres = process.env.TEST_DB_KIND === "postgres";
const WINDOW_MS = 1000;

describe.runIf(onPostgres)("the report queue across instances", () => {
  let database: TestDatabase;
  let boostr: FakeBoostr;
  const boostrEnv = () => ({
    DATABASE_URL: database.url as string,
    BOOSTR_API_KEY: FAKE_BOOSTR_KEY,
    BOOSTR_API_URL: boostr.url,
    BOOSTR_RATE_LIMIT: "5",
    BOOSTR_RATE_WINDOW_S: String(WINDOW_MS / 1000),
    REPORT_SOURCE_TIMEOUT_MS: "2000",
  });
  beforeAll(async () => {
    database = await createTestDatabase();
    boostr = await startFakeBoostr({ latencyMs: 100, budget: { calls: 5, windowMs: WINDOW_MS } });
  });
  afterAll(async () => {
    await boostr?.close();
    await database?.close();
  });

  /** A person with an account (e-mail confirmed) on `server`. */
  async function person(server: RunningServer, ip: string) {
    const browser = httpClient(ip);
    const email = `cola.${ip.replaceAll(".", "-")}.${Date.now()}@correo.cl`;
    await browser.call(server.url, "POST", "/api/auth/sign-up/email", {
      firstName: "Ana",
      lastName: "Cola",
      email,
      password: "clave-compartida",
      acceptedTerms: true,
      name: "x",
    });
    await confirmEmail(server, email, browser);
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    return { browser, userId: user?.id as string };
  }

  const busiestWindow = () => {
    const times = boostr.requests.map((r) => r.at);
    return Math.max(
      0,
      ...times.map((start) => times.filter((at) => at >= start && at < start + WINDOW_MS).length),
    );
  };

  it("two instances share one budget: every report arrives and the provider never refuses", {
    timeout: 200_000,
  }, async () => {
    const [a, b] = await Promise.all([spawnServer(boostrEnv()), spawnServer(boostrEnv())]);
    try {
      const people = await Promise.all(["10.71.1.1", "10.71.2.1", "10.71.3.1"].map((ip) => person(a, ip)));
      const results = await Promise.all(
        people.flatMap(({ browser }, i) =>
          ["BBCL10", "RTVE20"].map((plate, j) =>
            browser.call((i + j) % 2 === 0 ? a.url : b.url, "POST", "/api/reports", { plate }),
          ),
        ),
      );
      // Made at once (201), or still on its way after the answer's minute (202) on a loaded machine.
      expect(results.every((r) => r.status === 201 || r.status === 202)).toBe(true);
      const userIds = people.map((p) => p.userId);
      let states: string[] = [];
      for (let i = 0; i < 180; i++) {
        const rows = await database.db
          .select()
          .from(reportRequests)
          .where(inArray(reportRequests.userId, userIds));
        states = rows.map((r) => r.status);
        if (states.length === 6 && states.every((s) => s === "done")) break;
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(states).toEqual(Array(6).fill("done"));
      expect(boostr.overBudget).toBe(0);
      expect(busiestWindow()).toBeLessThanOrEqual(5);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it("an instance killed with SIGKILL while reports wait: after a restart each arrives once, each credit spent once", async () => {
    const first = await spawnServer(boostrEnv());
    const { browser, userId } = await person(first, "10.72.1.1");
    // Streamed, so each answers as soon as it is queued; the page then goes away.
    for (const plate of ["BBCL10", "RTVE20", "MULT30"]) {
      const res = await browser.streamReport(first.url, plate);
      expect(res.status).toBe(200);
      await res.body?.cancel();
    }
    await first.stop("SIGKILL");

    const second = await spawnServer(boostrEnv());
    try {
      const handle = await openDatabase({ url: database.url as string });
      try {
        let requests: (typeof reportRequests.$inferSelect)[] = [];
        for (let i = 0; i < 120; i++) {
          requests = await handle.db.select().from(reportRequests).where(eq(reportRequests.userId, userId));
          if (requests.every((r) => r.status === "done")) break;
          await new Promise((r) => setTimeout(r, 500));
        }
        expect(requests.map((r) => r.status)).toEqual(["done", "done", "done"]);
        const reports = await handle.db
          .select()
          .from(vehicleReports)
          .where(eq(vehicleReports.userId, userId));
        expect(reports).toHaveLength(3);
        const spent = await handle.db
          .select()
          .from(creditLedger)
          .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, "report")));
        expect(spent).toHaveLength(3);
        const [account] = await handle.db
          .select()
          .from(creditAccounts)
          .where(eq(creditAccounts.userId, userId));
        expect(account?.trialsLeft).toBe(0);
      } finally {
        await handle.close();
      }
    } finally {
      await second.stop();
    }
  }, 120_000);
});
