import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptTerms, registerThroughWizard, seededAccount, signInAs } from "./support/accounts";
import {
  expectAccessible,
  gotoInteractive,
  lastMailTo,
  launchBrowser,
  newPage,
  uniqueEmail,
} from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { name }).first();

describe("an account from sign-up to deletion", () => {
  it("registers, signs out and in, resets the password and deletes the account", async () => {
    const page = await newPage(browser);
    const email = uniqueEmail("valentina");
    await registerThroughWizard(page, email, "primera-clave");
    await heading(page, "Selecciona tu servicio").waitFor();
    await page.getByText("Prueba Gratis (3)").first().waitFor();
    await expectAccessible(page, "services dashboard");

    await page.getByRole("button", { name: "Salir" }).first().click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("link", { name: "Iniciar Sesión" }).first().waitFor();

    // A protected page sends an anonymous visitor to sign in, and back after.
    await page.goto("/dashboard/cuenta");
    await page.waitForURL("**/login?redirect=%2Fdashboard%2Fcuenta");
    await expectAccessible(page, "login");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña").fill("clave-equivocada");
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await page.getByText("Correo electrónico o contraseña incorrectos").waitFor();
    await page.getByLabel("Contraseña").fill("primera-clave");
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await page.waitForURL("**/dashboard/cuenta");
    await page.getByText(email).waitFor();
    await page.getByRole("button", { name: "Salir" }).first().click();
    await page.waitForURL((url) => url.pathname === "/");

    await page.goto("/forgot-password");
    await expectAccessible(page, "forgot password");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    const mail = await lastMailTo(email, "Restablece tu contraseña de Patente Clara");
    const link = mail.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link as string);
    await page.waitForURL("**/reset-password?token=*");
    await page.getByLabel("Nueva contraseña").fill("segunda-clave");
    await page.getByLabel("Confirmar contraseña").fill("otra-cosa");
    await page.getByRole("button", { name: "Actualizar contraseña" }).click();
    await page.getByText("Las contraseñas no coinciden").waitFor();
    await expectAccessible(page, "reset password");
    await page.getByLabel("Confirmar contraseña").fill("segunda-clave");
    await page.getByRole("button", { name: "Actualizar contraseña" }).click();
    await heading(page, "Contraseña actualizada").waitFor();
    // The reset ended every session: the way on is signing in, which the login page says.
    await page.waitForURL((url) => url.pathname === "/login", { timeout: 10_000 });
    await page.getByText("Contraseña actualizada. Inicia sesión con tu nueva contraseña.").waitFor();
    await expectAccessible(page, "login after a password reset");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña").fill("segunda-clave");
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await page.waitForURL("**/dashboard/servicios");

    await page.goto("/dashboard/cuenta");
    await expectAccessible(page, "account");
    await page.getByRole("button", { name: "Eliminar cuenta" }).click();
    await page.getByRole("button", { name: "Cancelar" }).click();
    // Escape says no as well, and gives focus back to the button that asked.
    await page.getByRole("button", { name: "Eliminar cuenta" }).click();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Eliminar cuenta");
    await page.getByRole("button", { name: "Eliminar cuenta" }).click();
    await page.getByRole("button", { name: "Sí, eliminar mi cuenta" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    // The account is gone: the same credentials no longer open a session.
    await page.goto("/login");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña").fill("segunda-clave");
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await page.getByText("Correo electrónico o contraseña incorrectos").waitFor();
    await page.context().close();
  });

  it("offers sign-in or another e-mail when the account already exists", async () => {
    const page = await newPage(browser);
    const { email } = seededAccount("existingAccount");
    await page.goto("/register");
    await page.getByRole("button", { name: /Comienza/ }).click();
    await page.getByLabel("Nombre", { exact: true }).fill("Otra");
    await page.keyboard.press("Enter");
    await page.getByLabel("Apellido").fill("Persona");
    await page.keyboard.press("Enter");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.keyboard.press("Enter");
    await page.getByLabel("Contraseña").fill("una-clave");
    await page.keyboard.press("Enter");
    await acceptTerms(page);
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await heading(page, "Cuenta ya existente").waitFor();
    await page.getByText(`Ya existe una cuenta registrada con el correo ${email}`).waitFor();
    await expectAccessible(page, "register error panel");
    await page.getByRole("button", { name: "Usar otro correo" }).click();
    await page.getByLabel("Correo electrónico").waitFor();
    await page.context().close();
  });

  it("reaches 'Mi cuenta' from the menu on every page, and changes the password and the phone there", async () => {
    const page = await newPage(browser);
    // The sign-up wizard keeps the header's logo, which leads home, and nothing else of the bar.
    await gotoInteractive(page, "/register");
    expect(await page.getByRole("navigation", { name: "Principal" }).count()).toBe(0);
    expect(
      await page.getByRole("link", { name: /^Patente Clara\W+ir al inicio$/ }).getAttribute("href"),
    ).toBe("/");
    const { email, password } = await signInAs(page, "accountSettings", "/dashboard/servicios");

    // On a phone, from the dashboard's folded menu.
    await page.getByRole("button", { name: "Menú" }).click();
    await page.getByRole("link", { name: "Mi cuenta" }).click();
    await page.waitForURL("**/dashboard/cuenta");
    await heading(page, "Mi cuenta").waitFor();

    const current = page.getByLabel("Contraseña actual", { exact: true });
    const fresh = page.getByLabel("Nueva contraseña", { exact: true });
    const again = page.getByLabel("Confirmar nueva contraseña", { exact: true });
    await current.fill("no-es-mi-clave");
    await fresh.fill("clave-cambiada");
    await again.fill("clave-cambiada");
    await page.getByRole("button", { name: "Cambiar contraseña" }).click();
    await page.getByText("La contraseña actual no es correcta").waitFor();
    await expectAccessible(page, "account, wrong current password");
    await current.fill(password);
    await page.getByRole("button", { name: "Cambiar contraseña" }).click();
    await page.getByText("Tu contraseña se cambió correctamente.").waitFor();
    expect(await current.inputValue()).toBe("");

    const phone = page.getByLabel("Teléfono (opcional)");
    expect(await phone.inputValue()).toBe("+56912345678");
    await phone.fill("912345678");
    await page.getByRole("button", { name: "Guardar teléfono" }).click();
    await page.getByText("Ingresa un número válido con código de país (ej: +56912345678)").waitFor();
    await phone.fill("+56 9 8765 4321");
    await page.getByRole("button", { name: "Guardar teléfono" }).click();
    await page.getByText("Teléfono guardado.").waitFor();
    await page.reload();
    expect(await page.getByLabel("Teléfono (opcional)").inputValue()).toBe("+56987654321");

    // On a public page, signed in, the bar names the account too.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/servicios");
    const nav = page.getByRole("navigation", { name: "Principal" });
    expect(await nav.getByRole("link", { name: "Mi cuenta" }).getAttribute("href")).toBe("/dashboard/cuenta");

    // The new password is the one that opens the account.
    await page.goto("/dashboard/servicios");
    await page.getByRole("button", { name: "Salir" }).first().click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/login");
    // The login page's own form is the way in: the bar offers only to register.
    expect(await nav.getByRole("link", { name: "Iniciar Sesión" }).count()).toBe(0);
    await nav.getByRole("link", { name: "Regístrate" }).waitFor();
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña").fill("clave-cambiada");
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await page.waitForURL("**/dashboard/servicios");
    await page.context().close();
  });

  it("shows the shell with its skip link and bounces a signed-in user away from /login", async () => {
    const page = await newPage(browser, 1280);
    // The home page is drawn by the server: focus must land on the page React hydrated.
    await gotoInteractive(page, "/");
    await expectAccessible(page, "home");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Saltar al contenido principal" });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await signInAs(page, "bouncedFromLogin", "/dashboard/servicios");
    await page.goto("/login");
    await page.waitForURL("**/dashboard/servicios");
    await page.context().close();
  });
});
