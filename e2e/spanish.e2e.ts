import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptTerms, leaveSignUpSuccess, signInAs } from "./support/accounts";
import { gotoInteractive, launchBrowser, newPage, uniqueEmail } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * What libraries say when nobody translated them: better-auth's and better-call's messages, zod's
 * defaults, status lines, fetch's own failure, the gateway's statuses and values printed unconverted.
 */
const ENGLISH = [
  /\bInvalid (email|origin|password|token|input|callbackURL|redirectURL)\b/i,
  /\bMissing or null Origin\b/i,
  /\bPassword too (short|long)\b/i,
  /\bUser (already exists|already registered|not found)\b/i,
  /\bFailed to (fetch|create|get)\b/i,
  /\bToo (big|small|many requests)\b/i,
  /\bexpected (string|number|array|object)\b/i,
  /\bBad Gateway\b/i,
  /\bService Unavailable\b/i,
  /\bGateway Timeout\b/i,
  /\bInternal Server Error\b/i,
  /\bNot Found\b/,
  /\bUnauthorized\b/,
  /\bForbidden\b/,
  /\bapproved\b/i,
  /\brejected\b/i,
  /\bpending\b/,
  /\bin_process\b/,
  /\bnull\b/,
  /\bundefined\b/,
  /\bNaN\b/,
  /\[object Object\]/,
];

/** Fails on any English library message among the words the page shows now. */
async function expectSpanish(page: Page, label: string) {
  const text = await page.evaluate(() => document.body.innerText);
  const found = ENGLISH.flatMap((pattern) => {
    const match = pattern.exec(text);
    if (!match) return [];
    const at = match.index;
    return [`${pattern}: «${text.slice(Math.max(0, at - 40), at + match[0].length + 40)}»`];
  });
  expect(found, `English on ${label} (${page.url()})`).toEqual([]);
}

const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { name }).first();

/** Opens `path`, waits for something the screen shows once settled, then reads it. */
async function visit(page: Page, path: string, settled: string | RegExp) {
  await gotoInteractive(page, path);
  await page.getByText(settled).first().waitFor();
  await expectSpanish(page, path);
}

/** better-auth's answer to a request that did not come from our own page, as it really reads. */
const originRefusal = {
  status: 403,
  contentType: "application/json",
  body: JSON.stringify({ code: "MISSING_OR_NULL_ORIGIN", message: "Missing or null Origin" }),
};

describe("every screen in Spanish, signed out", () => {
  it("shows the public screens and their refusals in Spanish", async () => {
    const page = await newPage(browser, 1280);
    await visit(page, "/", "Seguridad integral para cada aspecto de tu vida");
    await visit(page, "/servicios", "Nuestros servicios");
    for (const [path, name] of [
      ["/servicios/automovil", "Seguridad Automotriz"],
      ["/servicios/ciudadana", "Verificación Ciudadana"],
      ["/servicios/inmobiliaria", "Seguridad Inmobiliaria"],
    ] as const) {
      await visit(page, path, name);
    }
    await visit(page, "/trial/1732200000000", "Te invitaron a probar Patente Clara");
    await visit(page, "/pagina-que-no-existe", "Página no encontrada");

    // Protected screens send a visitor to sign in; /verificar is the check screen's old address.
    for (const path of [
      "/verificar",
      "/dashboard",
      "/dashboard/servicios/verificar-automovil",
      "/payment/success?payment_id=1&status=approved",
    ]) {
      await gotoInteractive(page, path);
      await page.waitForURL("**/login?redirect=*");
      await heading(page, "Iniciar Sesión").waitFor();
      await expectSpanish(page, `${path} signed out`);
    }
    expect(new URL(page.url()).searchParams.get("redirect")).toBe(
      "/payment/success?payment_id=1&status=approved",
    );
    await gotoInteractive(page, "/verificar");
    await page.waitForURL("**/login?redirect=%2Fdashboard%2Fservicios%2Fverificar-automovil");

    // Login: a wrong password, then the library's own refusals as a proxy or a bad origin would send them.
    await visit(page, "/login", "¿Olvidaste tu contraseña?");
    await page.getByLabel("Correo electrónico").fill(uniqueEmail("nadie"));
    await page.getByLabel("Contraseña").fill("no-es-la-clave");
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await page.getByText("Correo electrónico o contraseña incorrectos").waitFor();
    await expectSpanish(page, "login with a wrong password");
    await page.route("**/api/auth/sign-in/email", (route) => route.fulfill(originRefusal), { times: 1 });
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await page.getByText("No pudimos verificar el origen de la solicitud").waitFor();
    await expectSpanish(page, "login refused for its origin");
    await page.route(
      "**/api/auth/sign-in/email",
      (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" }),
      { times: 1 },
    );
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await page.getByText("El servicio no está disponible en este momento").waitFor();
    await expectSpanish(page, "login behind a failing proxy");

    // Forgot password: an unknown address gets the same answer as a known one.
    await visit(page, "/forgot-password", "¿Olvidaste tu contraseña?");
    await page.getByLabel("Correo electrónico").fill(uniqueEmail("desconocido"));
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await heading(page, "Revisa tu correo").waitFor();
    await expectSpanish(page, "forgot password sent");

    // Reset password: no token, a refused one, and one the server does not know, checked on arrival.
    await visit(page, "/reset-password", "No se encontró un enlace de recuperación válido");
    await visit(page, "/reset-password?error=INVALID_TOKEN", "Enlace de recuperación inválido o expirado");
    await visit(page, "/reset-password?token=NoExiste123", "Enlace de recuperación inválido o expirado");
    expect(await page.getByLabel("Nueva contraseña").count()).toBe(0);
    expect(await page.getByRole("link", { name: "Solicitar un nuevo enlace" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
    await page.route("**/api/auth/reset-password/*", (route) => route.fulfill({ status: 503 }));
    await visit(page, "/reset-password?token=Cualquiera", "Error al verificar el enlace de recuperación");
    await page.unroute("**/api/auth/reset-password/*");

    // The report search and a code nobody has.
    await visit(page, "/buscar-reporte", "Buscar reporte");
    await page.getByRole("button", { name: "Ver reporte" }).click();
    await page.getByText("Por favor ingresa un código de acceso").waitFor();
    await expectSpanish(page, "report search without a code");
    await page.getByLabel("Código de acceso").fill("codigo-malo");
    await page.getByRole("button", { name: "Ver reporte" }).click();
    await page.waitForURL("**/reporte/CODIGO-MALO");
    await page.getByRole("link", { name: "Reintentar con otro codigo" }).waitFor();
    await expectSpanish(page, "report with a malformed code");
    await visit(page, "/reportes", "Buscar reporte");
    await gotoInteractive(page, "/reporte/ABCDEFGHJKMN");
    await page.getByRole("link", { name: "Reintentar con otro codigo" }).waitFor();
    await expectSpanish(page, "unknown report");
    await page.context().close();
  });

  it("keeps the register wizard's answers and words its refusals in Spanish", async () => {
    const page = await newPage(browser, 390);
    const email = uniqueEmail("reintento");
    await visit(page, "/register", "Toma 1 minuto");
    await page.getByRole("button", { name: /Comienza/ }).click();
    await page.getByLabel("Nombre", { exact: true }).fill("Tomás");
    await page.keyboard.press("Enter");
    await page.getByLabel("Apellido").fill("Leiva");
    await page.keyboard.press("Enter");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.keyboard.press("Enter");
    await page.getByLabel("Contraseña").fill("clave-reintento");
    await page.keyboard.press("Enter");
    await page.getByLabel("Teléfono (opcional)").fill("+56911112222");
    await acceptTerms(page);
    await expectSpanish(page, "register step");

    // better-auth's own refusal, in its own words.
    await page.route(
      "**/api/auth/sign-up/email",
      (route) =>
        route.fulfill({
          status: 422,
          contentType: "application/json",
          body: JSON.stringify({ code: "FAILED_TO_CREATE_USER", message: "Failed to create user" }),
        }),
      { times: 1 },
    );
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await heading(page, "Error en el registro").waitFor();
    await page.getByText("No se pudo crear el usuario").waitFor();
    await expectSpanish(page, "register refused");

    // Trying again goes back with every answer still there.
    await page.getByRole("button", { name: "Intentar de nuevo" }).click();
    expect(await page.getByLabel("Teléfono (opcional)").inputValue()).toBe("+56911112222");
    await page.getByRole("button", { name: "Atrás" }).click();
    expect(await page.getByLabel("Contraseña").inputValue()).toBe("clave-reintento");
    await page.getByRole("button", { name: "Atrás" }).click();
    expect(await page.getByLabel("Correo electrónico").inputValue()).toBe(email);

    // A password better-auth finds too short goes back to the password, in Spanish.
    await page.route(
      "**/api/auth/sign-up/email",
      (route) =>
        route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({ code: "PASSWORD_TOO_SHORT", message: "Password too short" }),
        }),
      { times: 1 },
    );
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.getByLabel("Contraseña").waitFor();
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.getByLabel("Teléfono (opcional)").waitFor();
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await page.getByText("La contraseña debe tener al menos 8 caracteres").waitFor();
    await expectSpanish(page, "register refused for its password");
    await page.getByRole("button", { name: "Intentar de nuevo" }).click();
    expect(await page.getByLabel("Contraseña").inputValue()).toBe("clave-reintento");

    // The real server: the same answers now create the account.
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.getByLabel("Teléfono (opcional)").waitFor();
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await heading(page, "¡Cuenta creada!").waitFor();
    await leaveSignUpSuccess(page);
    await page.context().close();
  });

  it("words the contact wizard's refusals in Spanish", async () => {
    const page = await newPage(browser, 390);
    await visit(page, "/contacto", "Son 4 preguntas y toma 1 minuto");
    await page.getByRole("button", { name: "Comenzar" }).click();
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.getByText("Por favor ingresa tu nombre").waitFor();
    await expectSpanish(page, "contact without a name");
    await page.getByLabel("Nombre completo").fill("Ana ".repeat(40));
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.getByText("El nombre no puede tener más de 120 caracteres").waitFor();
    await expectSpanish(page, "contact with a name too long");
    await page.getByLabel("Nombre completo").fill("Ana Pérez");
    await page.keyboard.press("Enter");
    await page.getByLabel("Correo electrónico").fill("ana@correo");
    await page.keyboard.press("Enter");
    await page.getByText("Por favor ingresa un correo electrónico válido").waitFor();
    await expectSpanish(page, "contact with a bad e-mail");
    await page.getByLabel("Correo electrónico").fill("ana@correo.cl");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.getByLabel("¿En qué te podemos ayudar? (opcional)").fill("Hola".repeat(501));
    await page.getByRole("button", { name: "Enviar" }).click();
    await page.getByText("El mensaje no puede tener más de 2.000 caracteres").waitFor();
    await expectSpanish(page, "contact with a message too long");
    await page.context().close();
  });
});

describe("every screen in Spanish, signed in", () => {
  it("shows the dashboard, the payment results and the check screen's refusals in Spanish", async () => {
    const page = await newPage(browser, 1280);
    const { email, password } = await signInAs(page, "spanishDashboard");

    await visit(page, "/", "Usar Prueba Gratis (3 restantes)");
    await visit(page, "/servicios", "Usar Prueba Gratis (3 restantes)");
    await gotoInteractive(page, "/dashboard");
    await page.waitForURL("**/dashboard/servicios");
    await visit(page, "/dashboard/servicios", "Selecciona tu servicio");
    await visit(page, "/dashboard/servicios/verificar-personal", "Servicios de interés");
    await visit(page, "/dashboard/servicios/verificar-ciudadana", "RUT de la empresa");
    await visit(page, "/dashboard/servicios/verificar-inmobiliaria", "Dirección de la propiedad");
    await visit(page, "/dashboard/servicios/paquetes", "Simple");
    await visit(page, "/dashboard/cuenta", email);
    await visit(page, "/dashboard/pagos", "Historial de Pagos");
    await visit(page, "/dashboard/reportes", "Aún no tienes reportes");

    // The gateway's statuses and ids, English words and 'null' in the address.
    await visit(page, "/payment/success?payment_id=123456&status=approved", "Aprobado");
    await visit(page, "/payment/error?payment_id=123457&status=rejected", "Rechazado");
    await visit(page, "/payment/pending?payment_id=null&status=null", "Sin información");
    await page.getByText("No disponible", { exact: true }).waitFor();
    await visit(page, "/payment/pending?payment_id=123458&status=in_process", "En proceso");
    await visit(page, "/payment/error", "Sin información");

    // /verificar is the check screen, and so is the way the old links name it.
    await gotoInteractive(page, "/verificar");
    await page.waitForURL("**/dashboard/servicios/verificar-automovil");
    await heading(page, "Verificar automóvil").waitFor();
    await page.getByLabel("Patente").fill("12");
    await page.getByRole("button", { name: /^Consultar/ }).click();
    await page.getByText("Formato de patente inválido. Use formato ABCD12 o AB1234").waitFor();
    await expectSpanish(page, "check screen with a bad plate");

    // The session ends while the screen is open: the spec's words and a way back in, to this screen.
    await page.context().clearCookies();
    await page.getByLabel("Patente").fill("BBCL10");
    await page.getByRole("button", { name: /^Consultar/ }).click();
    await page.getByText("Error: Sesión no válida. Por favor, inicia sesión nuevamente.").waitFor();
    expect(await page.getByText("No hay sesión activa").count()).toBe(0);
    await expectSpanish(page, "check screen after the session ended");
    await page.getByRole("link", { name: "Iniciar Sesión" }).last().click();
    await page.waitForURL("**/login?redirect=%2Fdashboard%2Fservicios%2Fverificar-automovil");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña").fill(password);
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await page.waitForURL("**/dashboard/servicios/verificar-automovil");
    await page.getByText("Te quedan 3 consultas gratis.", { exact: true }).waitFor();
    await page.context().close();
  });
});
