import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERATION_ERROR_MESSAGE, SERVER_RESTARTING_MESSAGE } from "#domain/report/texts";
import { creditAccounts, creditLedger, reportRequests, users, vehicleReports } from "#server/db/schema";
import { createLogger } from "#server/logger";
import { createDemoProvider } from "#server/providers/demo";
import type { VehicleDataProvider } from "#server/providers/types";
import { createJobQueue } from "#server/queue/job-queue";
import { REPORT_JOB } from "#server/queue/job-types";
import { seedReport } from "#server/seed/seed-report";
import { requeueStranded } from "#server/services/reports/make-report";
import { FAKE_BOOSTR_KEY, type FakeBoostr, startFakeBoostr } from "../support/fake-boostr";
import { seededClient } from "../support/seed";
import { confirmEmail, httpClient, spawnServer } from "../support/spawn-server";
import { createTestApp, streamEvents, streamReport, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

// A report's job runs once while it lives (decision 059): its wait for the provider's budget is no part
// of its expiry, the sweep fails only a request no job will decide, and a stopping instance hands back.

const onPostgres = process.env.TEST_DB_KIND === "postgres";

type Browser = Awaited<ReturnType<typeof seededClient>>;

/** pg-boss's own record of the reports' jobs: those fetched more than once. */
const retriedJobs = async (t: TestApp) =>
  (await t.execute("select id, retry_count from pgboss.job where name = 'reports' and retry_count > 0")).rows;

const waitFor = async <T>(what: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe("the provider's budget is waited for outside the job", () => {
  // The plan's 5 requests per 10 s, ten times faster at the stand-in; the product counts it over 1.5 s, so
  // that a loaded machine's delay between a slot and its request never reads as over the plan (refusals
  // are report-queue.test.ts's subject, not this one's). Sources of 5 s make the job's expiry 25 s,
  // shorter than 20 reports' wait for the budget (about 50 s here), as 56 s is shorter than 12 reports' at
  // the real pace; and as many workers as reports, so each job could be fetched at once.
  let boostr: FakeBoostr;
  let t: TestApp;
  beforeAll(async () => {
    boostr = await startFakeBoostr({ budget: { calls: 5, windowMs: 1000 } });
    t = await createTestApp({
      env: {
        BOOSTR_API_KEY: FAKE_BOOSTR_KEY,
        BOOSTR_API_URL: boostr.url,
        BOOSTR_RATE_LIMIT: "5",
        BOOSTR_RATE_WINDOW_S: "1.5",
        REPORT_SOURCE_TIMEOUT_MS: "5000",
        REPORT_WORKERS: "20",
        // Every report asks the same plate: each must pay its calls for the count to mean anything.
        BOOSTR_REUSE_S: "0",
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await boostr?.close();
  });

  const withCredits = async (browser: Browser, purchasedLeft: number) => {
    const userId = (await browser.get("/api/me")).json.user.id as string;
    await t.db.update(creditAccounts).set({ purchasedLeft }).where(eq(creditAccounts.userId, userId));
  };
  const report = async (browser: Browser) =>
    (await streamEvents(await streamReport(t.app, browser, "BBCL10", { confirmRepeat: true }))).at(-1)?.event;

  it("20 reports queued on one instance make exactly the calls of 20 single reports, none tried twice", async () => {
    const people = await Promise.all([1, 2, 3, 4].map(() => seededClient(t)));
    for (const browser of people) await withCredits(browser, 6);
    // The catalogue's brands and models are kept a day: the first report asks them, the others do not.
    expect(await report(people[0] as Browser)).toBe("report");
    const before = boostr.requests.length;
    expect(await report(people[0] as Browser)).toBe("report");
    const single = boostr.requests.length - before;
    expect(single).toBeGreaterThanOrEqual(5);

    const from = boostr.requests.length;
    const outcomes = await Promise.all(
      people.flatMap((browser) => [1, 2, 3, 4, 5].map(() => report(browser))),
    );
    expect(outcomes).toEqual(Array(20).fill("report"));
    expect(boostr.requests.length - from).toBe(20 * single);
    expect(boostr.overBudget).toBe(0);
    expect(await retriedJobs(t)).toEqual([]);
  }, 120_000);
});

describe("the sweep", () => {
  // The demo data, but the vehicle answers only once the test lets it: the job stays running meanwhile.
  let letThrough: () => void = () => {};
  const held = () => new Promise<void>((resolve) => (letThrough = resolve));
  let gate = held();
  const demo = createDemoProvider();
  const provider: VehicleDataProvider = {
    ...demo,
    vehicle: async (plate, signal) => {
      await gate;
      return demo.vehicle(plate, signal);
    },
  };
  let t: TestApp;
  // The sweep as any instance runs it, with a queue of its own on the same database.
  let sweeper: ReturnType<typeof createJobQueue>;
  beforeAll(async () => {
    // Sources may take a minute: the held vehicle is not a timeout.
    t = await createTestApp({ provider, env: { REPORT_SOURCE_TIMEOUT_MS: "60000" } });
    // Once the app's queue is set up: PGlite is one connection, and two pg-boss instances creating their
    // schema on it at once step on each other's transactions.
    await waitFor(
      () =>
        t.execute("select 1 from pgboss.queue where name = 'reports'").then(
          (r) => r.rows.length,
          () => 0,
        ),
      (n) => n === 1,
    );
    sweeper = createJobQueue(t.execute, {
      types: [REPORT_JOB],
      workers: 1,
      expireInSeconds: 60,
      logger: createLogger("silent"),
    });
    await sweeper.ready;
  });
  afterAll(async () => {
    letThrough();
    await sweeper?.stop(0);
    await t?.close();
  });
  const sweep = () => requeueStranded({ db: t.db, jobs: sweeper });
  const requestOf = async (userId: string) =>
    (await t.db.select().from(reportRequests).where(eq(reportRequests.userId, userId)))[0];

  it("leaves a request whose job lives, however old; one it failed can no longer be saved or charged", async () => {
    gate = held();
    const browser = await seededClient(t);
    const userId = (await browser.get("/api/me")).json.user.id as string;
    const stream = streamReport(t.app, browser, "BBCL10").then(streamEvents);
    const running = await waitFor(
      () => requestOf(userId),
      (r) => r?.status === "running",
    );
    const id = running?.id as string;

    // Two hours in the queue, but its job is running: the sweep leaves it.
    await t.db
      .update(reportRequests)
      .set({ queuedAt: sql`now() - interval '2 hours'` })
      .where(eq(reportRequests.id, id));
    await sweep();
    expect((await requestOf(userId))?.status).toBe("running");

    // Its job is gone as a job whose process died on its last try is: the sweep fails the request.
    await t.execute("update pgboss.job set state = 'failed', completed_on = now() where id = $1", [id]);
    await sweep();
    expect(await requestOf(userId)).toMatchObject({ status: "failed", error: GENERATION_ERROR_MESSAGE });
    expect((await stream).at(-1)).toMatchObject({
      event: "error",
      data: { error: GENERATION_ERROR_MESSAGE },
    });

    // The run still going then gets its answers and tries to save: the outcome was decided already.
    letThrough();
    await waitFor(
      () => requestOf(userId),
      (r) => (r?.answered.length ?? 0) === 10,
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(await t.db.select().from(vehicleReports).where(eq(vehicleReports.id, id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, "report"))),
    ).toEqual([]);
    const [account] = await t.db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId));
    expect(account?.trialsLeft).toBe(3);
    expect((await requestOf(userId))?.status).toBe("failed");
  }, 60_000);

  /** A request of BBCL10 stored two minutes ago whose job was never sent (its process stopped between). */
  const storeWithoutJob = (userId: string, id: string) =>
    t.db.insert(reportRequests).values({
      id,
      userId,
      accountId: userId,
      plate: "BBCL10",
      credit: "trial",
      turn: 0,
      queuedAt: sql`now() - interval '2 minutes'`,
    });

  it("sends again the job of a request stored without one", async () => {
    const browser = await seededClient(t);
    const userId = (await browser.get("/api/me")).json.user.id as string;
    await storeWithoutJob(userId, crypto.randomUUID());
    await sweep();
    // The app's own workers make it.
    await waitFor(
      () => requestOf(userId),
      (r) => r?.status === "done",
    );
  }, 30_000);

  it("ends as done, spending nothing, a request whose report a run saved before its process died", async () => {
    const browser = await seededClient(t);
    const userId = (await browser.get("/api/me")).json.user.id as string;
    const saved = await seedReport(t.db, { userId, plate: "BBCL10" });
    await storeWithoutJob(userId, saved.id);
    await sweep();
    await waitFor(
      () => requestOf(userId),
      (r) => r?.status === "done",
    );
    // The run that saved it spent nothing here; this one made no second report of it either.
    const [account] = await t.db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId));
    expect(account?.trialsLeft).toBe(3);
    expect(await t.db.select().from(vehicleReports).where(eq(vehicleReports.userId, userId))).toHaveLength(1);
  }, 30_000);
});

describe.runIf(onPostgres)("SIGTERM hands the work back", () => {
  let database: TestDatabase;
  let slow: FakeBoostr;
  let fast: FakeBoostr;
  beforeAll(async () => {
    database = await createTestDatabase();
    // Every answer later than the shutdown's 5 s grace: the running report cannot finish in it.
    slow = await startFakeBoostr({ latencyMs: 8000 });
    fast = await startFakeBoostr();
  });
  afterAll(async () => {
    await slow?.close();
    await fast?.close();
    await database?.close();
  });

  // Sources of 20 s make the job's expiry 80 s: whatever finishes sooner did not wait for it.
  const EXPIRY_S = 80;
  const instanceEnv = (boostrUrl: string) => ({
    DATABASE_URL: database.url as string,
    BOOSTR_API_KEY: FAKE_BOOSTR_KEY,
    BOOSTR_API_URL: boostrUrl,
    BOOSTR_RATE_LIMIT: "1000",
    REPORT_SOURCE_TIMEOUT_MS: "20000",
    REPORT_WORKERS: "1",
  });

  it("with a report running and others queued: exit 0, streams told to ask again, the next start makes each once", async () => {
    const first = await spawnServer(instanceEnv(slow.url));
    const browser = httpClient("10.73.1.1");
    const email = `relevo.${Date.now()}@correo.cl`;
    await browser.call(first.url, "POST", "/api/auth/sign-up/email", {
      firstName: "Ana",
      lastName: "Relevo",
      email,
      password: "clave-relevo",
      acceptedTerms: true,
      name: "x",
    });
    await confirmEmail(first, email, browser);
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    const userId = user?.id as string;
    const streams = ["BBCL10", "RTVE20", "MULT30"].map(async (plate) =>
      streamEvents(await browser.streamReport(first.url, plate)),
    );
    const requests = () => database.db.select().from(reportRequests).where(eq(reportRequests.userId, userId));
    const states = await waitFor(
      requests,
      (rows) => rows.length === 3 && rows.some((r) => r.status === "running"),
    );
    expect(states.map((r) => r.status).sort()).toEqual(["queued", "queued", "running"]);

    const stopping = Date.now();
    expect(await first.stop("SIGTERM")).toBe(0);
    // Within the 5 s grace and what follows it, well before the forced exit at 9 s.
    expect(Date.now() - stopping).toBeLessThan(9000);
    for (const events of await Promise.all(streams)) {
      expect(events.at(-1)).toEqual({ event: "reintenta", data: { message: SERVER_RESTARTING_MESSAGE } });
    }
    // The running one went back to the queue untried, as the waiting ones are.
    const { rows: jobs } = await database.execute(
      "select state::text as state, retry_count from pgboss.job where name = 'reports' and id = any($1::uuid[])",
      [states.map((r) => r.id)],
    );
    expect(jobs).toEqual(Array(3).fill({ state: "created", retry_count: 0 }));

    const second = await spawnServer(instanceEnv(fast.url));
    const started = Date.now();
    try {
      const done = await waitFor(requests, (rows) => rows.every((r) => r.status === "done"), EXPIRY_S * 1000);
      expect(done.map((r) => r.status)).toEqual(["done", "done", "done"]);
      expect(Date.now() - started).toBeLessThan((EXPIRY_S * 1000) / 4);
      const reports = await database.db
        .select()
        .from(vehicleReports)
        .where(eq(vehicleReports.userId, userId));
      expect(reports).toHaveLength(3);
      const spent = await database.db
        .select()
        .from(creditLedger)
        .where(
          and(
            eq(creditLedger.userId, userId),
            eq(creditLedger.kind, "report"),
            inArray(
              creditLedger.idempotencyKey,
              states.map((r) => `report:${r.id}`),
            ),
          ),
        );
      expect(spent).toHaveLength(3);
      const [account] = await database.db
        .select()
        .from(creditAccounts)
        .where(eq(creditAccounts.userId, userId));
      expect(account?.trialsLeft).toBe(0);
    } finally {
      await second.stop();
    }
  }, 120_000);
});
