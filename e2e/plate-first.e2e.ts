import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLATE_FORMAT_MESSAGE, PLATE_REQUIRED_MESSAGE } from "#domain/plate";
import { answerRegisterWizard, seededAccount } from "./support/accounts";
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
import { demoVehicle } from "./support/demo-vehicle";
import { expectNoHorizontalScroll } from "./support/layout";

// Issue 28: the plate first. A visitor types the plate on the home page and is carried, with it, through
// sign-up (or sign-in) and the confirmation mail to the check screen, where one tap asks for the report.

const PLATE = "BBCL10";
const CHECK_WITH_PLATE = `/dashboard/servicios/verificar-automovil?patente=${PLATE}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const phone = () => newPage(browser, 390, 844);
const heroForm = (page: Page) => page.getByRole("form", { name: "Obtener informe de un vehículo" });

/** Types `plate` in the home page's hero and sends it, as a visitor does. */
async function sendPlateFromHome(page: Page, plate: string) {
  const hero = heroForm(page);
  await hero.getByLabel("Patente").fill(plate);
  await hero.getByRole("button", { name: "Obtener Informe" }).click();
}

describe("the plate first", () => {
  it("takes a new visitor from the home page's plate to its report, through sign-up and the mail", async () => {
    const page = await phone();
    await gotoInteractive(page, "/");

    // The check screen's rules and words, told without leaving the page.
    const hero = heroForm(page);
    await hero.getByRole("button", { name: "Obtener Informe" }).click();
    await hero.getByText(PLATE_REQUIRED_MESSAGE).waitFor();
    await sendPlateFromHome(page, "bbcl1");
    await hero.getByText(PLATE_FORMAT_MESSAGE).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await expectAccessible(page, "home with a refused plate");
    await expectNoHorizontalScroll(page, "home with a refused plate");

    // Typed lower-case with a dash: a first-time visitor is asked to sign up, the plate in hand.
    await sendPlateFromHome(page, "bb-cl10");
    await page.waitForURL(`**/register?patente=${PLATE}`);
    await untilInteractive(page);
    await page.getByText(`Después verás el informe de la patente ${PLATE}.`).waitFor();
    expect(await page.getByRole("link", { name: "Inicia sesión" }).getAttribute("href")).toBe(
      `/login?${new URLSearchParams({ redirect: CHECK_WITH_PLATE })}`,
    );
    await expectAccessible(page, "register intro with a plate");

    const email = uniqueEmail("patente");
    await answerRegisterWizard(page, email, { prefix: "patente", firstName: "Josefa", lastName: "Araya" });
    await page
      .getByText(`Te enviamos un correo a ${email}: confírmalo para usar tus 3 consultas gratis.`)
      .waitFor({ timeout: 20_000 });
    await page.getByRole("heading", { name: "¡Cuenta creada!" }).waitFor();
    // It waits for its reader: no moving on by itself.
    await page.waitForTimeout(2500);
    expect(new URL(page.url()).pathname).toBe("/register");
    expect(await page.getByRole("link", { name: `Ir a verificar ${PLATE}` }).getAttribute("href")).toBe(
      CHECK_WITH_PLATE,
    );
    await expectAccessible(page, "sign-up success");
    await expectNoHorizontalScroll(page, "sign-up success");
    await page.getByRole("button", { name: "Reenviar correo" }).click();
    await page.getByText("Te enviamos un nuevo enlace. Revisa tu correo.").waitFor();

    // The mail's link brings the plate back: confirming lands on the check screen with it typed in.
    const mail = await lastMailTo(email, "Confirma tu correo en Patente Clara");
    const link = mail.text.split("\n").find((line) => line.includes("/confirmar-correo?token="));
    expect(new URL(link?.trim() ?? "").searchParams.get("patente")).toBe(PLATE);
    await page.goto(link?.trim() ?? "");
    await page.getByRole("button", { name: "Confirmar mi correo" }).click();
    await page.waitForURL(`**/dashboard/servicios/verificar-automovil?correo=confirmado&patente=${PLATE}`);
    await page.getByText("¡Correo confirmado! Ya puedes usar tus consultas gratuitas.").waitFor();
    expect(await page.getByLabel("Patente").inputValue()).toBe(PLATE);
    await page.getByText("Te quedan 3 consultas gratis.", { exact: true }).waitFor();
    await expectAccessible(page, "check screen with the plate carried");

    // One tap.
    await page.getByRole("button", { name: "Consultar gratis" }).click();
    const dialog = page.getByRole("dialog", { name: "Informe de validación vehicular" });
    await dialog.getByRole("img", { name: /^Puntaje de confianza/ }).waitFor();
    const car = await demoVehicle(PLATE);
    await dialog.getByText(car.make, { exact: false }).first().waitFor();
    await page.context().close();
  });

  it("carries the plate through sign-in, straight to the check screen once signed in, and sells when out", async () => {
    const page = await phone();
    const { email, password } = seededAccount("plateFirstReturning");

    // Signed out, the way in from sign-up's page is signing in, and the plate survives it.
    await gotoInteractive(page, "/");
    await sendPlateFromHome(page, PLATE);
    await page.waitForURL(`**/register?patente=${PLATE}`);
    await untilInteractive(page);
    await page.getByRole("link", { name: "Inicia sesión" }).click();
    await page.waitForURL("**/login?**");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña").fill(password);
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await page.waitForURL(`**${CHECK_WITH_PLATE}`);
    expect(await page.getByLabel("Patente").inputValue()).toBe(PLATE);

    // Signed in, the home page's plate goes straight to the check screen.
    await gotoInteractive(page, "/");
    await sendPlateFromHome(page, "ab1234");
    await page.waitForURL("**/dashboard/servicios/verificar-automovil?patente=AB1234");
    expect(await page.getByLabel("Patente").inputValue()).toBe("AB1234");

    // With the free checks spent, buying is the main action and says its price.
    for (let i = 0; i < 3; i++) {
      const res = await page.request.post("/api/reports", {
        data: { plate: PLATE, confirmRepeat: true },
        headers: { origin: baseUrl() },
      });
      expect(res.ok(), await res.text()).toBe(true);
    }
    await gotoInteractive(page, "/dashboard/servicios/verificar-automovil");
    await page.getByText("No te quedan consultas.", { exact: true }).waitFor();
    const buy = page.getByRole("link", { name: "Comprar informes: desde $3.998 por informe" });
    expect(await buy.getAttribute("href")).toBe("/dashboard/servicios/paquetes");
    expect(await buy.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(255, 255, 255)");
    expect(await page.getByRole("button", { name: /^Consultar|Agotadas/ }).count()).toBe(0);
    await expectAccessible(page, "check screen out of credits");
    await expectNoHorizontalScroll(page, "check screen out of credits");
    await page.context().close();
  });

  it("works as a plain form without JavaScript", async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto("/");
    await sendPlateFromHome(page, "bbcl1");
    await page.waitForURL("**/?patente=BBCL1");
    await heroForm(page).getByText(PLATE_FORMAT_MESSAGE).waitFor();
    expect(await heroForm(page).getByLabel("Patente").inputValue()).toBe("BBCL1");
    await sendPlateFromHome(page, PLATE);
    await page.waitForURL(`**/register?patente=${PLATE}`);
    await page.getByText(`Después verás el informe de la patente ${PLATE}.`).waitFor();
    await context.close();
  });
});
