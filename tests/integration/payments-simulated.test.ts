import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededClient } from "../support/seed";
import { type client, createTestApp, ORIGIN, type TestApp } from "../support/test-app";

// With no Mercado Pago token a purchase runs end to end on the built-in gateway, through the same
// webhook and signature check as the real one.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Browser = ReturnType<typeof client>;

const cookieOf = (browser?: Browser): Record<string, string> =>
  browser ? { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {};

/** The gateway's page as `browser` opens it (no browser: a visitor without a session). */
const openGateway = (path: string, browser?: Browser) =>
  Promise.resolve(t.app.request(path, { headers: cookieOf(browser) }));

async function pressGatewayButton(path: string, accion: string, browser?: Browser) {
  return t.app.request(path, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", ...cookieOf(browser) },
    body: new URLSearchParams({ accion }).toString(),
    redirect: "manual",
  });
}

describe("the simulated gateway", () => {
  it("shows the order and, approved, credits the pack and returns like Mercado Pago", async () => {
    const browser = await seededClient(t);
    const { redirectUrl, transactionId } = (await browser.post("/api/checkout", { packId: "plus" })).json;
    expect(redirectUrl).toBe(`/dev/pasarela/${transactionId}`);

    const page = await openGateway(redirectUrl, browser);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Pack Plus (3 informes)");
    expect(html).toContain("$12.790");
    expect(html).toContain("Dejar pendiente");

    const back = await pressGatewayButton(redirectUrl, "aprobar", browser);
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get("location") as string, ORIGIN);
    expect(location.pathname).toBe("/payment/success");
    expect(location.searchParams.get("status")).toBe("approved");
    expect(location.searchParams.get("external_reference")).toBe(transactionId);
    expect(location.searchParams.get("payment_id")).toMatch(/^\d{10}$/);

    expect((await browser.get("/api/me")).json.credits).toEqual({ trialsLeft: 3, purchasedLeft: 3 });
  });

  it("a rejected payment returns to the error page and can be retried", async () => {
    const browser = await seededClient(t);
    const { redirectUrl } = (await browser.post("/api/checkout", { packId: "simple" })).json;
    const back = await pressGatewayButton(redirectUrl, "rechazar", browser);
    expect(new URL(back.headers.get("location") as string, ORIGIN).pathname).toBe("/payment/error");
    expect((await browser.get("/api/payments")).json.payments[0].status).toBe("rechazado");
    expect((await browser.get("/api/me")).json.credits.purchasedLeft).toBe(0);

    const pending = await pressGatewayButton(redirectUrl, "pendiente", browser);
    expect(new URL(pending.headers.get("location") as string, ORIGIN).pathname).toBe("/payment/pending");
  });

  it("refuses a gateway form posted from another site", async () => {
    const browser = await seededClient(t);
    const { redirectUrl } = (await browser.post("/api/checkout", { packId: "simple" })).json;
    const res = await t.app.request(redirectUrl, {
      method: "POST",
      headers: {
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
        ...cookieOf(browser),
      },
      body: "accion=aprobar",
    });
    expect(res.status).toBe(403);
    expect((await browser.get("/api/me")).json.credits.purchasedLeft).toBe(0);
  });

  it("belongs to the buyer: to a visitor or another account the payment does not exist", async () => {
    // Buying needs no confirmed e-mail: any account signed in.
    const buyer = await seededClient(t, { confirmed: false });
    const other = await seededClient(t, { confirmed: false });
    const { redirectUrl } = (await buyer.post("/api/checkout", { packId: "simple" })).json;
    for (const stranger of [undefined, other]) {
      const page = await openGateway(redirectUrl, stranger);
      expect(page.status).toBe(404);
      const html = await page.text();
      expect(html).toContain("Pago no encontrado");
      expect(html).not.toContain("Aprobar");
      const pressed = await pressGatewayButton(redirectUrl, "aprobar", stranger);
      expect(pressed.status).toBe(404);
      expect(await pressed.text()).toContain("Pago no encontrado");
    }
    expect((await buyer.get("/api/payments")).json.payments[0].status).toBe("pendiente");
    for (const browser of [buyer, other])
      expect((await browser.get("/api/me")).json.credits.purchasedLeft).toBe(0);
  });

  it("approves a purchase once: pressed again, or twice at once, nothing changes and nothing is credited", async () => {
    const browser = await seededClient(t, { confirmed: false });
    const first = (await browser.post("/api/checkout", { packId: "plus" })).json.redirectUrl;
    expect((await pressGatewayButton(first, "aprobar", browser)).status).toBe(303);
    for (const accion of ["aprobar", "rechazar", "pendiente"]) {
      const again = await pressGatewayButton(first, accion, browser);
      expect(again.status, accion).toBe(409);
      expect(await again.text()).toContain("Este pago ya fue aprobado");
    }
    const page = await openGateway(first, browser);
    expect(await page.text()).not.toContain("Aprobar");

    const second = (await browser.post("/api/checkout", { packId: "plus" })).json.redirectUrl;
    const statuses = await Promise.all(
      Array.from({ length: 4 }, () => pressGatewayButton(second, "aprobar", browser).then((r) => r.status)),
    );
    expect(statuses.sort()).toEqual([303, 409, 409, 409]);

    expect((await browser.get("/api/me")).json.credits.purchasedLeft).toBe(6);
    const payments = (await browser.get("/api/payments")).json.payments;
    expect(payments.map((p: { status: string }) => p.status)).toEqual(["aprobado", "aprobado"]);
  });
});
