import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDate, santiagoDate } from "#domain/format";
import { CONSENT_REQUIRED_MESSAGE, LEGAL_TEXT } from "#domain/privacy/legal";
import { rightsDeadline } from "#domain/privacy/rights";
import { VIN_REQUIRED_MESSAGE } from "#domain/vin";
import { consents, contactMessages, transactions, vehicleReports, verifications } from "#server/db/schema";
import { createLogger } from "#server/logger";
import { createBoostrClient, createBoostrProvider } from "#server/providers/boostr";
import { createPlateFinesService } from "#server/providers/plate-fines-service";
import { housekeeping } from "#server/services/privacy/housekeeping";
import { grantOperator } from "#server/services/privacy/operators";
import { FAKE_BOOSTR_KEY, type FakeBoostr, startFakeBoostr } from "../support/fake-boostr";
import { seededClient } from "../support/seed";
import { client, createTestApp, newUser, type TestApp, unconfirmedClient } from "../support/test-app";
import { sourcePages } from "../support/web-pages";

// Ley 21.719 end to end: what a shared link shows, for how long, what is erased and when, and the rights of
// the people whose data we hold. Reports come from the recorded Boostr answers (tests/fixtures/boostr),
// whose owner, VIN, engine number, policy and fine case number are all there to leak.
const OPERATOR = "operaciones@patenteclara.cl";
const PRIVACY_OFFICER = "privacidad@patenteclara.cl";
const OWNER = { fullName: "JOSE ANDRES MANUEL MONSALVES", rut: "12076432-2" };
const VIN = "JF1VA2M67E9812345";
const ENGINE = "H983322";
const POLICY = "8238391";
const FINE_ROL = "Z5795 - 2018";
const DAY_MS = 24 * 60 * 60 * 1000;
/** What the housekeeping timer of an instance passes. */
const keeper = () => ({ db: t.db, logger: createLogger("silent") });

let boostr: FakeBoostr;
let pages: Awaited<ReturnType<typeof sourcePages>>;
let t: TestApp;
beforeAll(async () => {
  boostr = await startFakeBoostr();
  pages = await sourcePages();
  const logger = createLogger("silent");
  const provider = createBoostrProvider({
    client: createBoostrClient({
      apiKey: FAKE_BOOSTR_KEY,
      baseUrl: boostr.url,
      timeoutMs: 1500,
      retryBaseDelayMs: 5,
      retryMaxDelayMs: 20,
      rateLimit: { requests: 1000, windowMs: 10_000 },
      logger,
    }),
    plateFines: createPlateFinesService({ baseUrl: boostr.url, timeoutMs: 1500, logger }),
  });
  t = await createTestApp({
    provider,
    web: pages.web,
    env: { OPERATOR_EMAIL: OPERATOR },
  });
});
afterAll(async () => {
  await t.close();
  await boostr.close();
  await pages.close();
});

let plates = 0;
/** A report of a plate of its own (every plate gets the recorded answers), made by a new author. */
async function shareReport(plate = `PRIV${String(++plates).padStart(2, "0")}`) {
  const author = await seededClient(t);
  const made = await author.post("/api/reports", { plate });
  expect(made.status).toBe(201);
  return { author, made: made.json, plate };
}

const publicJson = (code: string) => client(t.app).get(`/api/public/reports/${code}`);
const publicPage = async (code: string) => {
  const res = await t.app.request(`/reporte/${code}`, { headers: { "x-forwarded-for": "10.200.0.1" } });
  return { status: res.status, html: await res.text() };
};
/** The report as its author's views (dialog, PDF, export) read it. */
const authorReport = async (author: Awaited<ReturnType<typeof seededClient>>, id: string) => {
  const export_ = await author.get("/api/me/export");
  return export_.json.reports.find((r: { id: string }) => r.id === id);
};

/** Every way a piece of the owner's identity could be spelled out in a text. */
const leaks = (text: string): string[] =>
  [
    ...OWNER.fullName.split(" ").slice(1),
    "José Andrés",
    "12076432",
    "12.076.432",
    "076.432",
    VIN,
    ENGINE,
    POLICY,
    FINE_ROL,
  ].filter((secret) => text.toUpperCase().includes(secret.toUpperCase()));

describe("a shared link shows what verifies a sale, and no more", () => {
  it("the public JSON and page keep the owner's initials, two RUT digits, 5 VIN characters; the author keeps all", async () => {
    const { made } = await shareReport();
    const json = await publicJson(made.accessCode);
    expect(json.status).toBe(200);
    const page = await publicPage(made.accessCode);
    expect(page.status).toBe(200);
    for (const text of [JSON.stringify(json.json), page.html]) expect(leaks(text)).toEqual([]);

    const shared = json.json.report.sections;
    expect(shared.vehicle.data.owner).toEqual({ fullName: "Jose A. M. M.", rut: "12.XXX.XXX-X" });
    expect(shared.vehicle.data.chassis).toBe("••••••••••••12345");
    expect(shared.vehicle.data.engineNumber).toBe("••83322");
    expect(shared.soap.data.policyNumber).toBeNull();
    expect(shared.trafficFines.data.tickets.every((ticket: { rol: unknown }) => ticket.rol === null)).toBe(
      true,
    );
    expect(shared.tag.data).toEqual({
      rut: null,
      debts: [
        { company: "Costanera Norte", amount: 1600, location: null, date: null },
        { company: "Autopista Central", amount: 12720, location: null, date: null },
      ],
    });
    // The page draws the shared view, and carries nothing more for its code.
    expect(page.html).toContain("Jose A. M. M.");
    expect(page.html).toContain("12.XXX.XXX-X");

    // The one who paid sees the report whole, on screen and in the export.
    const whole = made.report.sections;
    expect(whole.vehicle.data.owner).toEqual(OWNER);
    expect(whole.vehicle.data.chassis).toBe(VIN);
    expect(whole.soap.data.policyNumber).toBe(POLICY);
    expect(whole.trafficFines.data.tickets[0].rol).toBe(FINE_ROL);
  });

  it("the public PDF is the shared view; the author's PDF is theirs alone", async () => {
    const { author, made } = await shareReport();
    const shared = await t.app.request(`/api/public/reports/${made.accessCode}/pdf`, {
      headers: { "x-forwarded-for": "10.201.0.1" },
    });
    expect(shared.status).toBe(200);
    expect(shared.headers.get("content-type")).toBe("application/pdf");
    const own = await author.get(`/api/reports/${made.id}/pdf`);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect((await client(t.app).get(`/api/reports/${made.id}/pdf`)).status).toBe(401);
    const stranger = await seededClient(t);
    expect((await stranger.get(`/api/reports/${made.id}/pdf`)).status).toBe(404);
  });

  it("'¿El VIN del auto coincide?' answers yes or no, as typed on a phone, and never says the VIN", async () => {
    const { made } = await shareReport();
    const buyer = client(t.app);
    const check = (vin: string) => buyer.post(`/api/public/reports/${made.accessCode}/vin-check`, { vin });
    expect((await check(VIN)).json).toEqual({ matches: true });
    expect((await check(" jf1va2m67e9-812345 ")).json).toEqual({ matches: true });
    expect((await check("JF1VA2M67E9812346")).json).toEqual({ matches: false });
    for (const vin of ["", "   ", "X".repeat(41)]) {
      const refused = await check(vin);
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual({ error: VIN_REQUIRED_MESSAGE });
    }
  });

  it("the VIN and owner checks share one budget per report across every client", async () => {
    const { made } = await shareReport();
    const asked = [];
    for (let i = 0; i < 10; i++) {
      const someone = client(t.app);
      asked.push(
        i % 2
          ? await someone.post(`/api/public/reports/${made.accessCode}/vin-check`, { vin: VIN })
          : await someone.post(`/api/public/reports/${made.accessCode}/owner-check`, { rut: OWNER.rut }),
      );
    }
    expect(asked.map((res) => res.status)).toEqual(Array(10).fill(200));
    for (const path of ["vin-check", "owner-check"]) {
      const over = await client(t.app).post(`/api/public/reports/${made.accessCode}/${path}`, {
        vin: VIN,
        rut: OWNER.rut,
      });
      expect(over.status).toBe(429);
      expect(over.json.error).toBe(
        "Este informe alcanzó el máximo de verificaciones por hoy. Inténtalo de nuevo mañana.",
      );
    }
  });
});

describe("shared links expire", () => {
  it("work 30 days; then the JSON, the page and the PDF say since when and how to get a new one", async () => {
    const { made } = await shareReport();
    const expiresAt = new Date(made.shareExpiresAt).getTime();
    expect(expiresAt - new Date(made.createdAt).getTime()).toBe(30 * DAY_MS);

    const past = new Date(Date.now() - 2 * DAY_MS);
    await t.db.update(vehicleReports).set({ shareExpiresAt: past }).where(eq(vehicleReports.id, made.id));
    const message =
      `Este enlace expiró el ${formatDate(past.toISOString())}. Pídele al vendedor un enlace nuevo: ` +
      "quien hizo el informe puede extenderlo por 30 días desde «Mis reportes» en su cuenta.";
    const json = await publicJson(made.accessCode);
    expect(json.status).toBe(410);
    expect(json.json).toEqual({ error: message });
    const page = await publicPage(made.accessCode);
    expect(page.status).toBe(410);
    expect(page.html).toContain(message);
    const pdf = await client(t.app).get(`/api/public/reports/${made.accessCode}/pdf`);
    expect(pdf.status).toBe(410);
    const checked = await client(t.app).post(`/api/public/reports/${made.accessCode}/vin-check`, {
      vin: VIN,
    });
    expect(checked.status).toBe(410);
  });

  it("the author extends by 30 days, an expired link too, never more than 60 days ahead", async () => {
    const { author, made } = await shareReport();
    const extended = await author.post(`/api/reports/${made.id}/extend`);
    expect(extended.status).toBe(200);
    expect(new Date(extended.json.shareExpiresAt).getTime()).toBe(
      new Date(made.shareExpiresAt).getTime() + 30 * DAY_MS,
    );
    const again = await author.post(`/api/reports/${made.id}/extend`);
    expect(new Date(again.json.shareExpiresAt).getTime()).toBeLessThanOrEqual(Date.now() + 60 * DAY_MS);
    expect((await publicJson(made.accessCode)).json.shareExpiresAt).toBe(again.json.shareExpiresAt);

    await t.db
      .update(vehicleReports)
      .set({ shareExpiresAt: new Date(Date.now() - DAY_MS) })
      .where(eq(vehicleReports.id, made.id));
    expect((await publicJson(made.accessCode)).status).toBe(410);
    const revived = await author.post(`/api/reports/${made.id}/extend`);
    expect(new Date(revived.json.shareExpiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    expect((await publicJson(made.accessCode)).status).toBe(200);
    expect((await author.get("/api/reports")).json.reports[0].shareExpiresAt).toBe(
      revived.json.shareExpiresAt,
    );

    // Nobody else extends it, and a withdrawn link stays withdrawn.
    const stranger = await seededClient(t);
    expect((await stranger.post(`/api/reports/${made.id}/extend`)).status).toBe(404);
    await author.post(`/api/reports/${made.id}/revoke`);
    const refused = await author.post(`/api/reports/${made.id}/extend`);
    expect(refused.status).toBe(410);
    expect(refused.json.error).toBe("No puedes extender un enlace retirado.");
  });
});

describe("limits per account", () => {
  it("extending links is limited per account: 20 in ten minutes", async () => {
    const { author, made } = await shareReport();
    for (let i = 0; i < 20; i++)
      expect((await author.post(`/api/reports/${made.id}/extend`)).status).toBe(200);
    const over = await author.post(`/api/reports/${made.id}/extend`);
    expect(over.status).toBe(429);
    expect(over.json.error).toBe("Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.");
  });
});

describe("retention", () => {
  it("erases the owner's name and RUT 12 months after the report and keeps the rest, score included", async () => {
    const { made } = await shareReport();
    const inSixMonths = new Date(Date.now() + 182 * DAY_MS);
    // Months on, the author's session is long gone: the stored report is what they would read.
    const stored = async () => {
      const [row] = await t.db.select().from(vehicleReports).where(eq(vehicleReports.id, made.id));
      return { report: row?.body as typeof made.report };
    };
    await housekeeping(keeper(), inSixMonths);
    expect((await stored()).report.sections.vehicle.data.owner).toEqual(OWNER);

    const inThirteenMonths = new Date(Date.now() + 396 * DAY_MS);
    const { ownersRemoved } = await housekeeping(keeper(), inThirteenMonths);
    expect(ownersRemoved).toBeGreaterThanOrEqual(1);
    const kept = await stored();
    expect(kept.report.ownerRemoved).toBe("retention");
    expect(kept.report.sections.vehicle.data.owner).toBeNull();
    expect(kept.report.sections.tag.data.rut).toBeNull();
    expect(kept.report.score).toBe(made.report.score);
    expect(kept.report.sections.vehicle.data.make).toBe(made.report.sections.vehicle.data.make);
    expect(JSON.stringify(kept)).not.toMatch(/MONSALVES|12076432/);
    // Run again (or on another instance at once): nothing more to do.
    expect((await housekeeping(keeper(), inThirteenMonths)).ownersRemoved).toBe(0);
  });

  it("deletes expired verification links and keeps live ones", async () => {
    await t.db.insert(verifications).values([
      { id: "old-link", identifier: "a", value: "x", expiresAt: new Date(Date.now() - 1000) },
      { id: "live-link", identifier: "b", value: "y", expiresAt: new Date(Date.now() + DAY_MS) },
    ]);
    await housekeeping(keeper());
    const left = (await t.db.select({ id: verifications.id }).from(verifications)).map((v) => v.id);
    expect(left).toContain("live-link");
    expect(left).not.toContain("old-link");
  });
});

describe("an account's own data", () => {
  it("sign-up needs the policy and terms accepted, and stores which version and when", async () => {
    const { acceptedTerms: _, ...withoutConsent } = newUser();
    const refused = await client(t.app).post("/api/auth/sign-up/email", withoutConsent);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(CONSENT_REQUIRED_MESSAGE);
    const alsoRefused = await client(t.app).post(
      "/api/auth/sign-up/email",
      newUser({ acceptedTerms: false }),
    );
    expect(alsoRefused.json.message).toBe(CONSENT_REQUIRED_MESSAGE);

    const person = await unconfirmedClient(t);
    const me = await person.get("/api/me");
    const rows = await t.db.select().from(consents).where(eq(consents.userId, me.json.user.id));
    expect(rows.map((r) => [r.document, r.version]).sort()).toEqual([
      ["privacidad", LEGAL_TEXT.version],
      ["terminos", LEGAL_TEXT.version],
    ]);
  });

  it("'Descargar mis datos' is one JSON file with profile, reports, payments and consents", async () => {
    const { author, made } = await shareReport();
    await author.post("/api/checkout", { packId: "plus" });
    await author.post("/api/contact", { fullName: "Camila Rojas", email: author.email, phone: "" });
    const res = await author.get("/api/me/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="patente-clara-mis-datos-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const data = res.json;
    expect(data.profile).toMatchObject({ email: author.email, firstName: "Camila", lastName: "Rojas" });
    expect(data.credits).toEqual({ trialsLeft: 2, purchasedLeft: 0 });
    expect(data.consents.map((c: { document: string }) => c.document).sort()).toEqual([
      "privacidad",
      "terminos",
    ]);
    expect(data.reports).toHaveLength(1);
    expect(data.reports[0]).toMatchObject({ id: made.id, plate: made.plate, reportCode: made.reportCode });
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0]).toMatchObject({ packId: "plus", status: "pendiente" });
    expect(data.contactMessages).toEqual([
      {
        fullName: "Camila Rojas",
        email: author.email,
        phone: null,
        message: null,
        createdAt: expect.any(String),
      },
    ]);
    expect((await client(t.app).get("/api/me/export")).status).toBe(401);
  });

  it("an unconfirmed address exports, or deletes, nobody else's messages sent under it", async () => {
    const email = `ajena.${Date.now()}@correo.cl`;
    await client(t.app).post("/api/contact", { fullName: "Dueña Real", email, phone: "+56911111111" });
    const impostor = await unconfirmedClient(t, newUser({ email }));
    expect((await impostor.get("/api/me/export")).json.contactMessages).toEqual([]);
    await impostor.delete("/api/me");
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(1);
  });

  it("deleting the account removes its reports, consents and contact messages; payments stay without it", async () => {
    const { author, made } = await shareReport();
    await client(t.app).post("/api/contact", { fullName: "Camila Rojas", email: author.email, phone: "" });
    const checkout = await author.post("/api/checkout", { packId: "plus" });
    const me = (await author.get("/api/me")).json;
    expect((await author.delete("/api/me")).status).toBe(204);
    expect(await t.db.select().from(vehicleReports).where(eq(vehicleReports.id, made.id))).toEqual([]);
    expect(await t.db.select().from(consents).where(eq(consents.userId, me.user.id))).toEqual([]);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, author.email))).toEqual(
      [],
    );
    const [kept] = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, checkout.json.transactionId));
    expect(kept).toMatchObject({ userId: null, packId: "plus", amount: expect.any(Number) });
    expect((await publicJson(made.accessCode)).status).toBe(404);
  });
});

describe("rights of people who are not users", () => {
  let officer: ReturnType<typeof client> | undefined;
  /** The privacy officer's account, granted as `npm run admin -- grant` does, made once. */
  const operator = async () => {
    if (!officer) {
      officer = await seededClient(t, { email: PRIVACY_OFFICER });
      await grantOperator(t.db, PRIVACY_OFFICER);
    }
    return officer;
  };
  const request = (overrides: Record<string, unknown> = {}) => ({
    rut: "12.076.432-2",
    plate: "gpdd74",
    email: "jose.monsalves@correo.cl",
    right: "oposicion",
    message: "No quiero que mi nombre aparezca en los informes de mi auto.",
    ...overrides,
  });

  it("a request is stored with its 15-business-day deadline; the person and the operator are mailed", async () => {
    const res = await client(t.app).post("/api/privacy-requests", request({ right: "acceso" }));
    expect(res.status).toBe(201);
    const today = santiagoDate(new Date()) as string;
    expect(res.json).toEqual({ id: expect.any(String), deadline: rightsDeadline(today) });
    const mails = await t.outbox();
    const confirmation = mails.find(
      (m) => m.to === "jose.monsalves@correo.cl" && m.text.includes(res.json.id),
    );
    expect(confirmation?.text).toContain(`a más tardar el ${formatDate(res.json.deadline)}`);
    expect(mails.some((m) => m.to === OPERATOR && m.text.includes("Derecho: Acceso"))).toBe(true);

    const invalid = await client(t.app).post("/api/privacy-requests", request({ right: "olvido" }));
    expect(invalid.status).toBe(400);
    expect(invalid.json.error).toBe("Elige el derecho que quieres ejercer");
    const badRut = await client(t.app).post("/api/privacy-requests", request({ rut: "12.076.432-3" }));
    expect(badRut.json.error).toBe("El RUT no es válido: revisa el dígito verificador");
  });

  it("only operators see and close requests", async () => {
    const someone = await seededClient(t);
    expect((await someone.get("/api/me")).json.isPrivacyOperator).toBe(false);
    const denied = await someone.get("/api/admin/privacy-requests");
    expect(denied.status).toBe(403);
    expect(denied.json.error).toBe("Esta sección es solo para el equipo de privacidad.");
    expect((await client(t.app).get("/api/admin/privacy-requests")).status).toBe(401);
  });

  it("an accepted opposition hides the owner on every report of the plate so far, the authors' too", async () => {
    const first = await shareReport("OPOS10");
    const second = await shareReport("OPOS10");
    const otherPlate = await shareReport("OPOS11");
    const asked = await client(t.app).post("/api/privacy-requests", request({ plate: "opos10" }));
    const later = await shareReport("OPOS10");

    const officer = await operator();
    expect((await officer.get("/api/me")).json.isPrivacyOperator).toBe(true);
    const listed = await officer.get("/api/admin/privacy-requests");
    const open = listed.json.requests.filter((r: { status: string }) => r.status === "abierta");
    expect(open.map((r: { id: string }) => r.id)).toContain(asked.json.id);
    // Open ones come first, soonest deadline first.
    const deadlines = open.map((r: { deadline: string }) => r.deadline);
    expect(deadlines).toEqual([...deadlines].sort());

    const empty = await officer.post(`/api/admin/privacy-requests/${asked.json.id}/close`, {
      outcome: "aceptada",
      note: "  ",
    });
    expect(empty.status).toBe(400);
    const closed = await officer.post(`/api/admin/privacy-requests/${asked.json.id}/close`, {
      outcome: "aceptada",
      note: "Ocultamos tu nombre y RUT de los informes de tu vehículo.",
    });
    expect(closed.status).toBe(200);
    expect(closed.json).toMatchObject({ status: "cerrada", outcome: "aceptada", closedBy: PRIVACY_OFFICER });
    // The one made while the request waited too: the opposition holds from its acceptance on.
    expect(closed.json.hiddenReports).toBe(3);

    for (const { author, made } of [first, second, later]) {
      const hidden = await authorReport(author, made.id);
      expect(hidden.report.ownerRemoved).toBe("opposition");
      expect(hidden.report.sections.vehicle.data.owner).toBeNull();
      expect((await publicJson(made.accessCode)).json.report.sections.vehicle.data.owner).toBeNull();
      const check = await client(t.app).post(`/api/public/reports/${made.accessCode}/owner-check`, {
        rut: OWNER.rut,
      });
      expect(check.status).toBe(410);
    }
    expect(
      (await authorReport(otherPlate.author, otherPlate.made.id)).report.sections.vehicle.data.owner,
    ).toEqual(OWNER);

    const mails = await t.outbox();
    expect(mails.some((m) => m.to === "jose.monsalves@correo.cl" && m.text.includes("fue aceptada"))).toBe(
      true,
    );
    const twice = await officer.post(`/api/admin/privacy-requests/${asked.json.id}/close`, {
      outcome: "rechazada",
      note: "otra vez",
    });
    expect(twice.status).toBe(410);
  });

  it("an opposition removes only the owner who asked: another RUT, or a car since sold, keeps its owner", async () => {
    const { author, made } = await shareReport("OPOS30");
    const asked = await client(t.app).post(
      "/api/privacy-requests",
      request({ plate: "OPOS30", rut: "11.111.111-1", email: "otro.rut@correo.cl" }),
    );
    const closed = await (await operator()).post(`/api/admin/privacy-requests/${asked.json.id}/close`, {
      outcome: "aceptada",
      note: "Aceptada, pero el RUT no es el del propietario registrado.",
    });
    expect(closed.json.hiddenReports).toBe(0);
    expect((await authorReport(author, made.id)).report.sections.vehicle.data.owner).toEqual(OWNER);
  });

  it("a rejected opposition hides nothing", async () => {
    const { author, made } = await shareReport("OPOS20");
    const asked = await client(t.app).post(
      "/api/privacy-requests",
      request({ plate: "OPOS20", email: "rechazada@correo.cl" }),
    );
    const closed = await (await operator()).post(`/api/admin/privacy-requests/${asked.json.id}/close`, {
      outcome: "rechazada",
      note: "El vehículo figura a tu nombre, pero el informe es de interés legítimo del comprador.",
    });
    expect(closed.json.hiddenReports).toBe(0);
    expect((await authorReport(author, made.id)).report.sections.vehicle.data.owner).toEqual(OWNER);
  });
});
