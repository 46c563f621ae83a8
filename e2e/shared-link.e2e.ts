import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VIN_INPUT_MAX_LENGTH, VIN_MATCH_TEXT, VIN_MISMATCH_TEXT, VIN_REQUIRED_MESSAGE } from "#domain/vin";
import { signInAs } from "./support/accounts";
import { baseUrl, expectAccessible, launchBrowser, newPage, untilInteractive } from "./support/browser";
import { demoVehicle } from "./support/demo-vehicle";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A report on `plate` made by its seeded author; answers the author's page and the report's access code. */
async function sharedReport(plate: string): Promise<{ author: Page; accessCode: string }> {
  const author = await newPage(browser, 1280);
  await author.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
  await signInAs(author, "sharedLinkAuthor");
  await author.getByLabel("Patente").fill(plate);
  await author.getByRole("button", { name: /^Consultar/ }).click();
  const dialog = author.getByRole("dialog", { name: "Informe de validación vehicular" });
  // Without a share sheet in this browser, 'Compartir' copies the link (and offers WhatsApp).
  await dialog.getByRole("button", { name: "Compartir" }).click();
  await dialog.getByRole("button", { name: "¡Copiado!" }).waitFor();
  const accessCode = (await author.evaluate(() => navigator.clipboard.readText()))
    .split("/")
    .at(-1) as string;
  // Escape closes the WhatsApp offer; should the offer already be gone, it closes the dialog itself.
  await author.keyboard.press("Escape");
  await dialog
    .getByRole("button", { name: "Cerrar" })
    .click({ timeout: 3000 })
    .catch(() => undefined);
  await dialog.waitFor({ state: "hidden" });
  return { author, accessCode };
}

const ACTIVE_UNTIL = /^Enlace activo hasta el (\d{2}-\d{2}-\d{4})$/;

describe("a shared link", () => {
  it("answers whether the car's VIN is the report's, and lives longer when its author extends it", async () => {
    const { author, accessCode } = await sharedReport("BBCL10");
    const vin = (await demoVehicle("BBCL10")).vin;

    // Anyone with the link, in a browser of their own.
    const visitor = await newPage(browser, 390);
    const vinChecks: string[] = [];
    visitor.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith("/vin-check")) vinChecks.push(request.url());
    });
    await visitor.goto(`/reporte/${accessCode}`);
    await untilInteractive(visitor);
    const validUntil = await visitor.getByText(/^Enlace válido hasta el \d{2}-\d{2}-\d{4}$/).textContent();
    await visitor
      .getByText("Ambas verificaciones comparten un límite diario de consultas por informe.")
      .waitFor();

    const typed = visitor.getByLabel("VIN del auto", { exact: true });
    const check = visitor.getByRole("button", { name: "Verificar VIN" });
    // Nothing typed, or more than any VIN: said at once, without spending one of the report's checks.
    await check.click();
    await visitor.getByText(VIN_REQUIRED_MESSAGE).waitFor();
    await typed.fill("A".repeat(VIN_INPUT_MAX_LENGTH + 1));
    await check.click();
    await visitor.getByText(VIN_REQUIRED_MESSAGE).waitFor();
    expect(vinChecks).toHaveLength(0);
    await expectAccessible(visitor, "shared page, VIN check refused");

    await typed.fill("1HGCM82633A004352");
    await check.click();
    await visitor.getByText(VIN_MISMATCH_TEXT, { exact: true }).waitFor();
    // As read off the car: lower case, in groups.
    await typed.fill(`${vin.slice(0, 8).toLowerCase()} ${vin.slice(8)}`);
    await visitor.getByText(VIN_MISMATCH_TEXT, { exact: true }).waitFor({ state: "hidden" });
    await check.click();
    await visitor.getByText(VIN_MATCH_TEXT, { exact: true }).waitFor();
    expect(vinChecks).toHaveLength(2);
    // The answer is yes or no: the page never shows the whole VIN.
    expect(await visitor.getByText(vin).count()).toBe(0);
    await expectAccessible(visitor, "shared page after the VIN check");

    // The author gives the link 30 more days from the list of reports.
    await author.goto("/dashboard/reportes");
    const status = author.getByText(ACTIVE_UNTIL);
    const before = ((await status.textContent()) as string).replace(ACTIVE_UNTIL, "$1");
    expect(validUntil).toBe(`Enlace válido hasta el ${before}`);
    await author.getByRole("button", { name: "Extender 30 días" }).click();
    const toast = author.getByText(/^Enlace extendido hasta el \d{2}-\d{2}-\d{4}$/);
    const after = ((await toast.textContent()) as string).replace("Enlace extendido hasta el ", "");
    expect(after).not.toBe(before);
    await author.getByText(`Enlace activo hasta el ${after}`, { exact: true }).waitFor();
    await expectAccessible(author, "my reports, link extended");

    // The shared page says so too.
    await visitor.reload();
    await visitor.getByText(`Enlace válido hasta el ${after}`, { exact: true }).waitFor();
    await visitor.context().close();
    await author.context().close();
  });
});
