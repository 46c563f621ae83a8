import { readFile } from "node:fs/promises";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfPages } from "../tests/support/report-pdf";
import { signInAs } from "./support/accounts";
import { baseUrl, expectAccessible, launchBrowser, newPage, untilInteractive } from "./support/browser";
import { generateReport } from "./support/check-screen";
import { demoVehicle } from "./support/demo-vehicle";
import { expectNoHorizontalScroll } from "./support/layout";

// Issue 27, on a phone (390×844): the car, its score and the verdict on the first screen; the actions in
// one bar that stays at hand; the author's own page whatever became of the link.

const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Whole on the screen as it stands, above the action bar's strip at the bottom. */
async function expectOnScreen(where: Locator, label: string) {
  const box = await where.boundingBox();
  expect(box, label).not.toBeNull();
  const { y, height } = box as { y: number; height: number };
  expect(y, label).toBeGreaterThanOrEqual(0);
  expect(y + height, label).toBeLessThanOrEqual(PHONE.height - 72);
}

/** The bar's buttons are on screen once the page is scrolled to its end. */
async function expectBarAtHandAtTheEnd(page: Page, button: Locator) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => window.scrollY > 0);
  const box = await button.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.y ?? -1) >= 0 && (box?.y ?? 0) + (box?.height ?? 0) <= PHONE.height).toBe(true);
  // Half way down the long sections too.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  const half = await button.boundingBox();
  expect((half?.y ?? 0) + (half?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
  expect(half?.y ?? -1).toBeGreaterThan(PHONE.height - 100);
}

describe("a report at a glance, on a phone", () => {
  it("opens from 'Mis reportes' on the author's page after the link was withdrawn, whole, with retry and PDF", async () => {
    const page = await newPage(browser, PHONE.width, PHONE.height);
    await signInAs(page, "glanceAuthor");
    const dialog = await generateReport(page, "PARC70");
    await dialog.getByRole("button", { name: "Cerrar" }).click();

    await page.goto("/dashboard/reportes");
    await untilInteractive(page);
    await page.getByRole("button", { name: "Retirar enlace" }).click();
    await page.getByRole("button", { name: "Sí, retirar enlace" }).click();
    await page.getByText("Enlace retirado", { exact: true }).waitFor();
    // Opened in the same tab, whatever became of the link.
    await page.getByRole("link", { name: "Ver reporte de PARC70" }).click();
    await page.waitForURL(/\/dashboard\/reportes\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split("/").at(-1);

    const { make, owner } = await demoVehicle("PARC70");
    const car = page.getByRole("heading", { level: 1, name: /PARC70/ });
    expect(await car.textContent()).toContain(make);
    expect(await page.title()).toBe("Informe PARC70 — Patente Clara");
    // The first screen: the car and its plate, the score, the verdict (provisional: sources are missing).
    await expectOnScreen(car, "car and plate");
    await expectOnScreen(page.getByRole("img", { name: /^Puntaje de confianza: \d+ de 100$/ }), "score");
    await expectOnScreen(page.getByText(/^Puntaje provisional: faltan 3 fuentes/).first(), "verdict");
    // The author's whole report, the retry of its pending sources and the state of the link.
    await page.getByText(owner.fullName).first().waitFor();
    await page.getByRole("button", { name: "Reintentar fuentes pendientes" }).waitFor();
    await page.getByText("Enlace retirado", { exact: true }).waitFor();
    // A withdrawn link is not offered to anyone: no 'Compartir'; the author's PDF stays.
    expect(await page.getByRole("button", { name: "Compartir" }).count()).toBe(0);
    const pdf = page.getByRole("link", { name: "Descargar PDF" });
    expect(await pdf.getAttribute("href")).toBe(`/api/reports/${id}/pdf`);
    const [download] = await Promise.all([page.waitForEvent("download"), pdf.click()]);
    expect((await readFile(await download.path())).subarray(0, 4).toString("latin1")).toBe("%PDF");
    await expectAccessible(page, "author's page, link withdrawn");
    await expectNoHorizontalScroll(page, "author's page");
    await expectBarAtHandAtTheEnd(page, pdf);
    await page.context().close();
  });

  it("leads the shared page with the car, its score and verdict, the seller checks before the sections", async () => {
    const author = await newPage(browser, PHONE.width, PHONE.height);
    await author.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    await signInAs(author, "glanceSharer");
    const dialog = await generateReport(author, "TAGD40");
    // The dialog's first screen is the same glance.
    await expectOnScreen(dialog.getByRole("heading", { level: 2, name: /TAGD40/ }), "dialog: car");
    const verdict =
      "Hay $229.830 en deudas; $42.380 pasan a quien compre: exige el pago antes de transferir.";
    await expectOnScreen(dialog.getByText(verdict, { exact: true }), "dialog: verdict");
    // The author's 'PDF' names the owner; the one to send on is offered beside it.
    await dialog.getByRole("button", { name: "Más" }).click();
    expect(await author.getByRole("menuitem", { name: /^PDF para compartir/ }).getAttribute("href")).toMatch(
      /^\/api\/public\/reports\/[A-Z0-9]{12}\/pdf$/,
    );
    await author.keyboard.press("Escape");
    // No share sheet in this browser: 'Compartir' copies the link and offers WhatsApp.
    await dialog.getByRole("button", { name: "Compartir" }).click();
    await dialog.getByRole("button", { name: "¡Copiado!" }).waitFor();
    const offer = author.getByRole("dialog").filter({ hasText: "Enlace copiado" });
    expect(await offer.getByRole("link", { name: /^WhatsApp/ }).getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\//,
    );
    const link = await author.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseUrl()}/reporte/[A-Z0-9]{12}$`));

    const visitor = await newPage(browser, PHONE.width, PHONE.height);
    await visitor.goto(link);
    await untilInteractive(visitor);
    const { make } = await demoVehicle("TAGD40");
    const car = visitor.getByRole("heading", { level: 1, name: /TAGD40/ });
    expect(await car.textContent()).toContain(make);
    await expectOnScreen(car, "shared: car and plate");
    await expectOnScreen(
      visitor.getByRole("img", { name: "Puntaje de confianza: 95 de 100" }),
      "shared: score",
    );
    await expectOnScreen(visitor.getByText(verdict, { exact: true }), "shared: verdict");
    await expectOnScreen(visitor.getByRole("link", { name: "2 alertas" }), "shared: alerts");
    // The seller checks come before the long sections.
    const y = async (name: string) =>
      (await visitor.getByRole("heading", { name, exact: true }).boundingBox())?.y ?? Number.NaN;
    expect(await y("¿El vendedor es el dueño?")).toBeLessThan(await y("Información del vehículo"));
    expect(await y("¿El VIN del auto coincide?")).toBeLessThan(await y("Información del vehículo"));
    const own = visitor.getByRole("link", { name: "Haz tu propio informe" });
    expect(await own.getAttribute("href")).toBe("/dashboard/servicios/verificar-automovil");
    // 'Más' holds the rest, the shared view's PDF beside it.
    expect(await visitor.getByRole("link", { name: "Descargar PDF" }).getAttribute("href")).toMatch(
      /^\/api\/public\/reports\/[A-Z0-9]{12}\/pdf$/,
    );
    await visitor.getByRole("button", { name: "Más" }).click();
    for (const name of ["Imprimir", "Copiar enlace", /^Compartir por WhatsApp/, "Copiar código"])
      await visitor.getByRole("menuitem", { name }).waitFor();
    await visitor.keyboard.press("Escape");
    await expectAccessible(visitor, "shared page on a phone");
    await expectNoHorizontalScroll(visitor, "shared page on a phone");
    await expectBarAtHandAtTheEnd(visitor, visitor.getByRole("button", { name: "Compartir" }));
    // The PDF a visitor forwards says the verdict and names nobody.
    const [download] = await Promise.all([
      visitor.waitForEvent("download"),
      visitor.getByRole("link", { name: "Descargar PDF" }).click(),
    ]);
    const pdfText = (await pdfPages(await readFile(await download.path()))).join(" ");
    expect(pdfText).toContain(verdict);
    const { owner } = await demoVehicle("TAGD40");
    for (const surname of owner.fullName.split(" ").slice(1))
      expect(pdfText.toUpperCase()).not.toContain(surname);
    await visitor.context().close();

    // SOAP50: an expired SOAP is a yellow verdict that says what to ask for, on the first screen too.
    await author.goto(`${baseUrl()}/dashboard/servicios/verificar-automovil`);
    await untilInteractive(author);
    const soap = await generateReport(author, "SOAP50");
    await expectOnScreen(
      soap.getByText(/: el auto no puede circular sin SOAP; exige uno vigente antes de transferir\.$/),
      "SOAP50: verdict",
    );
    await author.context().close();
  });
});
