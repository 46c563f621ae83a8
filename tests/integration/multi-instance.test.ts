import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmEmail, httpClient, type RunningServer, spawnServer } from "../support/spawn-server";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

// Two stateless instances on one PostgreSQL, as behind a load balancer (docs/DEPLOY.md). PGlite belongs
// to one process, so this runs in the PostgreSQL project only.
const onPostgres = process.env.TEST_DB_KIND === "postgres";

describe.runIf(onPostgres)("two instances, one PostgreSQL", () => {
  let database: TestDatabase;
  let a: RunningServer;
  let b: RunningServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url as string };
    [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
  });

  const user = (n: string) => ({
    firstName: "Ana",
    lastName: "Instancia",
    email: `ana.${n}.${Date.now()}@correo.cl`,
    password: "clave-compartida",
    acceptedTerms: true,
    name: "x",
  });

  it("a session made on one instance is valid on the other", async () => {
    const browser = httpClient("10.50.0.1");
    expect((await browser.call(a.url, "POST", "/api/auth/sign-up/email", user("s"))).status).toBe(200);
    const me = await browser.call(b.url, "GET", "/api/me");
    expect(me.status).toBe(200);
    expect(me.json.credits.trialsLeft).toBe(3);
  });

  it("a rate limit counts across both instances", async () => {
    const attacker = httpClient("10.50.0.2");
    const statuses: number[] = [];
    // An address of its own each time: the limit per account is sign-in-limits.test.ts's.
    for (let i = 0; i < 12; i++) {
      const target = i % 2 === 0 ? a.url : b.url;
      statuses.push(
        (
          await attacker.call(target, "POST", "/api/auth/sign-in/email", {
            email: `x${i}@y.cl`,
            password: "nope-nope",
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("70 parallel lookups of a shared link from one client, split across both, let exactly 60 through", async () => {
    const visitor = httpClient("10.50.0.4");
    const statuses = await Promise.all(
      Array.from({ length: 70 }, (_, i) =>
        visitor
          .call(i % 2 === 0 ? a.url : b.url, "GET", "/api/public/reports/CCCCCCCCCCCC")
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 404)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it("a link withdrawn on one instance stops working at once on the other", async () => {
    const author = httpClient("10.50.0.5");
    const account = user("w");
    await author.call(a.url, "POST", "/api/auth/sign-up/email", account);
    await confirmEmail(a, account.email, author);
    const made = await author.call(a.url, "POST", "/api/reports", { plate: "BBCL10" });
    const link = `/api/public/reports/${made.json.accessCode}`;
    const visitor = httpClient("10.50.0.6");
    expect((await visitor.call(b.url, "GET", link)).status).toBe(200);
    expect((await author.call(a.url, "POST", `/api/reports/${made.json.id}/revoke`)).status).toBe(204);
    expect((await visitor.call(b.url, "GET", link)).status).toBe(410);
  });

  it("30 parallel reports split across both, with 3 credits, make exactly 3", async () => {
    const browser = httpClient("10.50.0.3");
    const account = user("r");
    await browser.call(a.url, "POST", "/api/auth/sign-up/email", account);
    await confirmEmail(a, account.email, browser);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        browser.call(i % 2 === 0 ? a.url : b.url, "POST", "/api/reports", {
          plate: "BBCL10",
          confirmRepeat: true,
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    // The rest are refused: no credit left, or (while three are in the making) too many at once.
    expect(statuses.filter((s) => s === 402 || s === 429)).toHaveLength(27);
    const mine = await browser.call(b.url, "GET", "/api/reports");
    expect(mine.json.reports).toHaveLength(3);
  });

  it("WEB_CONCURRENCY=2 serves from two worker processes on one port", async () => {
    const workers = await spawnServer({ DATABASE_URL: database.url as string, WEB_CONCURRENCY: "2" });
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${workers.url}/api/health`)));
      expect(answers.every((r) => r.status === 200)).toBe(true);
      const children = execFileSync("pgrep", ["-P", String(workers.process.pid)])
        .toString()
        .trim()
        .split("\n");
      expect(children).toHaveLength(2);
    } finally {
      expect(await workers.stop()).toBe(0);
    }
  });
});
