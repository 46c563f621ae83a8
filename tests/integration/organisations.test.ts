import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITE_EMAIL_MESSAGE, INVITE_LINK_INVALID_MESSAGE } from "#domain/contract/organisations";
import {
  ALREADY_IN_AN_ORGANISATION_MESSAGE,
  CONFIRM_EMAIL_FIRST_MESSAGE,
  INVITE_GONE_MESSAGE,
  INVITE_WRONG_EMAIL_MESSAGE,
  LAST_ADMIN_DEMOTE_MESSAGE,
  LAST_ADMIN_LEAVE_MESSAGE,
  rutTakenMessage,
  USE_LEAVE_MESSAGE,
} from "#domain/organisation/membership";
import { NOT_A_MEMBER_MESSAGE, ROLE_FORBIDDEN_MESSAGE } from "#domain/organisation/roles";
import { computeDv, formatRut, RUT_CHECK_DIGIT_MESSAGE } from "#domain/rut";
import { creditAccounts, organisationInvites, organisations } from "#server/db/schema";
import { RATE_LIMITED_MESSAGE } from "#server/rate-limits";
import { withinOneWindow } from "../support/rate-window";
import { seededClient, seededOrganisation } from "../support/seed";
import { client, createTestApp, type TestApp } from "../support/test-app";

// Issue 30's automotora: creating one, inviting by e-mail, and what each role, and each organisation,
// may see and do.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Browser = Awaited<ReturnType<typeof seededClient>>;
type Member = Awaited<ReturnType<typeof seededOrganisation>>["members"][number];

let ruts = 0;
/** A valid RUT empresa, as a person types it, that no other test of this file uses ('77.000.001-K'). */
const nextRut = () => formatRut({ body: 77_000_000 + ++ruts, dv: computeDv(77_000_000 + ruts) }) as string;

const form = (rut: string) => ({
  legalName: "Automotora Los Aromos SpA",
  rut,
  businessActivity: "Compraventa de vehículos",
  address: "Av. Grecia 2001",
  comuna: "Peñalolén",
  billingEmail: "Facturas@LosAromos.cl",
  displayName: "Autos Los Aromos",
});

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

async function invite(admin: Browser, email: string, role = "vendedor") {
  const res = await admin.post("/api/organisation/invites", { email, role });
  expect(res.status).toBe(201);
  return { id: res.json.id as string, token: await inviteToken(email) };
}

describe("creating an automotora", () => {
  it("refuses a RUT with a wrong check digit, in Spanish, and creates nothing", async () => {
    const founder = await seededClient(t);
    const res = await founder.post("/api/organisation", form("76.123.456-1"));
    expect(res).toMatchObject({ status: 400, json: { error: RUT_CHECK_DIGIT_MESSAGE } });
    expect((await founder.get("/api/organisation")).status).toBe(404);
  });

  it("makes its founder the administrador, the RUT shown with dots, on a balance of its own", async () => {
    const founder = await seededClient(t, { firstName: "Marta", lastName: "Soto" });
    const rut = nextRut();
    const created = await founder.post("/api/organisation", form(rut.replace(/\./g, "")));
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      legalName: "Automotora Los Aromos SpA",
      rut,
      billingEmail: "facturas@losaromos.cl",
      displayName: "Autos Los Aromos",
      role: "administrador",
      usesOrganisation: true,
      purchasedLeft: 0,
      members: [
        { userId: founder.id, name: "Marta Soto", email: founder.email, role: "administrador", isMe: true },
      ],
      invites: [],
    });
    expect((await founder.get("/api/organisation")).json).toEqual(created.json);
    // The organisation's account: its own id, no free trials; the founder's own trials stay theirs.
    const [account] = await t.db.select().from(creditAccounts).where(eq(creditAccounts.id, created.json.id));
    expect(account).toMatchObject({ organisationId: created.json.id, userId: null, trialsLeft: 0 });
    expect((await founder.get("/api/me")).json.credits.trialsLeft).toBe(3);

    const other = await seededClient(t);
    const sameRut = await other.post("/api/organisation", form(rut));
    expect(sameRut).toMatchObject({ status: 409, json: { error: rutTakenMessage(t.env.CONTACT_EMAIL) } });
    const second = await founder.post("/api/organisation", form(nextRut()));
    expect(second).toMatchObject({ status: 409, json: { error: ALREADY_IN_AN_ORGANISATION_MESSAGE } });
  });

  it("needs a confirmed e-mail and a session", async () => {
    const unconfirmed = await seededClient(t, { confirmed: false });
    const res = await unconfirmed.post("/api/organisation", form(nextRut()));
    expect(res).toMatchObject({ status: 403, json: { error: CONFIRM_EMAIL_FIRST_MESSAGE } });
    expect((await client(t.app).get("/api/organisation")).status).toBe(401);
  });

  it("answers hostile bodies with a Spanish 400, never a 500", async () => {
    const founder = await seededClient(t);
    for (const body of [null, [], "x", { ...form(nextRut()), displayName: { $gt: "" } }]) {
      const res = await founder.post("/api/organisation", body);
      expect(res.status).toBe(400);
      expect(typeof res.json.error).toBe("string");
    }
  });
});

describe("invitations", () => {
  it("mails a link that the invited address accepts, whatever its case, once", async () => {
    const { admin, organisation } = await seededOrganisation(t);
    const invited = await seededClient(t, { email: `Vende.Dora.${Date.now()}@Correo.cl` });
    const { token } = await invite(admin, invited.email.toUpperCase());
    const mail = (await t.outbox()).findLast((m) => m.to === invited.email.toLowerCase());
    expect(mail?.subject).toBe(`Te invitaron a ${organisation.displayName} en Patente Clara`);
    expect(mail?.text).toContain("como vendedor");
    // Only a keyed hash of the token is stored.
    const stored = await t.db.select().from(organisationInvites);
    expect(stored.some((row) => row.tokenHash === token || row.tokenHash.includes(token))).toBe(false);

    const joined = await invited.post("/api/organisation/invites/accept", { token });
    expect(joined.status).toBe(200);
    expect(joined.json).toMatchObject({ id: organisation.id, role: "vendedor", invites: [] });
    const seenByAdmin = (await admin.get("/api/organisation")).json;
    expect(seenByAdmin.members.map((m: { userId: string }) => m.userId)).toEqual([admin.id, invited.id]);
    expect(seenByAdmin.invites).toEqual([]);
    // A double click changes nothing; the link is spent for anybody else.
    expect((await invited.post("/api/organisation/invites/accept", { token })).status).toBe(200);
  });

  it("refuses the link to another address, and leaves it for the invited one", async () => {
    const { admin } = await seededOrganisation(t);
    const invited = await seededClient(t);
    const { token } = await invite(admin, invited.email);
    const stranger = await seededClient(t);
    const refused = await stranger.post("/api/organisation/invites/accept", { token });
    expect(refused).toMatchObject({ status: 403, json: { error: INVITE_WRONG_EMAIL_MESSAGE } });
    expect((await stranger.get("/api/organisation")).status).toBe(404);
    expect((await invited.post("/api/organisation/invites/accept", { token })).status).toBe(200);
  });

  it("refuses an expired, replaced or withdrawn link with a Spanish 410, and a made-up one with a 404", async () => {
    const { admin, organisation } = await seededOrganisation(t);
    const late = await seededClient(t);
    const { token: expired } = await invite(admin, late.email);
    await t.db
      .update(organisationInvites)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(organisationInvites.organisationId, organisation.id));
    const gone = await late.post("/api/organisation/invites/accept", { token: expired });
    expect(gone).toMatchObject({ status: 410, json: { error: INVITE_GONE_MESSAGE } });

    const twice = await seededClient(t);
    const { token: first } = await invite(admin, twice.email);
    const { token: second } = await invite(admin, twice.email);
    expect(second).not.toBe(first);
    expect((await twice.post("/api/organisation/invites/accept", { token: first })).status).toBe(410);
    const pending = (await admin.get("/api/organisation")).json.invites;
    expect(pending).toHaveLength(1);

    const withdrawn = await seededClient(t);
    const { id, token } = await invite(admin, withdrawn.email);
    expect((await admin.delete(`/api/organisation/invites/${id}`)).status).toBe(204);
    expect((await withdrawn.post("/api/organisation/invites/accept", { token })).status).toBe(410);
    expect((await admin.delete(`/api/organisation/invites/${id}`)).status).toBe(404);

    const guess = await late.post("/api/organisation/invites/accept", { token: "A".repeat(43) });
    expect(guess).toMatchObject({ status: 404, json: { error: INVITE_LINK_INVALID_MESSAGE } });
    const junk = await late.post("/api/organisation/invites/accept", { token: "<script>" });
    expect(junk).toMatchObject({ status: 400, json: { error: INVITE_LINK_INVALID_MESSAGE } });
  });

  it("refuses a member of another automotora, who keeps theirs", async () => {
    const ours = await seededOrganisation(t);
    const theirs = await seededOrganisation(t, { members: ["vendedor"] });
    const [busy] = theirs.members as [Member];
    const { token } = await invite(ours.admin, busy.email);
    const res = await busy.post("/api/organisation/invites/accept", { token });
    expect(res).toMatchObject({ status: 409, json: { error: ALREADY_IN_AN_ORGANISATION_MESSAGE } });
    expect((await busy.get("/api/organisation")).json.id).toBe(theirs.organisation.id);
  });

  it("refuses an invitation to a bad address in Spanish", async () => {
    const { admin } = await seededOrganisation(t);
    const res = await admin.post("/api/organisation/invites", { email: "nadie@", role: "vendedor" });
    expect(res).toMatchObject({ status: 400, json: { error: INVITE_EMAIL_MESSAGE } });
    const role = await admin.post("/api/organisation/invites", { email: "a@correo.cl", role: "dueño" });
    expect(role).toMatchObject({ status: 400, json: { error: "Elige un rol: administrador o vendedor" } });
  });
});

describe("an invitation's preview, before signing in", () => {
  const preview = (token: string, visitor = client(t.app)) =>
    visitor.post("/api/organisation/invites/preview", { token });

  it("names the automotora, the role and the expiry to whoever holds the link, and nothing else", async () => {
    const { admin, organisation } = await seededOrganisation(t, { displayName: "Autos Los Aromos" });
    const email = `jefa.ventas.${Date.now()}@correo.cl`;
    const res = await admin.post("/api/organisation/invites", { email, role: "administrador" });
    const token = await inviteToken(email);

    const seen = await preview(token);
    expect(seen).toMatchObject({
      status: 200,
      json: { displayName: "Autos Los Aromos", role: "administrador", expiresAt: res.json.expiresAt },
    });
    expect(Object.keys(seen.json).sort()).toEqual(["displayName", "expiresAt", "role"]);
    const said = JSON.stringify(seen.json);
    for (const secret of [
      email,
      organisation.legalName,
      organisation.rut,
      organisation.billingEmail,
      admin.email,
    ])
      expect(said).not.toContain(secret);
    // The token rides in the body, never in an address a log would keep.
    expect((await client(t.app).get(`/api/organisation/invites/preview?token=${token}`)).status).toBe(404);
  });

  it("refuses a dead link as accepting does: 410 whether used, withdrawn, replaced or expired", async () => {
    const { admin, organisation } = await seededOrganisation(t);
    const invited = await seededClient(t);
    const { token: used } = await invite(admin, invited.email);
    expect((await invited.post("/api/organisation/invites/accept", { token: used })).status).toBe(200);
    const { id, token: withdrawn } = await invite(admin, `anulada.${Date.now()}@correo.cl`);
    expect((await admin.delete(`/api/organisation/invites/${id}`)).status).toBe(204);
    const twice = `dos.veces.${Date.now()}@correo.cl`;
    const { token: replaced } = await invite(admin, twice);
    await invite(admin, twice);
    const { token: expired } = await invite(admin, `tarde.${Date.now()}@correo.cl`);
    await t.db
      .update(organisationInvites)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(organisationInvites.organisationId, organisation.id));

    for (const token of [used, withdrawn, replaced, expired])
      expect(await preview(token)).toMatchObject({ status: 410, json: { error: INVITE_GONE_MESSAGE } });
    const gone = await preview(expired);
    expect(Object.keys(gone.json)).toEqual(["error"]);
    expect(await preview("A".repeat(43))).toMatchObject({
      status: 404,
      json: { error: INVITE_LINK_INVALID_MESSAGE },
    });
    expect(await preview("<script>")).toMatchObject({
      status: 400,
      json: { error: INVITE_LINK_INVALID_MESSAGE },
    });
  });

  it("answers a signed-in stranger the same, without joining or refusing anybody", async () => {
    const { admin } = await seededOrganisation(t, { displayName: "Autos del Sur" });
    const invited = await seededClient(t);
    const { token } = await invite(admin, invited.email);
    const stranger = await seededClient(t);
    expect((await preview(token, stranger)).json).toMatchObject({ displayName: "Autos del Sur" });
    expect((await stranger.get("/api/organisation")).status).toBe(404);
    expect((await invited.post("/api/organisation/invites/accept", { token })).status).toBe(200);
  });

  it("allows one client address 60 previews an hour; another address is not held back", async () => {
    const { admin } = await seededOrganisation(t);
    const { token } = await invite(admin, `limite.${Date.now()}@correo.cl`);
    await withinOneWindow(60 * 60);
    const visitor = client(t.app, "203.0.113.77");
    const statuses = [];
    for (let i = 0; i < 60; i++) statuses.push((await preview(token, visitor)).status);
    expect(statuses).toEqual(Array(60).fill(200));
    expect(await preview(token, visitor)).toMatchObject({
      status: 429,
      json: { error: RATE_LIMITED_MESSAGE },
    });
    expect((await preview(token, client(t.app, "203.0.113.78"))).status).toBe(200);
  });
});

describe("roles", () => {
  it("a vendedor sees the members but cannot invite, edit, remove or change roles", async () => {
    const { admin, members } = await seededOrganisation(t, { members: ["vendedor"] });
    const [seller] = members as [Member];
    await invite(admin, `pendiente.${Date.now()}@correo.cl`);
    const seen = (await seller.get("/api/organisation")).json;
    expect(seen.role).toBe("vendedor");
    expect(seen.members).toHaveLength(2);
    expect(seen.invites).toEqual([]);

    const refusals = [
      await seller.post("/api/organisation/invites", { email: "amigo@correo.cl", role: "administrador" }),
      await seller.put("/api/organisation", form(nextRut())),
      await seller.put(`/api/organisation/members/${seller.id}/role`, { role: "administrador" }),
      await seller.put(`/api/organisation/members/${admin.id}/role`, { role: "vendedor" }),
      await seller.delete(`/api/organisation/members/${admin.id}`),
    ];
    for (const res of refusals)
      expect(res).toMatchObject({ status: 403, json: { error: ROLE_FORBIDDEN_MESSAGE } });
    expect((await admin.get("/api/organisation")).json.members.map((m: { role: string }) => m.role)).toEqual([
      "administrador",
      "vendedor",
    ]);
  });

  it("another automotora's administrador sees and touches nothing of this one", async () => {
    const ours = await seededOrganisation(t, { members: ["vendedor"] });
    const [seller] = ours.members as [Member];
    const { id: inviteId } = await invite(ours.admin, `otro.${Date.now()}@correo.cl`);
    const theirs = await seededOrganisation(t);
    const seen = (await theirs.admin.get("/api/organisation")).json;
    expect(seen.id).toBe(theirs.organisation.id);
    expect(JSON.stringify(seen)).not.toContain(seller.email);
    expect(JSON.stringify(seen)).not.toContain(ours.organisation.legalName);

    const removal = await theirs.admin.delete(`/api/organisation/members/${seller.id}`);
    expect(removal.status).toBe(404);
    const promotion = await theirs.admin.put(`/api/organisation/members/${seller.id}/role`, {
      role: "administrador",
    });
    expect(promotion.status).toBe(404);
    expect((await theirs.admin.delete(`/api/organisation/invites/${inviteId}`)).status).toBe(404);
    const ourView = (await ours.admin.get("/api/organisation")).json;
    expect(ourView.members).toHaveLength(2);
    expect(ourView.invites).toHaveLength(1);
  });

  it("a removed member loses the organisation on their very next request", async () => {
    const { admin, members } = await seededOrganisation(t, { members: ["administrador", "vendedor"] });
    const [coAdmin, seller] = members as [Member, Member];
    expect((await seller.get("/api/organisation")).status).toBe(200);
    expect((await admin.delete(`/api/organisation/members/${seller.id}`)).status).toBe(204);
    expect(await seller.get("/api/organisation")).toMatchObject({
      status: 404,
      json: { error: NOT_A_MEMBER_MESSAGE },
    });
    expect((await seller.put("/api/organisation/balance-switch", { usesOrganisation: true })).status).toBe(
      403,
    );

    expect((await admin.delete(`/api/organisation/members/${coAdmin.id}`)).status).toBe(204);
    const invited = await coAdmin.post("/api/organisation/invites", {
      email: "x@correo.cl",
      role: "vendedor",
    });
    expect(invited).toMatchObject({ status: 403, json: { error: NOT_A_MEMBER_MESSAGE } });
    expect((await admin.delete(`/api/organisation/members/${admin.id}`)).json.error).toBe(USE_LEAVE_MESSAGE);
  });

  it("the last administrador can neither leave nor be demoted while others remain", async () => {
    const { admin, members } = await seededOrganisation(t, { members: ["vendedor"] });
    const [seller] = members as [Member];
    expect(await admin.post("/api/organisation/leave")).toMatchObject({
      status: 409,
      json: { error: LAST_ADMIN_LEAVE_MESSAGE },
    });
    expect(await admin.put(`/api/organisation/members/${admin.id}/role`, { role: "vendedor" })).toMatchObject(
      {
        status: 409,
        json: { error: LAST_ADMIN_DEMOTE_MESSAGE },
      },
    );

    const promoted = await admin.put(`/api/organisation/members/${seller.id}/role`, {
      role: "administrador",
    });
    expect(promoted).toMatchObject({
      status: 200,
      json: { userId: seller.id, role: "administrador", isMe: false },
    });
    expect((await admin.post("/api/organisation/leave")).status).toBe(204);
    expect((await admin.get("/api/organisation")).status).toBe(404);
    expect(await seller.post("/api/organisation/leave")).toMatchObject({ status: 204 });
  });

  it("two administradores demoting each other at once leave one administrador", async () => {
    const { admin, members } = await seededOrganisation(t, { members: ["administrador"] });
    const [coAdmin] = members as [Member];
    const answers = await Promise.all([
      admin.put(`/api/organisation/members/${coAdmin.id}/role`, { role: "vendedor" }),
      coAdmin.put(`/api/organisation/members/${admin.id}/role`, { role: "vendedor" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403]);
    const roles = (await admin.get("/api/organisation")).json.members.map((m: { role: string }) => m.role);
    expect(roles.sort()).toEqual(["administrador", "vendedor"]);
  });

  it("the last member leaving an automotora that never bought nor checked frees its RUT", async () => {
    const founder = await seededClient(t);
    const rut = nextRut();
    expect((await founder.post("/api/organisation", form(rut))).status).toBe(201);
    expect((await founder.post("/api/organisation/leave")).status).toBe(204);
    const [left] = await t.db
      .select()
      .from(organisations)
      .where(eq(organisations.rut, rut.replace(/\./g, "").toUpperCase()));
    expect(left).toBeUndefined();
    expect((await founder.post("/api/organisation", form(rut))).status).toBe(201);
  });
});

describe("the balance switch", () => {
  it("flips which balance the member's checks use, and only for them", async () => {
    const { admin, members } = await seededOrganisation(t, { members: ["vendedor"], purchasedLeft: 10 });
    const [seller] = members as [Member];
    expect((await seller.get("/api/organisation")).json).toMatchObject({
      usesOrganisation: true,
      purchasedLeft: 10,
    });
    const off = await seller.put("/api/organisation/balance-switch", { usesOrganisation: false });
    expect(off).toMatchObject({ status: 200, json: { usesOrganisation: false } });
    expect((await seller.get("/api/organisation")).json.usesOrganisation).toBe(false);
    expect((await admin.get("/api/organisation")).json.usesOrganisation).toBe(true);
    const on = await seller.put("/api/organisation/balance-switch", { usesOrganisation: true });
    expect(on.json).toEqual({ usesOrganisation: true });
    const bad = await seller.put("/api/organisation/balance-switch", { usesOrganisation: "sí" });
    expect(bad.status).toBe(400);
    const outsider = await seededClient(t);
    const refused = await outsider.put("/api/organisation/balance-switch", { usesOrganisation: false });
    expect(refused).toMatchObject({ status: 403, json: { error: NOT_A_MEMBER_MESSAGE } });
  });
});
