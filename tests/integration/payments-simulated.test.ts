import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ORIGIN, signedInClient, type TestApp } from "../support/test-app";

// With no Mercado Pago token a purchase runs end to end on the built-in gateway, through the same
// webhook and signature check as the real one.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function pressGatewayButton(path: string, accion: string) {
  return t.app.request(path, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ accion }).toString(),
    redirect: "manual",
  });
}

describe("the simulated gateway", () => {
  it("shows the order and, approved, credits the pack and returns like Mercado Pago", async () => {
    const browser = await signedInClient(t);
    const { redirectUrl, transactionId } = (await browser.post("/api/checkout", { packId: "plus" })).json;
    expect(redirectUrl).toBe(`/dev/pasarela/${transactionId}`);

    const page = await t.app.request(redirectUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Pack Plus (3 informes)");
    expect(html).toContain("$12.790");
    expect(html).toContain("Dejar pendiente");

    const back = await pressGatewayButton(redirectUrl, "aprobar");
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get("location") as string, ORIGIN);
    expect(location.pathname).toBe("/payment/success");
    expect(location.searchParams.get("status")).toBe("approved");
    expect(location.searchParams.get("external_reference")).toBe(transactionId);
    expect(location.searchParams.get("payment_id")).toMatch(/^\d{10}$/);

    expect((await browser.get("/api/me")).json.credits).toEqual({ trialsLeft: 3, purchasedLeft: 3 });
  });

  it("a rejected payment returns to the error page and can be retried", async () => {
    const browser = await signedInClient(t);
    const { redirectUrl } = (await browser.post("/api/checkout", { packId: "simple" })).json;
    const back = await pressGatewayButton(redirectUrl, "rechazar");
    expect(new URL(back.headers.get("location") as string, ORIGIN).pathname).toBe("/payment/error");
    expect((await browser.get("/api/payments")).json.payments[0].status).toBe("rechazado");
    expect((await browser.get("/api/me")).json.credits.purchasedLeft).toBe(0);

    const pending = await pressGatewayButton(redirectUrl, "pendiente");
    expect(new URL(pending.headers.get("location") as string, ORIGIN).pathname).toBe("/payment/pending");
  });

  it("refuses a gateway form posted from another site", async () => {
    const browser = await signedInClient(t);
    const { redirectUrl } = (await browser.post("/api/checkout", { packId: "simple" })).json;
    const res = await t.app.request(redirectUrl, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "accion=aprobar",
    });
    expect(res.status).toBe(403);
    expect((await browser.get("/api/me")).json.credits.purchasedLeft).toBe(0);
  });
});
