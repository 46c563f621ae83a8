import { and, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITER_GONE_MESSAGE, rutTakenMessage } from "#domain/organisation/membership";
import { computeDv, formatRut, normalizeRut } from "#domain/rut";
import {
  apiKeys,
  organisationInvites,
  organisationMembers,
  organisations,
  transactions,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from "#server/db/schema";
import { createLogger } from "#server/logger";
import { deleteAbandonedOrganisations } from "#server/services/organisations/abandoned-organisations";
import { claimOrganisation } from "#server/services/organisations/claim-organisation";
import { apiClient } from "../support/api-v1-client";
import { seededClient, seededOrganisation } from "../support/seed";
import { createTestApp, ORIGIN, type TestApp } from "../support/test-app";

// Issue 39: an automotora cannot be taken over through what a departed administrador left behind
// (decision 092), nor kept from its company by whoever typed its RUT first (decision 093). Each attack is
// played as it would be, then refused.

const CONTACT_EMAIL = "ayuda@patenteclara.cl";

let t: TestApp;
beforeAll(async () => {
  // Webhooks may point at this machine: their deliveries fail quietly, and only their rows are read.
  t = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE: "true", CONTACT_EMAIL } });
});
afterAll(() => t.close());

type Browser = Awaited<ReturnType<typeof seededClient>>;
type Member = Awaited<ReturnType<typeof seededOrganisation>>["members"][number];

let ruts = 0;
/** A valid RUT empresa, as typed on the form ('78.000.001-K'), no other test of this file uses. */
const nextRut = () => formatRut({ body: 78_000_000 + ++ruts, dv: computeDv(78_000_000 + ruts) }) as string;

const form = (rut: string) => ({
  legalName: "Automotora Los Aromos SpA",
  rut,
  businessActivity: "Compraventa de vehículos",
  address: "Av. Grecia 2001",
  comuna: "Peñalolén",
  billingEmail: "facturas@losaromos.cl",
  displayName: "Autos Los Aromos",
});

const organisationByRut = async (rut: string) =>
  (
    await t.db
      .select()
      .from(organisations)
      .where(eq(organisations.rut, normalizeRut(rut) as string))
  )[0];

/** The token of the newest invitation mailed to `email`, as its reader would find the link. */
async function inviteToken(email: string): Promise<string> {
  const mail = (await t.outbox()).findLast(
    (m) => m.to === email.toLowerCase() && m.text.includes("/automotora/invitacion?token="),
  );
  const line = mail?.text.split("\n").find((l) => l.includes("/automotora/invitacion?token="));
  const token = line && new URL(line.trim()).searchParams.get("token");
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

async function invite(admin: Browser, email: string, role = "administrador") {
  const res = await admin.post("/api/organisation/invites", { email, role });
  expect(res.status).toBe(201);
  return { id: res.json.id as string, token: await inviteToken(email) };
}

const preview = (browser: Browser, token: string) =>
  browser.post("/api/organisation/invites/preview", { token });
const accept = (browser: Browser, token: string) =>
  browser.post("/api/organisation/invites/accept", { token });

let hooks = 0;
/** A webhook the administrador registers; on this machine, so nothing ever answers it. */
async function register(admin: Browser): Promise<string> {
  const res = await admin.post("/api/organisation/webhooks", { url: `https://127.0.0.1:9/hook-${++hooks}` });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.webhook.id as string;
}

async function newKey(admin: Browser): Promise<{ id: string; secret: string }> {
  const res = await admin.post("/api/organisation/api-keys", { name: "DMS" });
  expect(res.status).toBe(201);
  return { id: res.json.key.id, secret: res.json.secret };
}

const endpointsOf = (ids: string[]) =>
  t.db
    .select({
      id: webhookEndpoints.id,
      disabledAt: webhookEndpoints.disabledAt,
      disabledReason: webhookEndpoints.disabledReason,
    })
    .from(webhookEndpoints)
    .where(inArray(webhookEndpoints.id, ids));

const deliveriesTo = async (endpointId: string) =>
  (
    await t.db
      .select({ eventType: webhookDeliveries.eventType })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
  ).map((row) => row.eventType);

/** A report checked on the organisation's balance by `admin`; its events announced once it is made. */
async function reportAndItsEvents(admin: Browser, announcedTo: string) {
  expect((await admin.post("/api/reports", { plate: "BBCL10" })).status).toBe(201);
  // Announced after the report is stored: the endpoint left on gets it, so the event went out.
  await expect
    .poll(() => deliveriesTo(announcedTo), { timeout: 20_000, interval: 100 })
    .toEqual(["report.completed"]);
}

const cookieOf = (browser: Browser) => [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

/** Checkout, then the simulated gateway's button, as the buyer's browser does; the transaction's id. */
async function checkout(browser: Browser, packId: string, action: "aprobar" | null) {
  const started = await browser.post("/api/checkout", { packId });
  expect(started.status, JSON.stringify(started.json)).toBe(201);
  const { redirectUrl, transactionId } = started.json as { redirectUrl: string; transactionId: string };
  if (action) {
    const back = await t.app.request(redirectUrl, {
      method: "POST",
      headers: {
        origin: ORIGIN,
        "content-type": "application/x-www-form-urlencoded",
        cookie: cookieOf(browser),
      },
      body: `accion=${action}`,
      redirect: "manual",
    });
    expect(back.status).toBe(303);
  }
  return transactionId;
}

describe("an administrador's removal, demotion or departure ends what they set up (decision 092)", () => {
  it("a removed administrador's invitation to an account of their own is refused; it cannot remove the founder", async () => {
    const {
      organisation,
      admin: founder,
      members,
    } = await seededOrganisation(t, {
      members: ["administrador"],
    });
    const [rogue] = members as [Member];
    const accomplice = await seededClient(t);
    const { id: inviteId, token } = await invite(rogue, accomplice.email);

    expect((await founder.delete(`/api/organisation/members/${rogue.id}`)).status).toBe(204);
    const [row] = await t.db.select().from(organisationInvites).where(eq(organisationInvites.id, inviteId));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    expect(await preview(accomplice, token)).toMatchObject({
      status: 410,
      json: { error: INVITER_GONE_MESSAGE },
    });
    expect(await accept(accomplice, token)).toMatchObject({
      status: 410,
      json: { error: INVITER_GONE_MESSAGE },
    });

    // Defence in depth: were the withdrawal lost (a row from before it), the inviter is checked anyway.
    await t.db
      .update(organisationInvites)
      .set({ revokedAt: null })
      .where(eq(organisationInvites.id, inviteId));
    expect(await preview(accomplice, token)).toMatchObject({
      status: 410,
      json: { error: INVITER_GONE_MESSAGE },
    });
    expect(await accept(accomplice, token)).toMatchObject({
      status: 410,
      json: { error: INVITER_GONE_MESSAGE },
    });
    expect((await accomplice.get("/api/organisation")).status).toBe(404);
    expect((await accomplice.delete(`/api/organisation/members/${founder.id}`)).status).toBe(403);
    const roster = (await founder.get("/api/organisation")).json;
    expect(roster).toMatchObject({ id: organisation.id, role: "administrador" });
    expect(roster.members.map((m: { userId: string }) => m.userId)).toEqual([founder.id]);
  });

  it("a demoted administrador's invitation is refused, and their keys stop: a vendedor holds none", async () => {
    const { admin: founder, members } = await seededOrganisation(t, { members: ["administrador"] });
    const [demoted] = members as [Member];
    const key = await newKey(demoted);
    const kept = await newKey(founder);
    const invited = await seededClient(t);
    const { id: inviteId, token } = await invite(demoted, invited.email, "vendedor");
    const answers: Parameters<typeof apiClient>[2] = [];
    expect((await apiClient(t.app, key.secret, answers).get("/api/v1/reports")).status).toBe(200);

    const res = await founder.put(`/api/organisation/members/${demoted.id}/role`, { role: "vendedor" });
    expect(res).toMatchObject({ status: 200, json: { role: "vendedor" } });
    expect((await apiClient(t.app, key.secret, answers).get("/api/v1/reports")).status).toBe(401);
    expect((await apiClient(t.app, kept.secret, answers).get("/api/v1/reports")).status).toBe(200);
    const revoked = await t.db
      .select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt })
      .from(apiKeys)
      .where(inArray(apiKeys.id, [key.id, kept.id]));
    expect(revoked.find((k) => k.id === key.id)?.revokedAt).toBeInstanceOf(Date);
    expect(revoked.find((k) => k.id === kept.id)?.revokedAt).toBeNull();
    // A key whose creator was demoted before keys were revoked with the demotion: it acts as no vendedor.
    await t.db.update(apiKeys).set({ revokedAt: null }).where(eq(apiKeys.id, key.id));
    expect((await apiClient(t.app, key.secret, answers).get("/api/v1/reports")).status).toBe(401);

    const [row] = await t.db.select().from(organisationInvites).where(eq(organisationInvites.id, inviteId));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    await t.db
      .update(organisationInvites)
      .set({ revokedAt: null })
      .where(eq(organisationInvites.id, inviteId));
    expect(await accept(invited, token)).toMatchObject({
      status: 410,
      json: { error: INVITER_GONE_MESSAGE },
    });
    expect((await invited.get("/api/organisation")).status).toBe(404);
  });

  it("the webhooks of whoever was removed, demoted or left stop, and the next event reaches only the others'", async () => {
    const { admin: founder, members } = await seededOrganisation(t, {
      members: ["administrador", "administrador", "administrador"],
      purchasedLeft: 1,
    });
    const [removed, demoted, leaving] = members as [Member, Member, Member];
    const [kept, ofRemoved, ofDemoted, ofLeaving] = [
      await register(founder),
      await register(removed),
      await register(demoted),
      await register(leaving),
    ];
    const invites = [
      await invite(removed, `a.${Date.now()}@correo.cl`),
      await invite(demoted, `b.${Date.now()}@correo.cl`),
      await invite(leaving, `c.${Date.now()}@correo.cl`),
    ];

    expect((await founder.delete(`/api/organisation/members/${removed.id}`)).status).toBe(204);
    expect(
      (await founder.put(`/api/organisation/members/${demoted.id}/role`, { role: "vendedor" })).status,
    ).toBe(200);
    expect((await leaving.post("/api/organisation/leave")).status).toBe(204);

    const endpoints = await endpointsOf([kept, ofRemoved, ofDemoted, ofLeaving]);
    expect(endpoints.find((e) => e.id === kept)).toMatchObject({ disabledAt: null, disabledReason: null });
    for (const id of [ofRemoved, ofDemoted, ofLeaving])
      expect(endpoints.find((e) => e.id === id)).toMatchObject({
        disabledAt: expect.any(Date),
        disabledReason: "creator_left",
      });
    const stillPending = await t.db
      .select({ id: organisationInvites.id })
      .from(organisationInvites)
      .where(
        and(
          inArray(
            organisationInvites.id,
            invites.map((i) => i.id),
          ),
          isNull(organisationInvites.revokedAt),
        ),
      );
    expect(stillPending).toEqual([]);

    await reportAndItsEvents(founder, kept);
    for (const id of [ofRemoved, ofDemoted, ofLeaving]) expect(await deliveriesTo(id)).toEqual([]);
  });

  it("an administrador who deletes their account leaves no invitation, key or webhook working", async () => {
    const { admin: founder, members } = await seededOrganisation(t, { members: ["administrador"] });
    const [deleting] = members as [Member];
    const hook = await register(deleting);
    const key = await newKey(deleting);
    const invited = await seededClient(t);
    const { id: inviteId, token } = await invite(deleting, invited.email);

    expect((await deleting.delete("/api/me")).status).toBe(204);
    expect((await endpointsOf([hook]))[0]).toMatchObject({ disabledReason: "creator_left" });
    expect((await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id)))[0]?.revokedAt).toBeInstanceOf(
      Date,
    );
    const [row] = await t.db.select().from(organisationInvites).where(eq(organisationInvites.id, inviteId));
    expect(row).toMatchObject({ invitedBy: null, revokedAt: expect.any(Date) });
    // Its sender's account is gone: void, withdrawn or not.
    await t.db
      .update(organisationInvites)
      .set({ revokedAt: null })
      .where(eq(organisationInvites.id, inviteId));
    expect(await accept(invited, token)).toMatchObject({
      status: 410,
      json: { error: INVITER_GONE_MESSAGE },
    });
    expect((await founder.get("/api/organisation")).json.members).toHaveLength(1);
  });

  it("accepting only adds a member: it changes no role, and brings nobody into an automotora nobody is in", async () => {
    const { organisation, admin, members } = await seededOrganisation(t, {
      members: ["administrador"],
      purchasedLeft: 3,
    });
    const [coAdmin] = members as [Member];
    // An invitation as vendedor to an administrador's own address, as no screen would send it.
    const { token } = await invite(admin, `otra.${Date.now()}@correo.cl`, "vendedor");
    await t.db
      .update(organisationInvites)
      .set({ email: coAdmin.email })
      .where(eq(organisationInvites.organisationId, organisation.id));
    expect(await accept(coAdmin, token)).toMatchObject({ status: 200, json: { role: "administrador" } });

    // Everyone leaves an automotora that has paid: it stays, with nobody in it.
    const invitedLater = await seededClient(t);
    const { id: lateId, token: late } = await invite(admin, invitedLater.email, "vendedor");
    expect((await coAdmin.post("/api/organisation/leave")).status).toBe(204);
    expect((await admin.post("/api/organisation/leave")).status).toBe(204);
    expect(await organisationByRut(organisation.rut)).toMatchObject({ id: organisation.id });
    await t.db.update(organisationInvites).set({ revokedAt: null }).where(eq(organisationInvites.id, lateId));
    expect(await accept(invitedLater, late)).toMatchObject({
      status: 410,
      json: { error: INVITER_GONE_MESSAGE },
    });
    const left = await t.db
      .select()
      .from(organisationMembers)
      .where(eq(organisationMembers.organisationId, organisation.id));
    expect(left).toEqual([]);
  });
});

describe("what a removed member may ask again", () => {
  it("a repeated report request answers only what they may see now, not the organisation's report", async () => {
    const { admin, members } = await seededOrganisation(t, { members: ["vendedor"], purchasedLeft: 3 });
    const [seller] = members as [Member];
    const clientRequestId = crypto.randomUUID();
    const made = await seller.post("/api/reports", { plate: "BBCL10", clientRequestId });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ plate: "BBCL10", accessCode: expect.any(String) });
    // The same request, repeated, hands back the same report while they belong.
    expect((await seller.post("/api/reports", { plate: "BBCL10", clientRequestId })).json.id).toBe(
      made.json.id,
    );

    expect((await admin.delete(`/api/organisation/members/${seller.id}`)).status).toBe(204);
    const again = await seller.post("/api/reports", { plate: "BBCL10", clientRequestId });
    // No view of the organisation's report: a new request of their own, on their own trial.
    expect(again.json.id).not.toBe(made.json.id);
    expect(JSON.stringify(again.json)).not.toContain(made.json.accessCode);
    expect((await seller.get(`/api/reports/${made.json.id}`)).status).toBe(404);
  });
});

describe("a company's RUT cannot be squatted (decision 093)", () => {
  it("an automotora left with an unpaid fleet checkout is deleted, and the company creates its own", async () => {
    const squatter = await seededClient(t);
    const rut = nextRut();
    expect((await squatter.post("/api/organisation", form(rut))).status).toBe(201);
    const transactionId = await checkout(squatter, "flota-10", null);
    expect((await squatter.post("/api/organisation/leave")).status).toBe(204);

    expect(await organisationByRut(rut)).toBeUndefined();
    // The checkout stays a record, without the organisation.
    const [unpaid] = await t.db.select().from(transactions).where(eq(transactions.id, transactionId));
    expect(unpaid).toMatchObject({ status: "pendiente", organisationId: null });
    const company = await seededClient(t);
    expect(await company.post("/api/organisation", form(rut))).toMatchObject({
      status: 201,
      json: { role: "administrador", rut },
    });
  });

  it("a paid automotora nobody is in: 409 saying how to recover it, then the claim, then its balance", async () => {
    const founder = await seededClient(t);
    const rut = nextRut();
    expect((await founder.post("/api/organisation", form(rut))).status).toBe(201);
    await checkout(founder, "flota-10", "aprobar");
    expect((await founder.post("/api/organisation/leave")).status).toBe(204);
    const kept = await organisationByRut(rut);
    expect(kept).toBeDefined();

    const company = await seededClient(t);
    const taken = await company.post("/api/organisation", form(rut));
    expect(taken).toMatchObject({ status: 409, json: { error: rutTakenMessage(CONTACT_EMAIL) } });
    expect(taken.json.error).toContain(`escríbenos a ${CONTACT_EMAIL} desde el correo de facturación`);

    // The sweep keeps it: it has paid.
    await deleteAbandonedOrganisations({ db: t.db, logger: createLogger("silent") });
    expect(await organisationByRut(rut)).toBeDefined();

    expect(await claimOrganisation(t.db, rut, company.email.toUpperCase())).toEqual({
      outcome: "claimed",
      displayName: "Autos Los Aromos",
      rut,
      email: company.email,
      purchasedLeft: 10,
    });
    const claimed = await company.get("/api/organisation");
    expect(claimed).toMatchObject({
      status: 200,
      json: { id: kept?.id, role: "administrador", purchasedLeft: 10 },
    });
    expect(claimed.json.members.map((m: { userId: string }) => m.userId)).toEqual([company.id]);
    await expect(claimOrganisation(t.db, rut, founder.email)).rejects.toThrow(
      `La automotora Autos Los Aromos (${rut}) todavía tiene miembros: pídele a su administrador que invite a esa persona.`,
    );
  });

  it("the claim refuses an unconfirmed account and one already in an automotora", async () => {
    const { organisation } = await seededOrganisation(t, { purchasedLeft: 5 });
    await t.db.delete(organisationMembers).where(eq(organisationMembers.organisationId, organisation.id));
    const unconfirmed = await seededClient(t, { confirmed: false });
    await expect(claimOrganisation(t.db, organisation.rut, unconfirmed.email)).rejects.toThrow(
      `La cuenta ${unconfirmed.email} no ha confirmado su correo`,
    );
    const { admin: busy } = await seededOrganisation(t);
    await expect(claimOrganisation(t.db, organisation.rut, busy.email)).rejects.toThrow(
      `La cuenta ${busy.email} ya pertenece a otra automotora`,
    );
    expect(
      await t.db
        .select()
        .from(organisationMembers)
        .where(eq(organisationMembers.organisationId, organisation.id)),
    ).toEqual([]);
  });

  it("the last member's account deletion frees an unpaid automotora's RUT at once", async () => {
    const founder = await seededClient(t);
    const rut = nextRut();
    expect((await founder.post("/api/organisation", form(rut))).status).toBe(201);
    await checkout(founder, "flota-10", null);
    expect((await founder.delete("/api/me")).status).toBe(204);
    expect(await organisationByRut(rut)).toBeUndefined();
  });

  it("the sweep deletes an unpaid automotora left empty another way, and keeps a paid one and a peopled one", async () => {
    const unpaid = await seededOrganisation(t);
    const paid = await seededOrganisation(t, { purchasedLeft: 10 });
    const peopled = await seededOrganisation(t);
    // Accounts deleted before decision 093, or by hand: their memberships went with them, nothing else.
    await t.db.delete(users).where(inArray(users.id, [unpaid.admin.id, paid.admin.id]));

    await deleteAbandonedOrganisations({ db: t.db, logger: createLogger("silent") });
    expect(await organisationByRut(unpaid.organisation.rut)).toBeUndefined();
    expect(await organisationByRut(paid.organisation.rut)).toMatchObject({ id: paid.organisation.id });
    expect(await organisationByRut(peopled.organisation.rut)).toMatchObject({ id: peopled.organisation.id });
    const company = await seededClient(t);
    expect((await company.post("/api/organisation", form(unpaid.organisation.rut))).status).toBe(201);
  });
});
