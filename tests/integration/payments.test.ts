import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditAccounts, creditLedger, transactions } from "#server/db/schema";
import { signNotification } from "#server/payments/signature";
import { type FakeMercadoPago, startFakeMercadoPago } from "../support/fake-mercadopago";
import { seededClient } from "../support/seed";
import { client, createTestApp, type TestApp } from "../support/test-app";

const WEBHOOK_SECRET = "test-webhook-secret-0123456789";
let mp: FakeMercadoPago;
let t: TestApp;

beforeAll(async () => {
  mp = await startFakeMercadoPago();
  t = await createTestApp({
    env: {
      MERCADOPAGO_ACCESS_TOKEN: "APP_USR-0000000000000000-000000-test",
      MERCADOPAGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
      MERCADOPAGO_API_URL: mp.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await mp.close();
});

async function buyer() {
  const browser = await seededClient(t);
  const me = (await browser.get("/api/me")).json;
  return { browser, userId: me.user.id as string };
}

let nextPaymentId = 500_000_000;
/** Mercado Pago's side of a payment for our transaction, and the signed notification it sends about it. */
function pay(transactionId: string, status: string, amount: number, currency = "CLP") {
  const id = String(++nextPaymentId);
  mp.setPayment({ id, status, externalReference: transactionId, amount, currency });
  return id;
}

function notify(
  paymentId: string,
  opts: { secret?: string; signature?: string | null; signedAt?: number } = {},
) {
  const requestId = crypto.randomUUID();
  const ts = String(Math.floor((opts.signedAt ?? Date.now()) / 1000));
  const signature =
    opts.signature === undefined
      ? signNotification(opts.secret ?? WEBHOOK_SECRET, { dataId: paymentId, requestId, ts })
      : opts.signature;
  const headers: Record<string, string> = { "content-type": "application/json", "x-request-id": requestId };
  if (signature) headers["x-signature"] = signature;
  return t.app.request(`/api/webhooks/mercadopago?data.id=${paymentId}&type=payment`, {
    method: "POST",
    headers,
    body: JSON.stringify({ type: "payment", action: "payment.updated", data: { id: paymentId } }),
  });
}

const balance = async (userId: string) => {
  const [row] = await t.db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId));
  return row?.purchasedLeft;
};

async function checkout(browser: ReturnType<typeof client>, body: Record<string, unknown>) {
  return browser.post("/api/checkout", body);
}

describe("catalogue", () => {
  it("lists the packs with server prices and hides the test pack", async () => {
    const res = await client(t.app).get("/api/packs");
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.json.packs.map((p: { id: string }) => [p.id, p]));
    expect(byId.simple).toMatchObject({ reports: 1, price: 6390, originalPrice: 7990, segment: "personas" });
    expect(byId.plus).toMatchObject({ price: 12790, originalPrice: null });
    // Issue 40's prices, struck through beside the price each sold at until then (decision 098).
    expect(byId.max).toMatchObject({ reports: 5, price: 19990, originalPrice: 22370 });
    expect(byId["flota-10"]).toMatchObject({ reports: 10, price: 37900, segment: "automotoras" });
    expect(byId["flota-50"]).toMatchObject({ reports: 50, price: 169900 });
    expect(byId["flota-100"]).toMatchObject({ reports: 100, price: 299900 });
    expect(byId.prueba).toBeUndefined();
  });
});

describe("a purchase keeps its price", () => {
  /** A Max checkout started before issue 40 cut its price: the amount stored is the one it was sold at. */
  async function maxStartedAtTheOldPrice(userId: string) {
    const [row] = await t.db
      .insert(transactions)
      .values({
        userId,
        accountId: userId,
        packId: "max",
        reports: 5,
        concept: "Pack Max (5 informes)",
        amount: 22370,
        currency: "CLP",
        provider: "mercadopago",
      })
      .returning({ id: transactions.id });
    return (row as { id: string }).id;
  }

  it("a payment of the old amount is credited, and listed at it; today's price would be a mismatch", async () => {
    const { browser, userId } = await buyer();
    const transactionId = await maxStartedAtTheOldPrice(userId);
    // Paid at today's catalogue price, it is not what the purchase said: nothing reprices it.
    expect((await (await notify(pay(transactionId, "approved", 19990))).json()).outcome).toBe("mismatch");
    expect(await balance(userId)).toBe(0);
    const paymentId = pay(transactionId, "approved", 22370);
    expect((await (await notify(paymentId)).json()).outcome).toBe("credited");
    expect(await balance(userId)).toBe(5);
    const [listed] = (await browser.get("/api/payments")).json.payments;
    expect(listed).toMatchObject({ id: transactionId, status: "aprobado", amount: 22370, paymentId });
  });
});

describe("POST /api/checkout", () => {
  it("prices the preference from the catalogue, whatever amount the browser sends", async () => {
    const { browser, userId } = await buyer();
    const res = await checkout(browser, { packId: "simple", amount: 1, price: 1, unit_price: 1 });
    expect(res.status).toBe(201);
    expect(res.json.redirectUrl).toMatch(/^https:\/\/www\.mercadopago\.cl\/checkout/);
    const pref = mp.preferences.at(-1);
    expect(pref?.body).toMatchObject({
      items: [{ id: "simple", quantity: 1, currency_id: "CLP", unit_price: 6390 }],
      external_reference: res.json.transactionId,
      auto_return: "approved",
      back_urls: {
        success: "http://localhost:3000/payment/success",
        failure: "http://localhost:3000/payment/error",
        pending: "http://localhost:3000/payment/pending",
      },
      notification_url: "http://localhost:3000/api/webhooks/mercadopago?source_news=webhooks",
    });
    expect(pref?.idempotencyKey).toBe(res.json.transactionId);
    const [tx] = await t.db.select().from(transactions).where(eq(transactions.id, res.json.transactionId));
    expect(tx).toMatchObject({ userId, amount: 6390, status: "pendiente", provider: "mercadopago" });
  });

  it.each([
    [{ packId: "no-existe" }, 400, "El pack seleccionado no existe"],
    [
      { packId: "flota-10" },
      400,
      "Los packs flota son para automotoras: contáctanos, o crea la cuenta de tu automotora y cómpralos como administrador.",
    ],
    [{ packId: "prueba" }, 400, "El pack seleccionado no existe"],
    [{}, 400, "El pack seleccionado no existe"],
  ])("refuses %j", async (body, status, error) => {
    const { browser } = await buyer();
    const res = await checkout(browser, body);
    expect(res.status).toBe(status);
    expect(res.json.error).toBe(error);
  });

  it("needs a session", async () => {
    const res = await client(t.app).post("/api/checkout", { packId: "simple" });
    expect(res.status).toBe(401);
  });

  it("Mercado Pago down: the spec's error, the purchase marked failed, nothing charged", async () => {
    const { browser, userId } = await buyer();
    mp.setDown(true);
    try {
      const res = await checkout(browser, { packId: "simple" });
      expect(res.status).toBe(503);
      expect(res.json.error).toBe("No se pudo crear la preferencia de pago");
    } finally {
      mp.setDown(false);
    }
    const rows = await t.db.select().from(transactions).where(eq(transactions.userId, userId));
    expect(rows.map((r) => r.status)).toEqual(["fallido"]);
    expect(await balance(userId)).toBe(0);
  });
});

describe("POST /api/webhooks/mercadopago", () => {
  async function pendingPurchase(packId = "simple") {
    const b = await buyer();
    const res = await checkout(b.browser, { packId });
    return { ...b, transactionId: res.json.transactionId as string };
  }

  it("refuses a missing or wrong signature with 401 and changes nothing", async () => {
    const { userId, transactionId } = await pendingPurchase();
    const paymentId = pay(transactionId, "approved", 6390);
    expect((await notify(paymentId, { signature: null })).status).toBe(401);
    expect((await notify(paymentId, { secret: "another-secret" })).status).toBe(401);
    expect(await balance(userId)).toBe(0);
  });

  it("refuses a correctly signed notification replayed after five minutes", async () => {
    const { userId, transactionId } = await pendingPurchase();
    const paymentId = pay(transactionId, "approved", 6390);
    const res = await notify(paymentId, { signedAt: Date.now() - 6 * 60 * 1000 });
    expect(res.status).toBe(401);
    expect(await balance(userId)).toBe(0);
    expect((await notify(paymentId, { signedAt: Date.now() - 60 * 1000 })).status).toBe(200);
    expect(await balance(userId)).toBe(1);
  });

  it("credits an approved payment exactly once, however often it is notified", async () => {
    const { browser, userId, transactionId } = await pendingPurchase();
    const paymentId = pay(transactionId, "approved", 6390);
    for (let i = 0; i < 3; i++) expect((await notify(paymentId)).status).toBe(200);
    expect(await balance(userId)).toBe(1);
    const me = (await browser.get("/api/me")).json;
    expect(me.credits).toEqual({ trialsLeft: 3, purchasedLeft: 1 });
    const list = (await browser.get("/api/payments")).json.payments;
    expect(list[0]).toMatchObject({
      status: "aprobado",
      amount: 6390,
      paymentId,
      concept: "Pack Simple (1 informe)",
    });
  });

  it("50 parallel deliveries of the same approval credit once", async () => {
    const { userId, transactionId } = await pendingPurchase("max");
    const paymentId = pay(transactionId, "approved", 19990);
    const answers = await Promise.all(Array.from({ length: 50 }, () => notify(paymentId)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await balance(userId)).toBe(5);
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
    expect(ledger.filter((r) => r.kind === "purchase")).toHaveLength(1);
  });

  it("a late notification of an older, failed attempt does not undo an approved purchase", async () => {
    const { userId, transactionId } = await pendingPurchase();
    const rejected = pay(transactionId, "rejected", 6390);
    const approved = pay(transactionId, "approved", 6390);
    await notify(approved);
    await notify(rejected);
    const [tx] = await t.db.select().from(transactions).where(eq(transactions.id, transactionId));
    expect(tx?.status).toBe("aprobado");
    expect(await balance(userId)).toBe(1);
  });

  it("maps rejected and pending payments to the spec's estados", async () => {
    const a = await pendingPurchase();
    await notify(pay(a.transactionId, "rejected", 6390));
    const b = await pendingPurchase();
    await notify(pay(b.transactionId, "in_process", 6390));
    const list = async (browser: ReturnType<typeof client>) =>
      (await browser.get("/api/payments")).json.payments;
    expect((await list(a.browser))[0].status).toBe("rechazado");
    expect((await list(b.browser))[0]).toMatchObject({ status: "pendiente" });
    expect((await list(b.browser))[0].redirectUrl).toMatch(/mercadopago/);
  });

  it("refuses a payment whose amount or currency does not match, and credits nothing", async () => {
    const { userId, transactionId } = await pendingPurchase();
    expect((await (await notify(pay(transactionId, "approved", 100))).json()).outcome).toBe("mismatch");
    expect((await (await notify(pay(transactionId, "approved", 6390, "USD"))).json()).outcome).toBe(
      "mismatch",
    );
    expect(await balance(userId)).toBe(0);
  });

  it("a refund takes back the reports not yet used", async () => {
    const { browser, userId, transactionId } = await pendingPurchase("max");
    const paymentId = pay(transactionId, "approved", 19990);
    await notify(paymentId);
    // Spend the trials, then two of the five purchased reports.
    await t.db.update(creditAccounts).set({ trialsLeft: 0 }).where(eq(creditAccounts.userId, userId));
    for (const plate of ["BBCL10", "TAGD40"])
      expect((await browser.post("/api/reports", { plate })).status).toBe(201);
    expect(await balance(userId)).toBe(3);

    mp.setPayment({ id: paymentId, status: "refunded", externalReference: transactionId, amount: 19990 });
    await notify(paymentId);
    await notify(paymentId);
    expect(await balance(userId)).toBe(0);
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
    expect(ledger.find((r) => r.kind === "refund")?.purchasedDelta).toBe(-3);
    expect((await browser.get("/api/payments")).json.payments[0].status).toBe("reembolsado");
    // The reports already made stay.
    expect((await browser.get("/api/reports")).json.reports).toHaveLength(2);
  });

  it("a notification about an unknown payment or another topic is acknowledged and ignored", async () => {
    expect((await notify("424242")).status).toBe(200);
  });
});

describe("the return page's safety net", () => {
  it("confirms the user's own payment before the webhook arrives, once", async () => {
    const { browser, userId } = await buyer();
    const { transactionId } = (await checkout(browser, { packId: "simple" })).json;
    const paymentId = pay(transactionId, "approved", 6390);
    const res = await browser.post("/api/payments/confirm", { paymentId });
    expect(res.json.outcome).toBe("credited");
    expect((await browser.post("/api/payments/confirm", { paymentId })).json.outcome).toBe(
      "already_credited",
    );
    await notify(paymentId);
    expect(await balance(userId)).toBe(1);
  });

  it("cannot confirm someone else's payment", async () => {
    const owner = await buyer();
    const { transactionId } = (await checkout(owner.browser, { packId: "simple" })).json;
    const paymentId = pay(transactionId, "approved", 6390);
    const intruder = await buyer();
    expect((await intruder.browser.post("/api/payments/confirm", { paymentId })).json.outcome).toBe(
      "ignored",
    );
    expect(await balance(owner.userId)).toBe(0);
  });
});

describe("GET /api/payments: checkouts left before paying", () => {
  const dayAgo = () => new Date(Date.now() - 25 * 3_600_000);
  const age = (transactionId: string) =>
    t.db.update(transactions).set({ createdAt: dayAgo() }).where(eq(transactions.id, transactionId));

  it("a checkout the gateway never heard of reads 'sin completar' a day on, with nothing to complete", async () => {
    const { browser } = await buyer();
    const left = (await checkout(browser, { packId: "simple" })).json.transactionId as string;
    const waiting = (await checkout(browser, { packId: "max" })).json.transactionId as string;
    await notify(pay(waiting, "in_process", 19990));
    const payments = async () =>
      Object.fromEntries(
        (await browser.get("/api/payments")).json.payments.map((p: { id: string }) => [p.id, p]),
      );

    expect((await payments())[left]).toMatchObject({ status: "pendiente", redirectUrl: expect.any(String) });
    await age(left);
    await age(waiting);
    const after = await payments();
    expect(after[left]).toMatchObject({ status: "sin_completar", redirectUrl: null });
    // A payment the gateway said was pending is really waiting, however long it takes.
    expect(after[waiting]).toMatchObject({ status: "pendiente", redirectUrl: expect.any(String) });
  });

  it("a checkout left, then the same pack bought, is not shown as pending beside the purchase", async () => {
    const { browser } = await buyer();
    const left = (await checkout(browser, { packId: "plus" })).json.transactionId as string;
    const bought = (await checkout(browser, { packId: "plus" })).json.transactionId as string;
    // Rows made in the same millisecond would tie; the one left came first.
    await t.db
      .update(transactions)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(transactions.id, left));
    await notify(pay(bought, "approved", 12790));
    const [newest, oldest] = (await browser.get("/api/payments")).json.payments;
    expect(newest).toMatchObject({ id: bought, status: "aprobado" });
    expect(oldest).toMatchObject({ id: left, status: "sin_completar", redirectUrl: null });
  });
});
