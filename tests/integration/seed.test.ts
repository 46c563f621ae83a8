import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_NOT_VERIFIED_MESSAGE } from "#domain/credits";
import { openDatabase } from "#server/db/client";
import { creditAccounts, organisationMembers, users, vehicleReports } from "#server/db/schema";
import { assembledReport } from "../support/report-fixtures";
import { seededClient, seedReport } from "../support/seed";
import { client, createTestApp, signInStatus, type TestApp, unconfirmedClient } from "../support/test-app";

// The seeds stand in for sign-up and confirmation in most tests: a seeded account must be one the product
// cannot tell from a real one.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("seedUser", () => {
  it("opens a session of a confirmed account with the free trials, whose password signs in", async () => {
    const browser = await seededClient(t, { email: "Sofia.Perez@Correo.cl", firstName: "Sofía" });
    const me = await browser.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({
      user: { id: browser.id, email: "sofia.perez@correo.cl", emailVerified: true },
      profile: { firstName: "Sofía", lastName: "Rojas" },
      credits: { trialsLeft: 3, purchasedLeft: 0 },
      isPrivacyOperator: false,
    });
    expect(await signInStatus(t.app, browser.email, browser.password)).toBe(200);
    expect(await signInStatus(t.app, browser.email, "otra-clave-cualquiera")).toBe(401);
  });

  it("adds purchased reports and makes an operator when asked", async () => {
    const buyer = await seededClient(t, { purchased: 5 });
    expect((await buyer.get("/api/me")).json.credits).toEqual({ trialsLeft: 3, purchasedLeft: 5 });
    const officer = await seededClient(t, { operator: true });
    expect((await officer.get("/api/me")).json.isPrivacyOperator).toBe(true);
    expect((await officer.get("/api/admin/privacy-requests")).status).toBe(200);
    expect((await buyer.get("/api/admin/privacy-requests")).status).toBe(403);
  });

  it("an unconfirmed account is refused a report until it confirms, as one that signed up is", async () => {
    const seeded = await seededClient(t, { confirmed: false });
    const signedUp = await unconfirmedClient(t);
    const me = (await seeded.get("/api/me")).json;
    expect(me.user.emailVerified).toBe(false);
    // The trials confirming will grant, shown ahead: none is spendable yet.
    expect(me.credits).toEqual({ trialsLeft: 3, purchasedLeft: 0 });
    expect(me.credits).toEqual((await signedUp.get("/api/me")).json.credits);
    const refused = await seeded.post("/api/reports", { plate: "BBCL10" });
    expect(refused).toMatchObject({ status: 403, json: { error: EMAIL_NOT_VERIFIED_MESSAGE } });
    const signedUpRefused = await signedUp.post("/api/reports", { plate: "BBCL10" });
    expect({ status: refused.status, json: refused.json }).toEqual({
      status: signedUpRefused.status,
      json: signedUpRefused.json,
    });
    expect((await seeded.get("/api/reports")).json.reports).toEqual([]);
  });

  it("each seeded account is its own: another's cookie sees another account", async () => {
    const [a, b] = await Promise.all([seededClient(t), seededClient(t)]);
    expect(a.email).not.toBe(b.email);
    expect((await b.get("/api/me")).json.user.id).toBe(b.id);
  });
});

describe("seedReport", () => {
  it("stores a report that opens at its share link and in 'Mis reportes'", async () => {
    const author = await seededClient(t);
    const row = await seedReport(t, { userId: author.id, plate: "MULT30" });
    const shared = await client(t.app).get(`/api/public/reports/${row.accessCode}`);
    expect(shared.status).toBe(200);
    expect(shared.json).toMatchObject({ plate: "MULT30", reportCode: row.reportCode, isDemo: true });
    const [listed] = (await author.get("/api/reports")).json.reports;
    expect(listed).toMatchObject({ id: row.id, plate: "MULT30", score: row.score });
    // A seeded report spends nothing.
    expect((await author.get("/api/me")).json.credits.trialsLeft).toBe(3);
  });

  it("keeps a given body and date", async () => {
    const author = await seededClient(t);
    // Within its link's 30 days.
    const createdAt = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    const report = assembledReport();
    const row = await seedReport(t, { userId: author.id, plate: "GPDD74", report, createdAt });
    const shared = await client(t.app).get(`/api/public/reports/${row.accessCode}`);
    expect(shared.json).toMatchObject({
      isDemo: false,
      createdAt: createdAt.toISOString(),
      report: { score: report.score },
    });
  });
});

describe("npm run seed", () => {
  it("fills a development database with an account, its reports spread over the last days, and an automotora", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "pc-seed-"));
    try {
      const run = await new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(
          "npm",
          [
            "run",
            "--silent",
            "seed",
            "--",
            "--reports",
            "3",
            "--email",
            "Ana@Correo.cl",
            "--automotora",
            "10",
          ],
          {
            env: {
              ...process.env,
              NODE_ENV: "development",
              DATABASE_URL: "",
              DATA_DIR: dataDir,
              LOG_LEVEL: "silent",
            },
          },
        );
        let out = "";
        child.stdout.on("data", (chunk) => {
          out += chunk;
        });
        child.on("close", (code) => resolve({ code, out }));
      });
      expect(run).toEqual({
        code: 0,
        out:
          "Cuenta: ana@correo.cl / clave: clave-de-semilla-2026\nInformes: 3\n" +
          "Automotora: Automotora Semilla 1 (administrador: ana@correo.cl), 10 informes de flota\n",
      });
      const database = await openDatabase({ dataDir });
      try {
        const rows = await database.db
          .select({ plate: vehicleReports.plate, createdAt: vehicleReports.createdAt })
          .from(vehicleReports)
          .innerJoin(users, eq(users.id, vehicleReports.userId))
          .where(eq(users.email, "ana@correo.cl"))
          .orderBy(desc(vehicleReports.createdAt));
        expect(rows.map((r) => r.plate)).toEqual(["BBCL10", "RTVE20", "MULT30"]);
        expect(new Set(rows.map((r) => r.createdAt.getTime())).size).toBe(3);
        const [organisation] = await database.db
          .select({ role: organisationMembers.role, purchasedLeft: creditAccounts.purchasedLeft })
          .from(organisationMembers)
          .innerJoin(users, eq(users.id, organisationMembers.userId))
          .innerJoin(creditAccounts, eq(creditAccounts.organisationId, organisationMembers.organisationId))
          .where(eq(users.email, "ana@correo.cl"));
        expect(organisation).toEqual({ role: "administrador", purchasedLeft: 10 });
      } finally {
        await database.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
