import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatDate, santiagoDate } from "#domain/format";
import { CLOSING_NOTE_MESSAGE } from "#domain/forms/privacy-request";
import { CONSENT_DOCUMENTS, CONSENT_REQUIRED_MESSAGE, LEGAL_TEXT } from "#domain/privacy/legal";
import { RETENTION_PERIODS } from "#domain/privacy/retention";
import { RIGHTS, rightsDeadline } from "#domain/privacy/rights";
import { acceptTerms, leaveSignUpSuccess } from "./support/accounts";
import {
  baseUrl,
  expectAccessible,
  gotoInteractive,
  lastMailTo,
  launchBrowser,
  newPage,
  uniqueEmail,
  untilInteractive,
} from "./support/browser";
import { expectNoHorizontalScroll } from "./support/layout";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const VERSION_LINE = `Versión ${LEGAL_TEXT.version}, vigente desde el ${formatDate(LEGAL_TEXT.effectiveDate)}`;
const CONTROLLER_TERMS = ["Nombre o razón social", "RUT", "Domicilio", "Correo electrónico de contacto"];

type TController = { name: string; rut: string; address: string; email: string };
const siteController = async (): Promise<TController> =>
  ((await (await fetch(`${baseUrl()}/api/site`)).json()) as { controller: TController }).controller;

/** The controller block shows the deployment's values, whether the server or the script wrote them. */
async function expectController(page: Page, controller: TController) {
  const details = page.locator("dl").first();
  for (const term of CONTROLLER_TERMS) await details.getByText(term, { exact: true }).waitFor();
  for (const value of Object.values(controller)) await details.getByText(value).first().waitFor();
  expect(await details.textContent()).not.toContain("%CONTROLLER");
}

describe("the legal texts", () => {
  it("serves /privacidad and /terminos complete, the controller written in, with JavaScript disabled", async () => {
    const controller = await siteController();
    for (const path of ["/privacidad", "/terminos"]) {
      const res = await fetch(baseUrl() + path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).not.toContain("%CONTROLLER");
      expect(html, path).toContain(`<link rel="canonical" href="${baseUrl()}${path}"/>`);
    }

    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: baseUrl(),
      locale: "es-CL",
    });
    const page = await context.newPage();
    await page.goto("/privacidad");
    await page.getByRole("heading", { name: "Política de privacidad", level: 1 }).waitFor();
    await page.getByText(VERSION_LINE).waitFor();
    await expectController(page, controller);
    for (const name of [
      "Qué datos tratamos",
      "Para qué los usamos y con qué base legal",
      "Con quién compartimos tus datos",
      "Cuánto tiempo guardamos tus datos",
      "Tus derechos",
      "Cómo ejercer tus derechos",
      "Reclamos ante la autoridad",
      "Si ocurre una brecha de seguridad",
    ]) {
      await page.getByRole("heading", { name, level: 2, exact: true }).waitFor();
    }
    const table = page.getByRole("table", { name: "Plazos de conservación de los datos personales" });
    const rows = await table
      .locator("tbody tr")
      .evaluateAll((trs) =>
        trs.map((tr) => [tr.querySelector("th")?.textContent, tr.querySelector("td")?.textContent]),
      );
    expect(rows).toEqual(RETENTION_PERIODS.map(({ data, period }) => [data, period]));
    for (const right of RIGHTS) await page.getByText(`${right.label}: ${right.description}`).waitFor();
    await page.getByText("15 días hábiles").first().waitFor();
    await page.getByText("Agencia de Protección de Datos Personales").first().waitFor();
    const form = page.getByRole("link", { name: "formulario de solicitud de derechos" });
    expect(await form.getAttribute("href")).toBe("/privacidad/solicitud");

    await page.goto("/terminos");
    await page.getByRole("heading", { name: "Términos de servicio", level: 1 }).waitFor();
    await page.getByText(VERSION_LINE).waitFor();
    await expectController(page, controller);
    for (const name of ["Enlaces compartidos", "Uso aceptable", "Límites de responsabilidad"]) {
      await page.getByRole("heading", { name, level: 2, exact: true }).waitFor();
    }
    await page.getByText("Registro Civil").waitFor();
    await context.close();
  });

  it("reaches both texts from the footer and shows them accessibly", async () => {
    const controller = await siteController();
    const page = await newPage(browser, 360);
    await gotoInteractive(page, "/");
    const footer = page.getByRole("navigation", { name: "Pie de página" });
    await footer.getByRole("link", { name: "Privacidad" }).click();
    await page.waitForURL("**/privacidad");
    await page.getByRole("heading", { name: "Política de privacidad", level: 1 }).waitFor();
    await expectController(page, controller);
    await expectAccessible(page, "privacy policy");
    await expectNoHorizontalScroll(page, "privacy policy");

    await footer.getByRole("link", { name: "Términos" }).click();
    await page.waitForURL("**/terminos");
    await page.getByRole("heading", { name: "Términos de servicio", level: 1 }).waitFor();
    await expectController(page, controller);
    await expectAccessible(page, "terms of service");
    await expectNoHorizontalScroll(page, "terms of service");
    await page.context().close();
  });
});

describe("a rights request", () => {
  it("checks the form, sends it and tells the legal deadline", async () => {
    const page = await newPage(browser, 360);
    const email = uniqueEmail("derechos");
    await gotoInteractive(page, "/privacidad/solicitud");
    await page.getByRole("heading", { name: "Solicitud de derechos sobre tus datos", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    for (const message of [
      "Por favor ingresa un RUT válido",
      "Por favor ingresa una patente válida",
      "Por favor ingresa un correo electrónico válido (debe contener @ y un dominio válido)",
      "Elige el derecho que quieres ejercer",
    ]) {
      await page.getByText(message).waitFor();
    }
    const rut = page.getByLabel("RUT", { exact: true });
    expect(await rut.getAttribute("aria-invalid")).toBe("true");
    await expectAccessible(page, "rights request with errors");
    await expectNoHorizontalScroll(page, "rights request");

    await rut.fill("12.345.678-5");
    await page.getByLabel("Patente").fill("bbcl10");
    await page.getByLabel("Correo electrónico").fill(email);
    const opposition = page.getByRole("radio", { name: "Oposición", exact: true });
    await opposition.check();
    expect(await opposition.getAttribute("aria-describedby")).toBeTruthy();
    await page.getByLabel("Mensaje (opcional)").fill("No quiero que se muestre mi nombre.");
    await page.getByRole("button", { name: "Enviar solicitud" }).click();

    await page.getByRole("heading", { name: "Solicitud recibida", level: 1 }).waitFor();
    await page.getByText(`Te enviamos un correo de confirmación a ${email}`).waitFor();
    const deadline = formatDate(rightsDeadline(santiagoDate(new Date()) ?? ""));
    await page.getByText(deadline, { exact: true }).waitFor();
    await expectAccessible(page, "rights request sent");
    const mail = await lastMailTo(email, "Recibimos tu solicitud de datos personales");
    expect(mail.text).toContain(deadline);
    await page.context().close();
  });
});

describe("an account's privacy", () => {
  it("asks for consent on sign-up, downloads the account's data and keeps the team's page to the team", async () => {
    const page = await newPage(browser, 390);
    const email = uniqueEmail("consentimiento");
    await page.goto("/register");
    await page.getByRole("button", { name: /Comienza/ }).click();
    await page.getByLabel("Nombre", { exact: true }).fill("Ignacia");
    await page.keyboard.press("Enter");
    await page.getByLabel("Apellido").fill("Fuentes");
    await page.keyboard.press("Enter");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.keyboard.press("Enter");
    await page.getByLabel("Contraseña").fill("clave-consentimiento");
    await page.keyboard.press("Enter");

    // The last step: without the box ticked, nothing is sent.
    const consent = page.getByRole("checkbox", {
      name: "Acepto los Términos de servicio y la Política de privacidad",
    });
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    const refusal = page.getByText(CONSENT_REQUIRED_MESSAGE);
    await refusal.waitFor();
    expect(await consent.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await consent.getAttribute("aria-describedby"))?.split(" ") ?? [];
    expect(describedBy).toContain(await refusal.getAttribute("id"));
    for (const [name, href] of [
      ["Términos de servicio", "/terminos"],
      ["Política de privacidad", "/privacidad"],
    ] as const) {
      const link = page.getByRole("link", { name: new RegExp(`^${name}`) });
      expect(await link.getAttribute("href")).toBe(href);
      expect(await link.getAttribute("target")).toBe("_blank");
    }
    await expectAccessible(page, "register consent refused");

    await acceptTerms(page);
    expect(await refusal.count()).toBe(0);
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await leaveSignUpSuccess(page);

    await gotoInteractive(page, "/dashboard/cuenta");
    await page.getByText("perfil, informes, pagos y consentimientos, en formato JSON").waitFor();
    // Not on the privacy team: no way to its page, which refuses in Spanish anyway.
    expect(await page.getByRole("link", { name: "Solicitudes de privacidad" }).count()).toBe(0);
    await expectAccessible(page, "account with the data download");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Descargar mis datos" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^patente-clara-mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), "utf8"));
    expect(data.profile.email).toBe(email);
    expect(
      data.consents.map((c: { document: string; version: string }) => [c.document, c.version]).sort(),
    ).toEqual(CONSENT_DOCUMENTS.map((document) => [document, LEGAL_TEXT.version]).sort());

    await gotoInteractive(page, "/admin/privacidad");
    await page.getByText("Esta sección es solo para el equipo de privacidad.").waitFor();
    expect(await page.getByRole("button", { name: "Reintentar" }).count()).toBe(0);

    await page.context().close();
  });

  it("lets the privacy team answer a request, which then leaves the open list", async () => {
    // A vehicle owner without an account asks, as /privacidad/solicitud does.
    const asked = await fetch(`${baseUrl()}/api/privacy-requests`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.250.7.1" },
      body: JSON.stringify({
        rut: "12.345.678-5",
        plate: "OPOS90",
        email: uniqueEmail("propietario"),
        right: "oposicion",
        message: "No quiero que se muestre mi nombre.",
      }),
    });
    expect(asked.status).toBe(201);
    const { deadline } = (await asked.json()) as { deadline: string };

    // An operator granted on the server before it started (e2e/support/global-setup.ts).
    const officer = inject("privacyOfficer");
    const page = await newPage(browser, 390);
    await page.goto("/dashboard/cuenta");
    await page.waitForURL("**/login?redirect=%2Fdashboard%2Fcuenta");
    await untilInteractive(page);
    await page.getByLabel("Correo electrónico").fill(officer.email);
    await page.getByLabel("Contraseña").fill(officer.password);
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await page.waitForURL("**/dashboard/cuenta");
    await page.getByRole("link", { name: "Solicitudes de privacidad" }).click();
    await page.waitForURL("**/admin/privacidad");
    const card = page.getByRole("article", { name: "Oposición · OPOS90" });
    await card.getByText("12.345.678-5").waitFor();
    await card.getByText(formatDate(deadline)).waitFor();
    await card.getByRole("button", { name: "Cerrar solicitud" }).click();
    await card.getByText("Indica si la solicitud se acepta o se rechaza").waitFor();
    await card.getByText(CLOSING_NOTE_MESSAGE).waitFor();
    await expectAccessible(page, "privacy requests with errors");
    await expectNoHorizontalScroll(page, "privacy requests");

    await card.getByRole("radio", { name: "Aceptada" }).check();
    await card.getByLabel("Nota de cierre").fill("  Ocultamos tu nombre. ");
    await card.getByRole("button", { name: "Cerrar solicitud" }).click();
    await page
      .getByRole("status")
      .getByText(/^Solicitud cerrada\./)
      .waitFor();
    await card.getByText("Aceptada", { exact: true }).waitFor();
    expect(await card.getByRole("button", { name: "Cerrar solicitud" }).count()).toBe(0);
    await expectAccessible(page, "privacy requests after closing one");
    await page.context().close();
  });
});
