import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDate } from "#domain/format";
import { computeDv, formatRut } from "#domain/rut";
import { organisationMembers, transactions } from "#server/db/schema";
import { pdfPages } from "../support/report-pdf";
import { seededClient, seededOrganisation } from "../support/seed";
import { type client, createTestApp, ORIGIN, type TestApp } from "../support/test-app";

// Issue 40: 'Descargar' in 'Mis pagos' downloads a receipt, 'Comprobante de compra', as a PDF file, and
// only to whoever sees the purchase there: a person their own packs, an automotora's administradores its
// fleet packs (decision 098).

type Browser = ReturnType<typeof client>;

let t: TestApp;
beforeAll(async () => {
  // The company behind the deployment, which the receipt names as its issuer.
  t = await createTestApp({
    env: {
      PRIVACY_CONTROLLER_NAME: "Patente Clara SpA",
      PRIVACY_CONTROLLER_RUT: "77.777.777-7",
      PRIVACY_CONTROLLER_ADDRESS: "Av. Providencia 1234, Providencia",
      CONTACT_EMAIL: "ayuda@patenteclara.cl",
    },
  });
});
afterAll(() => t.close());

const cookieOf = (browser: Browser) => [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

/** Checkout, then 'Aprobar' on the simulated gateway's page, as the buyer's browser does. */
async function buy(browser: Browser, packId: string): Promise<string> {
  const started = await browser.post("/api/checkout", { packId });
  expect(started.status, JSON.stringify(started.json)).toBe(201);
  const { redirectUrl, transactionId } = started.json as { redirectUrl: string; transactionId: string };
  const back = await t.app.request(redirectUrl, {
    method: "POST",
    headers: {
      origin: ORIGIN,
      "content-type": "application/x-www-form-urlencoded",
      cookie: cookieOf(browser),
    },
    body: "accion=aprobar",
    redirect: "manual",
  });
  expect(back.status).toBe(303);
  return transactionId;
}

/** GET the receipt as the browser's download does: the answer itself, not parsed. */
const receiptOf = (browser: Browser | null, transactionId: string) =>
  t.app.request(`/api/payments/${transactionId}/receipt`, {
    headers: browser ? { cookie: cookieOf(browser) } : {},
  });

/** The receipt's text, one page, after checking it is a PDF to save under our name. */
async function receiptText(browser: Browser, transactionId: string): Promise<string> {
  const res = await receiptOf(browser, transactionId);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  expect(res.headers.get("content-disposition")).toBe(
    `attachment; filename="comprobante-patente-clara-${transactionId.replace(/-/g, "").slice(0, 8)}.pdf"`,
  );
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  const pages = await pdfPages(await res.arrayBuffer());
  expect(pages).toHaveLength(1);
  return pages[0] ?? "";
}

async function refusal(browser: Browser | null, transactionId: string) {
  const res = await receiptOf(browser, transactionId);
  return { status: res.status, error: ((await res.json()) as { error: string }).error };
}

const NOT_FOUND = { status: 404, error: "No encontramos ese comprobante." };

// RUT bodies far from the seeds' (76 to 79 millions), so no seeded automotora takes one first.
let nextBody = 95_000_000 + Math.floor(Math.random() * 900_000);
function freshRut() {
  const body = ++nextBody;
  return `${body}-${computeDv(body)}`;
}

const FACTURA = {
  legalName: "Automotora Los Andes SpA",
  businessActivity: "Compraventa de vehículos motorizados",
  address: "Av. Apoquindo 4500",
  comuna: "Las Condes",
  billingEmail: "facturas@losandes.cl",
  displayName: "Autos Los Andes",
};

describe("a person's receipt", () => {
  it("is a one-page PDF with the pack, the amount paid, the date, the buyer and the payment's numbers", async () => {
    const person = await seededClient(t, { firstName: "Valentina", lastName: "Muñoz" });
    const transactionId = await buy(person, "plus");
    const [listed] = (await person.get("/api/payments")).json.payments as { paymentId: string }[];
    const text = await receiptText(person, transactionId);
    for (const expected of [
      "Comprobante de compra",
      "Pack Plus (3 informes)",
      "Total pagado $12.790 CLP",
      "Precio por informe $4.263 CLP",
      `Pagado el ${formatDate(new Date().toISOString())}`,
      "Medio de pago Pasarela simulada (tarjeta de crédito)",
      `ID de pago ${listed?.paymentId}`,
      `N.º de transacción ${transactionId}`,
      "Nombre Valentina Muñoz",
      `Correo ${person.email}`,
      "Se sumaron 3 informes a tu saldo.",
      "no es una boleta ni una factura electrónica",
      // A simulated payment charged nobody, and its receipt says so first.
      "Pago simulado",
      // Who sells, and where to ask.
      "Patente Clara SpA · RUT 77.777.777-7",
      "ayuda@patenteclara.cl",
    ])
      expect(text).toContain(expected);
    // A person's pack was invoiced to nobody.
    expect(text).not.toContain("Razón social");
  });

  it("keeps the price the purchase was made at, whatever the catalogue says now", async () => {
    const person = await seededClient(t);
    const transactionId = await buy(person, "max");
    // As if bought before issue 40 cut Max from $22.370 to $19.990.
    await t.db.update(transactions).set({ amount: 22370 }).where(eq(transactions.id, transactionId));
    const text = await receiptText(person, transactionId);
    expect(text).toContain("Total pagado $22.370 CLP");
    expect(text).toContain("Precio por informe $4.474 CLP");
    expect(text).not.toContain("19.990");
  });

  it("is nobody else's, and a purchase not paid has none", async () => {
    const person = await seededClient(t);
    const paid = await buy(person, "simple");
    const other = await seededClient(t);
    // Another person is told it does not exist, as for an id nobody has.
    expect(await refusal(other, paid)).toEqual(NOT_FOUND);
    expect(await refusal(person, crypto.randomUUID())).toEqual(NOT_FOUND);
    expect(await refusal(person, "no-es-un-id")).toEqual(NOT_FOUND);
    expect((await receiptOf(null, paid)).status).toBe(401);
    // A checkout started and never paid.
    const started = (await person.post("/api/checkout", { packId: "plus" })).json.transactionId as string;
    expect(await refusal(person, started)).toEqual({
      status: 409,
      error: "Solo una compra pagada tiene comprobante.",
    });
  });
});

describe("an automotora's receipt", () => {
  it("names the automotora and the factura data it was bought with, to each of its administradores", async () => {
    const rut = freshRut();
    const { admin, members } = await seededOrganisation(t, {
      ...FACTURA,
      rut,
      members: ["administrador", "vendedor"],
      admin: { firstName: "Rodrigo", lastName: "Parra" },
    });
    const [otherAdmin, seller] = members;
    if (!otherAdmin || !seller) throw new Error("no members");
    const fleet = await buy(admin, "flota-10");
    const ownPack = await buy(admin, "simple");

    for (const reader of [admin, otherAdmin]) {
      const text = await receiptText(reader, fleet);
      for (const expected of [
        "Pack Flota 10 (10 informes)",
        "Total pagado $37.900 CLP",
        "Automotora Autos Los Andes",
        `Razón social ${FACTURA.legalName}`,
        `RUT ${formatRut(rut)}`,
        `Giro ${FACTURA.businessActivity}`,
        `Dirección ${FACTURA.address}, ${FACTURA.comuna}`,
        `Correo de facturación ${FACTURA.billingEmail}`,
        `Comprado por Rodrigo Parra (${admin.email})`,
        "Se sumaron 10 informes al saldo de Autos Los Andes.",
        "La factura se emite con los datos de facturación de arriba.",
      ])
        expect(text).toContain(expected);
    }
    // A vendedor sees none of the automotora's purchases, so downloads none of their receipts.
    expect(await refusal(seller, fleet)).toEqual(NOT_FOUND);
    // An administrador's own pack is theirs alone, as in 'Mis pagos'.
    expect(await refusal(otherAdmin, ownPack)).toEqual(NOT_FOUND);
    expect(await receiptText(admin, ownPack)).toContain("Nombre Rodrigo Parra");

    // Made vendedor, the buyer no longer sees the automotora's purchase, not even the one they made.
    await t.db
      .update(organisationMembers)
      .set({ role: "vendedor" })
      .where(eq(organisationMembers.userId, admin.id));
    expect(await refusal(admin, fleet)).toEqual(NOT_FOUND);
    expect(await receiptText(admin, ownPack)).toContain("Pack Simple (1 informe)");
  });
});
