import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCsv } from "#domain/lot/csv";
import { PURCHASE_CSV_HEADERS } from "#domain/purchases-csv";
import { computeDv, formatRut } from "#domain/rut";
import { operators, organisations, transactions } from "#server/db/schema";
import { signNotification } from "#server/payments/signature";
import { type FakeMercadoPago, startFakeMercadoPago } from "../support/fake-mercadopago";
import { pdfPages } from "../support/report-pdf";
import { seededClient, seededOrganisation } from "../support/seed";
import { serverLog } from "../support/server-log";
import { type client, createTestApp, ORIGIN, type TestApp } from "../support/test-app";

// Issue 30: an automotora's administrador buys fleet packs online for the automotora's balance, each
// purchase keeps the factura data it was bought with, the operator exports them for the accountant, and
// what a member shares says 'Compartido por {nombre}' (decision 078).

type Browser = ReturnType<typeof client>;

const log = serverLog();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: "info" }, logDestination: log.destination });
});
afterAll(() => t.close());

/** The factura data of the automotoras below, but for the RUT, which is one per automotora. */
const INVOICE = {
  legalName: "Automotora Los Andes SpA",
  businessActivity: "Compraventa de vehículos motorizados",
  address: "Av. Apoquindo 4500",
  comuna: "Las Condes",
  billingEmail: "facturas@losandes.cl",
};
const FACTURA = { ...INVOICE, displayName: "Automotora Los Andes" };

// RUT bodies far from the seeds' (76 to 79 millions), so no seeded automotora takes one first.
let nextBody = 96_000_000 + Math.floor(Math.random() * 900_000);
/** A RUT empresa nobody has: as the form stores it, and as a factura shows it. */
function freshRut() {
  const body = ++nextBody;
  const stored = `${body}-${computeDv(body)}`;
  return { stored, shown: formatRut(stored) as string };
}

/** An automotora with the factura data above, and its people. */
async function losAndes(members: ("administrador" | "vendedor")[] = [], database: TestApp = t) {
  const rut = freshRut();
  return { ...(await seededOrganisation(database, { ...FACTURA, rut: rut.stored, members })), rut };
}

const cookieOf = (browser: Browser) => ({
  cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
});

/** Checkout, then 'Aprobar' on the simulated gateway's page, as the buyer's browser does. */
async function buyOnSimulatedGateway(browser: Browser, packId: string) {
  const started = await browser.post("/api/checkout", { packId });
  expect(started.status, JSON.stringify(started.json)).toBe(201);
  const { redirectUrl, transactionId } = started.json as { redirectUrl: string; transactionId: string };
  const back = await t.app.request(redirectUrl, {
    method: "POST",
    headers: {
      origin: ORIGIN,
      "content-type": "application/x-www-form-urlencoded",
      ...cookieOf(browser),
    },
    body: "accion=aprobar",
    redirect: "manual",
  });
  expect(back.status).toBe(303);
  return transactionId;
}

const transactionOf = async (id: string) =>
  (await t.db.select().from(transactions).where(eq(transactions.id, id)))[0];

describe("buying a fleet pack", () => {
  it("an administrador's Flota 10 goes to the automotora's balance, with its factura data as it was", async () => {
    const { organisation, admin, rut } = await losAndes();
    const transactionId = await buyOnSimulatedGateway(admin, "flota-10");

    const me = (await admin.get("/api/me")).json;
    expect(me.organisation).toMatchObject({ id: organisation.id, purchasedLeft: 10 });
    // Their own balance is untouched: the free trials, nothing bought.
    expect(me.credits).toEqual({ trialsLeft: 3, purchasedLeft: 0 });
    expect(await transactionOf(transactionId)).toMatchObject({
      userId: admin.id,
      accountId: organisation.id,
      organisationId: organisation.id,
      status: "aprobado",
    });
    expect((await transactionOf(transactionId))?.invoice).toEqual({ ...INVOICE, rut: rut.shown });

    // The automotora edits its data: the purchase keeps what it was invoiced to.
    const edited = await admin.put("/api/organisation", {
      ...FACTURA,
      rut: rut.shown,
      legalName: "Los Andes Automotriz Limitada",
      billingEmail: "contabilidad@losandes.cl",
      address: "Av. Kennedy 9001",
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    const { invoice } = (await transactionOf(transactionId)) ?? {};
    expect(invoice).toMatchObject({ legalName: FACTURA.legalName, billingEmail: FACTURA.billingEmail });

    // A factura is owed, once; the log says so by the transaction alone, no data of the automotora.
    const owed = log.lines.filter(
      (line) => line.includes("factura pendiente de emisión") && line.includes(transactionId),
    );
    expect(owed).toHaveLength(1);
    for (const value of [FACTURA.legalName, rut.shown, rut.stored, FACTURA.billingEmail, admin.email])
      expect(owed[0]).not.toContain(value);
  });

  it("a person's pack bought by an administrador stays theirs, whatever the balance switch says", async () => {
    const { admin } = await losAndes();
    expect((await admin.get("/api/me")).json.organisation.usesOrganisation).toBe(true);
    const transactionId = await buyOnSimulatedGateway(admin, "plus");
    const me = (await admin.get("/api/me")).json;
    expect(me.credits).toEqual({ trialsLeft: 3, purchasedLeft: 3 });
    expect(me.organisation.purchasedLeft).toBe(0);
    expect(await transactionOf(transactionId)).toMatchObject({
      accountId: admin.id,
      organisationId: null,
      invoice: null,
    });
    // A boleta is no factura: nothing is owed.
    const owed = log.lines.filter(
      (line) => line.includes("factura pendiente") && line.includes(transactionId),
    );
    expect(owed).toEqual([]);
  });

  it("a vendedor is told only an administrador buys; a person in no automotora, to get in touch", async () => {
    const { members } = await losAndes(["vendedor"]);
    const [seller] = members;
    if (!seller) throw new Error("no seller");
    const refused = await seller.post("/api/checkout", { packId: "flota-50" });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe("Solo un administrador de la automotora puede comprar packs flota.");

    const person = await seededClient(t);
    const outsider = await person.post("/api/checkout", { packId: "flota-10" });
    expect(outsider.status).toBe(400);
    expect(outsider.json.error).toBe(
      "Los packs flota son para automotoras: contáctanos, o crea la cuenta de tu automotora y cómpralos como administrador.",
    );

    // Neither left a purchase behind.
    for (const userId of [seller.id, person.id])
      expect(await t.db.select().from(transactions).where(eq(transactions.userId, userId))).toEqual([]);
    expect((await seller.get("/api/me")).json.organisation.purchasedLeft).toBe(0);
  });
});

describe("'Mis pagos'", () => {
  it("an administrador sees the automotora's purchases with their factura data; a vendedor sees none", async () => {
    const { admin, members, rut } = await losAndes(["administrador", "vendedor"]);
    const [otherAdmin, seller] = members;
    if (!otherAdmin || !seller) throw new Error("no members");
    const fleet = await buyOnSimulatedGateway(admin, "flota-10");
    const personal = await buyOnSimulatedGateway(admin, "simple");
    const sellersOwn = await buyOnSimulatedGateway(seller, "simple");

    const listed = async (browser: Browser) =>
      (await browser.get("/api/payments")).json.payments as {
        id: string;
        organisation: { displayName: string; invoice: { rut: string } | null } | null;
      }[];
    const byAdmin = await listed(admin);
    expect(byAdmin.map((p) => p.id).sort()).toEqual([fleet, personal].sort());
    expect(byAdmin.find((p) => p.id === fleet)?.organisation).toEqual({
      displayName: FACTURA.displayName,
      invoice: { ...INVOICE, rut: rut.shown },
    });
    expect(byAdmin.find((p) => p.id === personal)?.organisation).toBeNull();
    // Another administrador sees the automotora's purchase, not the first one's own pack.
    expect((await listed(otherAdmin)).map((p) => p.id)).toEqual([fleet]);
    // A vendedor sees their own pack only.
    expect((await listed(seller)).map((p) => p.id)).toEqual([sellersOwn]);
  });
});

describe("'Compartido por' on what a member shares", () => {
  it("a report made on the automotora's balance names it on the shared JSON and PDF, by its current name", async () => {
    const { organisation, admin, members } = await seededOrganisation(t, {
      displayName: "Autos del Sur",
      members: ["vendedor"],
      purchasedLeft: 2,
    });
    const [seller] = members;
    if (!seller) throw new Error("no seller");
    const made = await seller.post("/api/reports", { plate: "BBCL10" });
    expect(made.status).toBe(201);
    const { accessCode, id } = made.json as { accessCode: string; id: string };
    const visitor = await seededClient(t);

    const shared = await visitor.get(`/api/public/reports/${accessCode}`);
    expect(shared.json.sharedBy).toBe("Autos del Sur");
    // Nothing else of the automotora: not its id, RUT, razón social or address.
    const body = JSON.stringify(shared.json);
    for (const value of [organisation.id, organisation.rut, organisation.legalName, organisation.address])
      expect(body).not.toContain(value);
    const pdf = await t.app.request(`/api/public/reports/${accessCode}/pdf`);
    expect(pdf.status).toBe(200);
    const [first = ""] = await pdfPages(await pdf.arrayBuffer());
    expect(first).toContain("Compartido por Autos del Sur");

    // Renamed, the links already sent say the new name at once (the cached body is another version).
    await t.db
      .update(organisations)
      .set({ displayName: "Autos del Sur Premium", updatedAt: new Date() })
      .where(eq(organisations.id, organisation.id));
    expect((await visitor.get(`/api/public/reports/${accessCode}`)).json.sharedBy).toBe(
      "Autos del Sur Premium",
    );

    // The author's own view is the whole report, not what buyers see.
    expect((await admin.get(`/api/reports/${id}`)).json).not.toHaveProperty("sharedBy");
  }, 60_000);

  it("a person's report names nobody", async () => {
    const person = await seededClient(t);
    const made = await person.post("/api/reports", { plate: "RTVE20" });
    expect(made.status).toBe(201);
    const { accessCode } = made.json as { accessCode: string };
    const shared = await t.app.request(`/api/public/reports/${accessCode}`);
    expect(await shared.json()).not.toHaveProperty("sharedBy");
    const pdf = await t.app.request(`/api/public/reports/${accessCode}/pdf`);
    expect((await pdfPages(await pdf.arrayBuffer())).join(" ")).not.toContain("Compartido por");
  }, 60_000);
});

describe("GET /api/admin/purchases.csv", () => {
  const santiagoToday = () =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "America/Santiago" }).format(new Date());

  const csvOf = (browser: Browser | null, query: string) =>
    Promise.resolve(
      t.app.request(`/api/admin/purchases.csv?${query}`, { headers: browser ? cookieOf(browser) : {} }),
    );

  it("is the operators' alone", async () => {
    const today = santiagoToday();
    const query = `desde=${today}&hasta=${today}`;
    expect((await csvOf(null, query)).status).toBe(401);
    const person = await seededClient(t);
    const refused = await csvOf(person, query);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe("Esta sección es solo para el equipo de Patente Clara.");
    // Even an automotora's administrador: the export is every customer's purchases.
    const { admin } = await losAndes();
    expect((await csvOf(admin, query)).status).toBe(403);
  });

  it("lists the purchases paid in the range, with a fleet pack's factura data and a boleta's left empty", async () => {
    const operator = await seededClient(t);
    await t.db.insert(operators).values({ userId: operator.id });
    const { admin, rut } = await losAndes();
    const fleet = await buyOnSimulatedGateway(admin, "flota-10");
    const personal = await buyOnSimulatedGateway(admin, "simple");
    // Started and never paid: no line.
    const unpaid = (await admin.post("/api/checkout", { packId: "max" })).json.transactionId as string;

    const today = santiagoToday();
    const res = await csvOf(operator, `desde=${today}&hasta=${today}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="compras-${today}-a-${today}.csv"`,
    );
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = readCsv(text, ";");
    expect(header).toEqual([...PURCHASE_CSV_HEADERS]);
    const rowOf = (id: string) => rows.find((row) => row[1] === id);
    const [y, m, d] = today.split("-");
    expect(rowOf(fleet)).toEqual([
      `${d}-${m}-${y}`,
      fleet,
      expect.stringMatching(/^\d+$/),
      "Pack Flota 10 (10 informes)",
      "10",
      "37900",
      "Aprobado",
      "Factura",
      FACTURA.legalName,
      rut.shown,
      FACTURA.businessActivity,
      FACTURA.address,
      FACTURA.comuna,
      FACTURA.billingEmail,
    ]);
    expect(rowOf(personal)?.slice(3, 14)).toEqual([
      "Pack Simple (1 informe)",
      "1",
      "6390",
      "Aprobado",
      "Boleta",
      "",
      "",
      "",
      "",
      "",
      "",
    ]);
    expect(rowOf(unpaid)).toBeUndefined();

    // A range before any of them: the header alone.
    const empty = await csvOf(operator, "desde=2020-01-01&hasta=2020-01-31");
    expect(readCsv(await empty.text(), ";")).toEqual([[...PURCHASE_CSV_HEADERS]]);
  });

  it("reads past its batches without skipping or repeating a purchase, ties of the same instant included", async () => {
    const operator = await seededClient(t);
    await t.db.insert(operators).values({ userId: operator.id });
    const buyer = await seededClient(t);
    // One statement: every row has the same created_at, so only the id orders them.
    const many = await t.db
      .insert(transactions)
      .values(
        Array.from({ length: 1234 }, () => ({
          userId: buyer.id,
          accountId: buyer.id,
          packId: "simple",
          reports: 1,
          concept: "Pack Simple (1 informe)",
          amount: 6390,
          provider: "simulado" as const,
          status: "aprobado" as const,
        })),
      )
      .returning({ id: transactions.id });
    const today = santiagoToday();
    const res = await csvOf(operator, `desde=${today}&hasta=${today}`);
    const ids = readCsv(await res.text(), ";").map((row) => row[1]);
    const exported = ids.filter((id) => many.some((row) => row.id === id));
    expect(exported).toHaveLength(many.length);
    expect(new Set(exported).size).toBe(many.length);
  });

  it("refuses a range it cannot read, in Spanish", async () => {
    const operator = await seededClient(t);
    await t.db.insert(operators).values({ userId: operator.id });
    for (const [query, message] of [
      ["desde=2026-11-30&hasta=2026-11-01", "La fecha hasta no puede ser anterior a la fecha desde."],
      [
        "desde=30-11-2026&hasta=2026-12-01",
        "Indica las fechas desde y hasta como aaaa-mm-dd (por ejemplo 2026-11-01).",
      ],
      ["desde=2026-11-01", "Indica las fechas desde y hasta como aaaa-mm-dd (por ejemplo 2026-11-01)."],
      [
        `desde=${"2".repeat(5000)}&hasta=2026-11-01`,
        "Indica las fechas desde y hasta como aaaa-mm-dd (por ejemplo 2026-11-01).",
      ],
    ]) {
      const res = await csvOf(operator, query as string);
      expect(res.status, query).toBe(400);
      expect((await res.json()).error).toBe(message);
    }
  });
});

describe("a fleet pack through Mercado Pago", () => {
  const WEBHOOK_SECRET = "test-webhook-secret-0123456789";
  let mp: FakeMercadoPago;
  let paid: TestApp;
  const mpLog = serverLog();
  beforeAll(async () => {
    mp = await startFakeMercadoPago();
    paid = await createTestApp({
      env: {
        LOG_LEVEL: "info",
        MERCADOPAGO_ACCESS_TOKEN: "APP_USR-0000000000000000-000000-test",
        MERCADOPAGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
        MERCADOPAGO_API_URL: mp.url,
      },
      logDestination: mpLog.destination,
    });
  });
  afterAll(async () => {
    await paid.close();
    await mp.close();
  });

  const notify = (paymentId: string) => {
    const requestId = crypto.randomUUID();
    const ts = String(Math.floor(Date.now() / 1000));
    return paid.app.request(`/api/webhooks/mercadopago?data.id=${paymentId}&type=payment`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-request-id": requestId,
        "x-signature": signNotification(WEBHOOK_SECRET, { dataId: paymentId, requestId, ts }),
      },
      body: JSON.stringify({ type: "payment", action: "payment.updated", data: { id: paymentId } }),
    });
  };

  it("credits the automotora once however often Mercado Pago notifies, and owes one factura", async () => {
    const { organisation, admin, rut } = await losAndes([], paid);
    const started = await admin.post("/api/checkout", { packId: "flota-100" });
    expect(started.status).toBe(201);
    const { transactionId } = started.json as { transactionId: string };
    expect(mp.preferences.at(-1)?.body).toMatchObject({ external_reference: transactionId });

    mp.setPayment({ id: "700000001", status: "approved", externalReference: transactionId, amount: 299900 });
    for (let i = 0; i < 3; i++) expect((await notify("700000001")).status).toBe(200);

    const me = (await admin.get("/api/me")).json;
    expect(me.organisation.purchasedLeft).toBe(100);
    expect(me.credits.purchasedLeft).toBe(0);
    const [row] = await paid.db.select().from(transactions).where(eq(transactions.id, transactionId));
    expect(row).toMatchObject({ accountId: organisation.id, invoice: { rut: rut.shown } });
    expect(mpLog.lines.filter((line) => line.includes("factura pendiente de emisión"))).toHaveLength(1);
  });
});
