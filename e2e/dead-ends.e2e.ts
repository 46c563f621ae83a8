import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs } from "./support/accounts";
import { baseUrl, expectAccessible, gotoInteractive, launchBrowser, newPage } from "./support/browser";
import { askReport } from "./support/check-screen";
import { expectNoHorizontalScroll } from "./support/layout";

// Issue 40: the check screen's dead ends have a way out. A plate no source knows says what to try next
// and that nothing was spent; a person out of credits buys and comes back to the plate they typed.

const CHECK_SCREEN = "/dashboard/servicios/verificar-automovil";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("the check screen's dead ends", () => {
  it("a plate without data says nothing was spent and what to try, not an error of the plate", async () => {
    const page = await newPage(browser, 390, 844);
    await signInAs(page, "deadEndNoData");
    await page.getByText("Te quedan 3 consultas gratis.", { exact: true }).waitFor();
    await askReport(page, "ZZZZ99");

    const panel = page.getByRole("status").filter({ hasText: "No se encontraron datos para esta patente" });
    await panel.getByRole("heading", { name: "No se encontraron datos para esta patente" }).waitFor();
    await panel.getByText("No se descontó ninguna consulta de tu saldo.").waitFor();
    for (const next of [
      /^Revisa sus letras y números/,
      /^Vuelve a intentarlo más tarde/,
      /^Pide al vendedor el padrón/,
    ])
      await panel.getByRole("listitem").filter({ hasText: next }).waitFor();
    // The plate box keeps the plate to correct, and is not marked wrong: its red line is for a bad format.
    const field = page.getByLabel("Patente");
    expect(await field.inputValue()).toBe("ZZZZ99");
    expect(await field.getAttribute("aria-invalid")).not.toBe("true");
    await page.getByText("Te quedan 3 consultas gratis.", { exact: true }).waitFor();
    await expectAccessible(page, "check screen, plate without data");
    await expectNoHorizontalScroll(page, "check screen, plate without data");

    // Another plate clears it.
    await askReport(page, "BBCL10");
    await page.getByRole("dialog", { name: "Informe de validación vehicular" }).waitFor();
    expect(await page.getByText("No se descontó ninguna consulta de tu saldo.").count()).toBe(0);
    await page.context().close();
  });

  it("out of credits, the plate survives the purchase: packs, gateway, back on the check screen with it", async () => {
    const page = await newPage(browser, 390, 844);
    await signInAs(page, "deadEndPurchase", "/dashboard/servicios");
    for (let i = 0; i < 3; i++) {
      const res = await page.request.post("/api/reports", {
        data: { plate: "BBCL10", confirmRepeat: true },
        headers: { origin: baseUrl() },
      });
      expect(res.ok(), await res.text()).toBe(true);
    }
    await gotoInteractive(page, `${CHECK_SCREEN}?patente=AB1234`);
    await page.getByText("No te quedan consultas.", { exact: true }).waitFor();
    const buy = page.getByRole("link", { name: /^Comprar informes/ });
    expect(await buy.getAttribute("href")).toBe("/dashboard/servicios/paquetes?patente=AB1234");
    await buy.click();

    await page.waitForURL("**/dashboard/servicios/paquetes?patente=AB1234");
    await page
      .getByRole("article", { name: "Simple", exact: true })
      .getByRole("button", { name: /^Comprar/ })
      .click();
    await page
      .getByRole("dialog", { name: "Confirmar compra", exact: true })
      .getByRole("button", { name: "Confirmar compra", exact: true })
      .click();
    await page.waitForURL("**/dev/pasarela/*");
    await page.getByRole("button", { name: "Aprobar" }).click();
    await page.waitForURL("**/payment/success?*");

    // The way back names the plate, and lands with it typed in: one tap asks for its report.
    const back = page.getByRole("link", { name: "Verificar AB1234" });
    await back.waitFor();
    expect(await back.getAttribute("href")).toBe(`${CHECK_SCREEN}?patente=AB1234`);
    await expectAccessible(page, "payment success with the plate to go back to");
    await back.click();
    await page.waitForURL(`**${CHECK_SCREEN}?patente=AB1234`);
    expect(await page.getByLabel("Patente").inputValue()).toBe("AB1234");
    await page.getByText("Te queda 1 consulta comprada.", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Consultar", exact: true }).click();
    await page
      .getByRole("dialog", { name: "Informe de validación vehicular" })
      .getByRole("img", { name: /^Puntaje de confianza/ })
      .waitFor();

    // Its work done, the plate is forgotten: the next purchase's way back is the empty check screen.
    await gotoInteractive(page, "/payment/success");
    await page.getByRole("link", { name: "Verificar un vehículo" }).waitFor();
    await page.context().close();
  });
});
