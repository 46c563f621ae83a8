import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORGANISATION_NO_REPORTS_MESSAGE } from "#domain/credits";
import { creditAccounts, creditLedger, vehicleReports } from "#server/db/schema";
import { seededClient, seededOrganisation } from "../support/seed";
import { createTestApp, type TestApp } from "../support/test-app";

// Several salespeople on one balance (issue 30): what they check together never spends more than the
// organisation has, each report is the organisation's, and their own accounts stay apart.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const purchasedLeftOf = async (accountId: string) =>
  (
    await t.db
      .select({ purchasedLeft: creditAccounts.purchasedLeft, trialsLeft: creditAccounts.trialsLeft })
      .from(creditAccounts)
      .where(eq(creditAccounts.id, accountId))
  )[0];

// Plates of the demo data that have a vehicle: each makes a report.
const PLATES = ["BBCL10", "RTVE20", "MULT30", "TAGD40", "SOAP50", "NUEV60", "KMRB80", "HJKL12", "WXYZ34"];

describe("an organisation's shared balance", () => {
  it("three members checking at once spend exactly what the organisation has, nothing of their own", async () => {
    const { organisation, admin, members } = await seededOrganisation(t, {
      members: ["vendedor", "vendedor"],
      purchasedLeft: 5,
    });
    const team = [admin, ...members];
    // Nine checks at once, three per member, against five reports.
    const answers = await Promise.all(
      PLATES.map((plate, i) => (team[i % 3] as (typeof team)[number]).post("/api/reports", { plate })),
    );
    const made = answers.filter((a) => a.status === 201 || a.status === 202);
    expect(made).toHaveLength(5);
    // The others are told the balance is spent or held by what is in the making, never a server error.
    for (const refused of answers.filter((a) => !made.includes(a)))
      expect([402, 429]).toContain(refused.status);

    // Every accepted report is made and paid from the organisation's balance alone.
    await expect
      .poll(
        async () =>
          (
            await t.db
              .select({ id: vehicleReports.id })
              .from(vehicleReports)
              .where(eq(vehicleReports.organisationId, organisation.id))
          ).length,
        { timeout: 60_000, interval: 250 },
      )
      .toBe(5);
    expect(await purchasedLeftOf(organisation.id)).toEqual({ purchasedLeft: 0, trialsLeft: 0 });
    for (const member of team)
      expect(await purchasedLeftOf(member.id)).toEqual({ purchasedLeft: 0, trialsLeft: 3 });
    // The ledger says who checked, against the organisation's account.
    const spends = await t.db
      .select({ userId: creditLedger.userId })
      .from(creditLedger)
      .where(and(eq(creditLedger.accountId, organisation.id), eq(creditLedger.kind, "report")));
    expect(spends).toHaveLength(5);
    for (const spend of spends) expect(team.map((m) => m.id)).toContain(spend.userId);
    // Spent, the check screen's answer names a fleet pack: never free checks the automotora never had.
    const broke = await admin.post("/api/reports", { plate: "AB1234" });
    expect(broke).toMatchObject({ status: 402, json: { error: ORGANISATION_NO_REPORTS_MESSAGE } });
  }, 90_000);

  it("every member lists the organisation's reports; a person outside sees none of them", async () => {
    const { admin, members } = await seededOrganisation(t, { members: ["vendedor"], purchasedLeft: 2 });
    const [seller] = members;
    if (!seller) throw new Error("no seller");
    expect((await seller.post("/api/reports", { plate: "BBCL10" })).status).toBe(201);
    const mine = await admin.get("/api/reports");
    expect(mine.json.reports.map((r: { plate: string }) => r.plate)).toEqual(["BBCL10"]);
    const stranger = await seededClient(t);
    const theirs = await stranger.get("/api/reports");
    expect(theirs.json.reports).toEqual([]);
    const id = mine.json.reports[0].id as string;
    expect((await stranger.get(`/api/reports/${id}`)).status).toBe(404);
    expect((await admin.get(`/api/reports/${id}`)).status).toBe(200);
  }, 60_000);

  it("the switch set to personal spends the member's own trial, and the report is theirs alone", async () => {
    const { organisation, members } = await seededOrganisation(t, {
      members: ["vendedor"],
      purchasedLeft: 3,
    });
    const [seller] = members;
    if (!seller) throw new Error("no seller");
    expect((await seller.put("/api/organisation/balance-switch", { usesOrganisation: false })).status).toBe(
      200,
    );
    expect((await seller.post("/api/reports", { plate: "TAGD40" })).status).toBe(201);
    expect(await purchasedLeftOf(organisation.id)).toEqual({ purchasedLeft: 3, trialsLeft: 0 });
    expect(await purchasedLeftOf(seller.id)).toEqual({ purchasedLeft: 0, trialsLeft: 2 });
    const [report] = await t.db
      .select({ organisationId: vehicleReports.organisationId })
      .from(vehicleReports)
      .where(and(eq(vehicleReports.userId, seller.id), isNull(vehicleReports.organisationId)));
    expect(report).toEqual({ organisationId: null });
  }, 60_000);

  it("a report made for the organisation stays its own when its author deletes their account", async () => {
    const { organisation, admin, members } = await seededOrganisation(t, {
      members: ["vendedor"],
      purchasedLeft: 1,
    });
    const [seller] = members;
    if (!seller) throw new Error("no seller");
    expect((await seller.post("/api/reports", { plate: "NUEV60" })).status).toBe(201);
    const deleted = await seller.delete("/api/me");
    expect(deleted.status).toBeLessThan(300);
    const kept = await t.db
      .select({ userId: vehicleReports.userId })
      .from(vehicleReports)
      .where(and(eq(vehicleReports.organisationId, organisation.id), isNotNull(vehicleReports.id)));
    expect(kept).toEqual([{ userId: null }]);
    expect((await admin.get("/api/reports")).json.reports).toHaveLength(1);
  }, 60_000);
});

describe("the last administrador deletes their account", () => {
  it("hands the organisation to the member who joined first", async () => {
    const { admin, members } = await seededOrganisation(t, { members: ["vendedor", "vendedor"] });
    const [first, second] = members;
    if (!first || !second) throw new Error("no sellers");
    expect((await admin.delete("/api/me")).status).toBe(204);
    const view = await first.get("/api/organisation");
    expect(view.status).toBe(200);
    expect(view.json.role).toBe("administrador");
    expect((await second.get("/api/organisation")).json.role).toBe("vendedor");
  }, 60_000);
});
