import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { creditAccounts, creditLedger, reportRequests, users, vehicleReports } from "#server/db/schema";
import { UNAVAILABLE_MESSAGE } from "#server/http/unavailable";
import { FAKE_BOOSTR_KEY, type FakeBoostr, startFakeBoostr } from "../support/fake-boostr";
import { confirmEmail, httpClient, type RunningServer, spawnServer } from "../support/spawn-server";
import { startThrowawayPostgres } from "../support/throwaway-postgres";

// The real server process on a PostgreSQL cluster of the test's own, stopped (fast mode: every connection
// cut) while reports run and wait, then started again. Stopping a server needs a cluster the test owns,
// and PGlite lives inside the process it serves: PostgreSQL only.
const onPostgres = process.env.TEST_DB_KIND === "postgres";
const PLATES = ["BBCL10", "RTVE20", "GPDD74"];

describe.skipIf(!onPostgres)(
  "PostgreSQL stopped and started while reports are made (PostgreSQL only)",
  () => {
    let cluster: Awaited<ReturnType<typeof startThrowawayPostgres>>;
    let boostr: FakeBoostr;
    let server: RunningServer;
    beforeAll(async () => {
      cluster = await startThrowawayPostgres();
      // Slow answers and a small plan: reports run for seconds, and the waiting ones ask the shared budget
      // for a slot every 250 ms, so a connection is checked out when PostgreSQL goes away.
      boostr = await startFakeBoostr({ latencyMs: 300 });
      server = await spawnServer({
        DATABASE_URL: cluster.url,
        BOOSTR_API_KEY: FAKE_BOOSTR_KEY,
        BOOSTR_API_URL: boostr.url,
        BOOSTR_RATE_LIMIT: "4",
        BOOSTR_RATE_WINDOW_S: "1",
        REPORT_WORKERS: "2",
        REPORT_SOURCE_TIMEOUT_MS: "3000",
      });
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
      await boostr?.close();
      await cluster?.destroy();
    });

    const alive = () => server.process.exitCode === null && server.process.signalCode === null;
    // 0: nobody answered (the process is gone).
    const health = () =>
      fetch(`${server.url}/api/health`).then(
        (res) => res.status,
        () => 0,
      );

    /** A person with a confirmed account (3 trial reports) on the server. */
    async function person(ip: string) {
      const browser = httpClient(ip);
      const email = `reinicio.${ip.replaceAll(".", "-")}@correo.cl`;
      await browser.call(server.url, "POST", "/api/auth/sign-up/email", {
        firstName: "Rosa",
        lastName: "Reinicio",
        email,
        password: "clave-del-reinicio",
        acceptedTerms: true,
        name: "x",
      });
      await confirmEmail(server, email, browser);
      return { browser, email };
    }

    /** Queues a report as the page does (the event stream), and leaves once it is accepted. */
    async function queue(browser: ReturnType<typeof httpClient>, plate: string) {
      const res = await browser.streamReport(server.url, plate);
      expect(res.status).toBe(200);
      await res.body?.cancel();
    }

    /** Reads the database with a connection of the test's own, closed again before the cluster stops. */
    async function read<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>) {
      const handle = await openDatabase({ url: cluster.url });
      try {
        return await fn(handle.db);
      } finally {
        await handle.close();
      }
    }

    const requestsOf = (emails: string[]) =>
      read((db) =>
        db
          .select({ status: reportRequests.status, userId: reportRequests.userId })
          .from(reportRequests)
          .innerJoin(users, eq(users.id, reportRequests.userId))
          .where(inArray(users.email, emails)),
      );

    it("the process stays up, answers 503 in Spanish while the database is away, and recovers within 5 s: every report made once", {
      timeout: 240_000,
    }, async () => {
      const people = [
        { ip: "10.80.1.1", ...(await person("10.80.1.1")) },
        { ip: "10.80.2.1", ...(await person("10.80.2.1")) },
      ];
      for (const plate of PLATES) for (const p of people) await queue(p.browser, plate);

      // Stop the database with reports in the making and others still waiting their turn.
      const emails = people.map((p) => p.email);
      for (let i = 0; i < 120; i++) {
        const states = (await requestsOf(emails)).map((r) => r.status);
        if (states.includes("running") && states.includes("queued")) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      const before = (await requestsOf(emails)).map((r) => r.status);
      expect(before).toContain("running");
      expect(before).toContain("queued");
      cluster.stop();

      // Down a while: the pool's clients, the budget's transactions and the queue's polls all fail meanwhile.
      for (let i = 0; i < 12; i++) {
        expect(await health()).toBe(503);
        expect(alive()).toBe(true);
        await new Promise((r) => setTimeout(r, 250));
      }
      const [first] = people;
      if (!first) throw new Error("no people");
      const me = await first.browser.call(server.url, "GET", "/api/me");
      expect(me).toEqual({ status: 503, json: { error: UNAVAILABLE_MESSAGE } });
      const asked = await first.browser.call(server.url, "POST", "/api/reports", { plate: "KXJT51" });
      expect(asked).toEqual({ status: 503, json: { error: UNAVAILABLE_MESSAGE } });
      expect(alive()).toBe(true);

      cluster.start();
      const deadline = Date.now() + 5_000;
      let status = 0;
      while (Date.now() < deadline) {
        status = await health();
        if (status === 200) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(status).toBe(200);
      expect((await first.browser.call(server.url, "GET", "/api/me")).status).toBe(200);

      // A new person and a new report after the outage, made like any other.
      const late = { ip: "10.80.3.1", ...(await person("10.80.3.1")) };
      await queue(late.browser, "KXJT51");
      people.push(late);
      emails.push(late.email);

      // Every report, running or waiting when the database went away, is made: bounded by the queue's own
      // expiry and retry of a job whose end it could not record.
      let states: string[] = [];
      for (let i = 0; i < 360; i++) {
        states = (await requestsOf(emails)).map((r) => r.status);
        if (states.every((s) => s === "done" || s === "failed")) break;
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(states).toEqual(Array(PLATES.length * 2 + 1).fill("done"));
      const userIds = [...new Set((await requestsOf(emails)).map((r) => r.userId))];
      const [reports, spent, accounts] = await read((db) =>
        Promise.all([
          db
            .select({ id: vehicleReports.id })
            .from(vehicleReports)
            .where(inArray(vehicleReports.userId, userIds)),
          db
            .select({ userId: creditLedger.userId })
            .from(creditLedger)
            .where(and(inArray(creditLedger.userId, userIds), eq(creditLedger.kind, "report"))),
          db
            .select({ trialsLeft: creditAccounts.trialsLeft })
            .from(creditAccounts)
            .where(inArray(creditAccounts.userId, userIds)),
        ]),
      );
      expect(reports).toHaveLength(PLATES.length * 2 + 1);
      expect(spent).toHaveLength(PLATES.length * 2 + 1);
      expect(accounts.map((a) => a.trialsLeft).sort()).toEqual([0, 0, 2]);
      expect(alive()).toBe(true);
    });
  },
);
