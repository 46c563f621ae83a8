import type { Page } from "playwright-core";
import { expectAccessible, lastMailTo, uniqueEmail } from "./browser";

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

/**
 * A new account through the register wizard by its shortest path (Enter on each step); ends signed in
 * on /dashboard/servicios and answers the account's e-mail, not yet confirmed.
 */
export async function signUp(page: Page, person: TPerson): Promise<string> {
  const email = uniqueEmail(person.prefix);
  await page.goto("/register");
  await answerRegisterWizard(page, email, person);
  await leaveSignUpSuccess(page);
  return email;
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
  await page.waitForURL("**/dashboard/servicios/verificar-automovil?correo=confirmado");
  await page.getByText("¡Correo confirmado! Ya puedes usar tus consultas gratuitas.").waitFor();
}
