import type { Page } from "playwright-core";
import { inject } from "vitest";
import { baseUrl, expectAccessible, gotoInteractive, lastMailTo } from "./browser";
import type { SeededAccount, SeededAccountKey } from "./seeded-accounts";

/** Where a confirmed person lands from the confirmation link, and where most tests start: the check screen. */
const CHECK_SCREEN = "/dashboard/servicios/verificar-automovil";

/** A seeded account (e2e/support/seeded-accounts.ts), for a test that signs in with it itself. */
export const seededAccount = (key: SeededAccountKey): SeededAccount => inject("seededAccounts")[key];

/**
 * Signs `page`'s browser in as a seeded account (e2e/support/seeded-accounts.ts), with the session its
 * cookie carries, and opens `path` ready for input. For tests that need somebody signed in, not a sign-up.
 */
export async function signInAs(
  page: Page,
  key: SeededAccountKey,
  path = CHECK_SCREEN,
): Promise<SeededAccount> {
  const account = seededAccount(key);
  await page.context().addCookies([{ ...account.cookie, url: baseUrl() }]);
  await gotoInteractive(page, path);
  return account;
}

/** The register wizard's last step: the privacy policy and the terms, accepted together. */
export const acceptTerms = (page: Page) =>
  page.getByRole("checkbox", { name: "Acepto los Términos de servicio y la Política de privacidad" }).check();

/**
 * The sign-up's success screen names the mail to confirm and waits there (decision 067); its way on, when
 * no plate came along, is the services page.
 */
export async function leaveSignUpSuccess(page: Page) {
  await page.getByRole("link", { name: "Ir a mis servicios" }).click({ timeout: 20_000 });
  await page.waitForURL("**/dashboard/servicios");
}

type TPerson = { prefix: string; firstName: string; lastName: string };

/** From the register page's intro to 'Crear cuenta', by the shortest path; password `clave-{prefix}`. */
export async function answerRegisterWizard(page: Page, email: string, person: TPerson) {
  await page.getByRole("button", { name: /Comienza/ }).click();
  await page.getByLabel("Nombre", { exact: true }).fill(person.firstName);
  await page.keyboard.press("Enter");
  await page.getByLabel("Apellido").fill(person.lastName);
  await page.keyboard.press("Enter");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.keyboard.press("Enter");
  await page.getByLabel("Contraseña").fill(`clave-${person.prefix}`);
  await page.keyboard.press("Enter");
  await acceptTerms(page);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
}

/**
 * Creates an account through the register wizard, the way a visitor does, checking on the way that a bad
 * e-mail is refused and that the wizard's screens pass axe. Ends signed in on /dashboard/servicios.
 */
export async function registerThroughWizard(page: Page, email: string, password: string) {
  await page.goto("/register");
  await expectAccessible(page, "register intro");
  await page.getByRole("button", { name: /Comienza/ }).click();
  await page.getByLabel("Nombre", { exact: true }).fill("Valentina");
  await page.keyboard.press("Enter");
  await page.getByLabel("Apellido").fill("Muñoz");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByLabel("Correo electrónico").fill("no-es-correo");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page
    .getByText("Por favor ingresa un correo electrónico válido (debe contener @ y un dominio válido)")
    .waitFor();
  await expectAccessible(page, "register step with an error");
  await page.getByLabel("Correo electrónico").fill(` ${email} `);
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByLabel("Contraseña").fill(password);
  await page.keyboard.press("Enter");
  await page.getByLabel("Teléfono (opcional)").fill("+56 9 1234 5678");
  await acceptTerms(page);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await leaveSignUpSuccess(page);
}

/**
 * Opens the confirmation link mailed to `email` in `page` and presses the page's button, as its reader
 * does from the browser that signed up; where it lands depends on what the visitor came for.
 */
export async function pressConfirmationLink(page: Page, email: string) {
  const mail = await lastMailTo(email, "Confirma tu correo en Patente Clara");
  const link = mail.text.split("\n").find((line) => line.includes("/confirmar-correo?token="));
  if (!link) throw new Error(`no confirmation link mailed to ${email}`);
  await page.goto(link.trim());
  await page.getByText(email).waitFor();
  await page.getByRole("button", { name: "Confirmar mi correo" }).click();
}

/** pressConfirmationLink for a visitor who came for nothing in particular: lands on the check screen. */
export async function confirmEmail(page: Page, email: string) {
  await pressConfirmationLink(page, email);
  await page.waitForURL(`**${CHECK_SCREEN}?correo=confirmado`);
  await page.getByText("¡Correo confirmado! Ya puedes usar tus consultas gratuitas.").waitFor();
}
