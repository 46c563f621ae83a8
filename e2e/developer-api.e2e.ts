import { randomUUID } from "node:crypto";
import { type APIRequestContext, type Browser, type Page, request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roleDuties } from "#domain/organisation/roles";
import { computeDv } from "#domain/rut";
import { signInAs } from "./support/accounts";
import {
  baseUrl,
  expectAccessible,
  gotoInteractive,
  lastMailTo,
  launchBrowser,
  newPage,
} from "./support/browser";
import { expectNoHorizontalScroll } from "./support/layout";

// Issue 31 as a dealer's developer meets it: an administrador makes an API key in the dashboard, sees it
// once, their system uses it from outside any browser, and the key stops working the moment it is
// revoked; /desarrolladores draws the reference from our own origin, under our Content-Security-Policy.

let browser: Browser;
let dms: APIRequestContext;
beforeAll(async () => {
  browser = await launchBrowser();
  // The dealer's system: no browser, no cookie, its own address.
  dms = await request.newContext({
    baseURL: baseUrl(),
    extraHTTPHeaders: { "x-forwarded-for": "10.31.0.1" },
  });
});
afterAll(async () => {
  await dms?.dispose();
  await browser?.close();
});

const PHONE = { width: 390, height: 844 } as const;

/** A RUT empresa no other run has used: the database refuses a second automotora with one. */
function freshCompanyRut(): string {
  const body = 79_000_000 + Math.floor(Math.random() * 900_000);
  return `${body}-${computeDv(body)}`;
}

/**
 * An administrador of a new automotora with Flota 10 on its balance, set up through the same /api calls
 * its pages make (the dealer e2e walks those pages), and the gateway's approval.
 */
async function administradorWithCredits(key: "apiAdmin" | "apiSellersAdmin"): Promise<Page> {
  const admin = await newPage(browser, PHONE.width, PHONE.height);
  await signInAs(admin, key);
  const headers = { origin: baseUrl() };
  const created = await admin.request.post("/api/organisation", {
    headers,
    data: {
      legalName: "Automotora Quilín SpA",
      rut: freshCompanyRut(),
      businessActivity: "Compraventa de vehículos motorizados",
      address: "Av. Quilín 3456",
      comuna: "Macul",
      billingEmail: "facturas@quilin.cl",
      displayName: "Autos Quilín",
    },
  });
  expect(created.status()).toBe(201);
  const checkout = await admin.request.post("/api/checkout", { headers, data: { packId: "flota-10" } });
  expect(checkout.status()).toBe(201);
  await admin.goto((await checkout.json()).redirectUrl);
  await admin.getByRole("button", { name: "Aprobar" }).click();
  await admin.waitForURL("**/payment/success?*");
  return admin;
}

/**
 * Scrolls down as a reader does until `name` is on screen: the reference draws its operations only as they
 * come near the viewport.
 */
async function scrollToHeading(page: Page, name: string) {
  const heading = page.getByRole("heading", { name }).first();
  for (let turn = 0; turn < 60 && !(await heading.isVisible()); turn++) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(150);
  }
  await heading.waitFor();
}

/** The titles the published document gives an operation, in whatever words it uses. */
async function operationTitle(page: Page, path: string, method: "get" | "post"): Promise<string> {
  const document = await (await page.request.get("/api/openapi.json")).json();
  return document.paths[path][method].summary;
}

const askForReport = (key: string) =>
  dms.post("/api/v1/reports", {
    headers: { authorization: `Bearer ${key}`, "idempotency-key": randomUUID() },
    data: { plate: "BBCL10" },
  });

describe("the dealer API", () => {
  it("makes a key shown once, reports with it from outside the browser, and refuses it once revoked", async () => {
    const admin = await administradorWithCredits("apiAdmin");

    // From the automotora's page to its keys.
    await admin.goto("/dashboard/automotora");
    await admin.getByRole("link", { name: "Claves de API y webhooks" }).click();
    await admin.waitForURL("**/dashboard/automotora/api");
    await admin.getByRole("heading", { name: "API y webhooks", level: 1 }).waitFor();
    await admin.getByText("Aún no hay claves.", { exact: false }).waitFor();
    await expectAccessible(admin, "API section, no key yet");
    await expectNoHorizontalScroll(admin, "API section, no key yet");

    await admin.getByLabel("Nombre de la clave").fill("DMS Quilín");
    await admin.getByRole("button", { name: "Crear clave" }).click();
    await admin.getByText("No la volverás a ver: cópiala y guárdala ahora.").waitFor();
    const secret = (await admin.getByText(/^pc_live_[A-Za-z0-9_-]{43}$/).textContent())?.trim() ?? "";
    expect(secret).toMatch(/^pc_live_[A-Za-z0-9_-]{43}$/);
    await expectAccessible(admin, "API section, a new key shown once");
    await expectNoHorizontalScroll(admin, "API section, a new key shown once");

    // Put away, it is listed by its prefix alone, and no page shows it again.
    await admin.getByRole("button", { name: "Ya la guardé" }).click();
    // Focus stays in the section the secret was in, not back at the page's start.
    await expect.poll(() => admin.evaluate(() => document.activeElement?.textContent)).toBe("Claves de API");
    const keys = admin.getByRole("list", { name: "Claves de API" });
    const row = keys.getByRole("listitem").filter({ hasText: "DMS Quilín" });
    await row.getByText(`${secret.slice(0, 12)}…`).waitFor();
    await row.getByText("Activa").waitFor();
    await row.getByText("Sin uso todavía", { exact: false }).waitFor();
    await admin.reload();
    await row.waitFor();
    expect(await admin.content()).not.toContain(secret);

    // The dealer's system asks for a report with it: accepted, and it can follow it.
    const accepted = await askForReport(secret);
    expect(accepted.status()).toBe(202);
    const { id, status } = await accepted.json();
    expect(["queued", "running", "done"]).toContain(status);
    const followed = await dms.get(`/api/v1/reports/${id}`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(followed.status()).toBe(200);
    expect((await followed.json()).id).toBe(id);

    // The dashboard says it was used; revoked there, the next request is refused.
    await admin.reload();
    await row.getByText(/Último uso: \d{2}-\d{2}-\d{4} \d{2}:\d{2}/).waitFor();
    await row.getByRole("button", { name: "Revocar la clave DMS Quilín" }).click();
    await admin.getByRole("group", { name: "¿Revocar la clave «DMS Quilín»?" }).waitFor();
    await admin.getByRole("button", { name: "Sí, revocar" }).click();
    await row.getByText("Revocada", { exact: true }).waitFor();
    await expectAccessible(admin, "API section, the key revoked");

    const refused = await askForReport(secret);
    expect(refused.status()).toBe(401);
    expect((await refused.json()).error.code).toBe("invalid_api_key");
  });

  it("tells a vendedor the keys are an administrador's, and refuses them one", async () => {
    const admin = await administradorWithCredits("apiSellersAdmin");
    const seller = await newPage(browser, PHONE.width, PHONE.height);
    const { email: sellerEmail } = await signInAs(seller, "apiSeller");
    const headers = { origin: baseUrl() };
    const invited = await admin.request.post("/api/organisation/invites", {
      headers,
      data: { email: sellerEmail, role: "vendedor" },
    });
    expect(invited.status()).toBe(201);
    const mail = await lastMailTo(sellerEmail, "Te invitaron a Autos Quilín en Patente Clara");
    const token = /invitacion\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    const joined = await seller.request.post("/api/organisation/invites/accept", {
      headers,
      data: { token },
    });
    expect(joined.status()).toBe(200);

    // The automotora's page has no way to the keys for them, and says a vendedor does not connect the API.
    await seller.goto("/dashboard/automotora");
    await seller.getByRole("heading", { name: "Autos Quilín", level: 1 }).waitFor();
    await seller
      .getByText(`${roleDuties("vendedor")} Eso lo hace un administrador.`, { exact: true })
      .waitFor();
    expect(await seller.getByRole("link", { name: "Claves de API y webhooks" }).count()).toBe(0);

    // Opened by its address, the API's page says why, and offers nothing to make.
    await seller.goto("/dashboard/automotora/api");
    await seller.getByRole("heading", { name: "API y webhooks", level: 1 }).waitFor();
    await seller
      .getByText("Solo un administrador de Autos Quilín puede crear claves de API y registrar webhooks.")
      .waitFor();
    expect(await seller.getByRole("button", { name: "Crear clave" }).count()).toBe(0);
    expect(await seller.getByLabel("Nombre de la clave").count()).toBe(0);
    await expectAccessible(seller, "API section, as a vendedor");
    await expectNoHorizontalScroll(seller, "API section, as a vendedor");

    // Nor does the API make one behind the page's back.
    const refused = await seller.request.post("/api/organisation/api-keys", {
      headers,
      data: { name: "Mía" },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error).toBe("Solo un administrador de la automotora puede hacer esto.");
  });

  it("draws the reference on /desarrolladores from our origin, and the home page does not load it", async () => {
    const page = await newPage(browser, 1280, 800);
    const requested: string[] = [];
    page.on("request", (r) => requested.push(r.url()));

    await gotoInteractive(page, "/");
    await page.waitForLoadState("networkidle");
    expect(requested.filter((url) => url.includes("mount-api-reference"))).toEqual([]);

    // The footer leads there.
    await page.getByRole("contentinfo").getByRole("link", { name: "API para desarrolladores" }).click();
    await page.waitForURL("**/desarrolladores");
    await page.getByRole("heading", { name: "La API de Patente Clara", level: 1 }).waitFor();
    await page.getByRole("heading", { name: "Paso 2: Pide un informe" }).waitFor();

    // An operation of /api/v1 under the title the published document gives it.
    await page.getByRole("heading", { name: "Referencia de la API" }).scrollIntoViewIfNeeded();
    await scrollToHeading(page, await operationTitle(page, "/api/v1/reports", "post"));
    // The sidebar lists every operation drawn: none of the browser's own routes.
    await page
      .getByText(await operationTitle(page, "/api/v1/lots", "post"))
      .first()
      .waitFor();
    expect(await page.getByText(await operationTitle(page, "/api/me", "get")).count()).toBe(0);

    expect(requested.filter((url) => !url.startsWith(baseUrl()))).toEqual([]);
    await expectAccessible(page, "developers page with the reference");
  });

  it("fits a phone", async () => {
    const page = await newPage(browser, PHONE.width, PHONE.height);
    await gotoInteractive(page, "/desarrolladores");
    await page.getByRole("heading", { name: "Referencia de la API" }).scrollIntoViewIfNeeded();
    await scrollToHeading(page, await operationTitle(page, "/api/v1/reports", "post"));
    await expectNoHorizontalScroll(page, "developers page on a phone");
    await expectAccessible(page, "developers page on a phone");
  });
});
