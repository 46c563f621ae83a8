import { readFile } from "node:fs/promises";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerInitials } from "#domain/report/shared-view";
import { maskRut } from "#domain/rut";
import { confirmEmail, signInAs } from "./support/accounts";
import { baseUrl, expectAccessible, launchBrowser, newPage, untilInteractive } from "./support/browser";
import { askReport } from "./support/check-screen";
import { demoVehicle } from "./support/demo-vehicle";
import { expectNoHorizontalScroll } from "./support/layout";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The value of a stat card, found by its label. */
const statValue = (page: Page, term: string): Locator =>
  page.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd");

describe("vehicle reports", () => {
  it("generates a report, shares it, checks the owner, lists it and withdraws the link", async () => {
    const page = await newPage(browser, 360);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    const { email } = await signInAs(page, "reportsUnconfirmed", "/dashboard/servicios");
    await page.getByRole("link", { name: "Prueba Gratis (3)" }).click();
    await page.waitForURL("**/dashboard/servicios/verificar-automovil");
    await page.getByRole("heading", { name: "Verificar automóvil", level: 1 }).waitFor();
    await page.getByText("Te quedan 3 consultas gratis.", { exact: true }).waitFor();

    // Free reports wait for a confirmed e-mail: the screen says so and can mail the link again.
    await page.getByText("Confirma tu correo para usar tus consultas gratuitas").waitFor();
    expect(await page.getByRole("button", { name: /^Consultar/ }).count()).toBe(0);
    await expectAccessible(page, "check screen, e-mail not confirmed");
    await page.getByRole("button", { name: "Reenviar correo" }).click();
    await page.getByText("Te enviamos un nuevo enlace. Revisa tu correo.").waitFor();
    await confirmEmail(page, email);
    await page.getByText("Te quedan 3 consultas gratis.", { exact: true }).waitFor();
    await expectAccessible(page, "check screen");
    await expectNoHorizontalScroll(page, "check screen");

    // Typed lower-case with a dash, kept as the plate it is.
    await page.getByLabel("Patente").fill("zzzz-99");
    expect(await page.getByLabel("Patente").inputValue()).toBe("ZZZZ99");
    await page.getByRole("button", { name: "Consultar gratis" }).click();
    await page.getByText("No se encontraron datos para esta patente").waitFor();
    // A plate without data costs nothing.
    await page.getByText("Te quedan 3 consultas gratis.", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Consultar gratis" }).waitFor();
    await expectAccessible(page, "check screen with an error");

    // Records whether the progress view was ever on screen: the demo data may answer too fast to catch.
    await page.evaluate(() => {
      const seen = { progress: false };
      Object.assign(window, { seen });
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]')) seen.progress = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await askReport(page, "MULT30");
    const dialog = page.getByRole("dialog", { name: "Informe de validación vehicular" });
    await dialog.waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { seen: { progress: boolean } }).seen.progress),
    ).toBe(true);
    await dialog.getByRole("note").filter({ hasText: "Datos de demostración" }).waitFor();
    await dialog.getByRole("img", { name: /^Puntaje de confianza: \d+ de 100$/ }).waitFor();
    await dialog.getByText("−20 · 3 multas por $1.592.000").waitFor();
    await dialog.getByRole("heading", { name: "Situación legal" }).waitFor();
    // The author sees the whole report: the owner's name and the whole VIN.
    const demo = await demoVehicle("MULT30");
    await dialog.getByText(demo.owner.fullName).first().waitFor();
    await dialog.getByText(demo.vin).first().waitFor();
    await dialog.getByText(/^Enlace activo hasta el \d{2}-\d{2}-\d{4}$/).waitFor();
    // The author's PDF is the full report, from the author's own address (the shared page's is the
    // shared view).
    const authorPdfLink = dialog.getByRole("link", { name: "Descargar PDF" });
    expect(await authorPdfLink.getAttribute("href")).toMatch(/^\/api\/reports\/[^/]+\/pdf$/);
    const [authorDownload] = await Promise.all([page.waitForEvent("download"), authorPdfLink.click()]);
    const authorPdf = await readFile(await authorDownload.path());
    expect(authorPdf.subarray(0, 4).toString("latin1")).toBe("%PDF");
    await expectAccessible(page, "report dialog");
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    // 'Más' holds the copies; its menu is drawn over the dialog, outside it.
    await dialog.getByRole("button", { name: "Más" }).click();
    await page.getByRole("menuitem", { name: "Copiar enlace" }).click();
    await page.getByText("Enlace copiado", { exact: true }).waitFor();
    const shareLink = await page.evaluate(() => navigator.clipboard.readText());
    expect(shareLink).toMatch(new RegExp(`^${baseUrl()}/reporte/[A-Z0-9]{12}$`));
    const accessCode = shareLink.split("/").at(-1) as string;
    // The code that opens the report is printed on it, beside the report's number, and copies too.
    await dialog.getByText(accessCode, { exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Más" }).click();
    await page.getByRole("menuitem", { name: "Copiar código" }).click();
    await page.getByText("Código copiado", { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(accessCode);
    // The toast leaves on its own while the tab is in front (it waits while the tab is in the background,
    // and would then take the Escape meant for the dialog).
    await page.getByText("Código copiado", { exact: true }).waitFor({ state: "hidden" });

    // Anyone with the link, no account needed.
    const visitor = await newPage(browser, 1280);
    // A lookup is the API's, or the page's data asked for when the page is reached from within the site.
    const lookups: string[] = [];
    const lookupPaths = [`/api/public/reports/${accessCode}`, `/reporte/${accessCode}.data`];
    visitor.on("request", (request) => {
      if (lookupPaths.includes(new URL(request.url()).pathname)) lookups.push(request.url());
    });
    // The report arrives drawn in its page, with its data: there is nothing left to ask for.
    const pageResponse = await visitor.goto(shareLink);
    expect(pageResponse?.headers().link).toBeUndefined();
    // The page is headed by the car and its plate.
    await visitor.getByRole("heading", { name: /MULT30/, level: 1 }).waitFor();
    await untilInteractive(visitor);
    // The owner as the shared view leaves them: the RUT's first two digits, the first name and initials.
    const maskedRut = maskRut(demo.owner.rut) as string;
    expect(maskedRut).toMatch(/^\d{2}\.XXX\.XXX-X$/);
    await visitor.getByText(maskedRut, { exact: true }).waitFor();
    await visitor.getByText(ownerInitials(demo.owner.fullName), { exact: true }).first().waitFor();
    await visitor.getByText(/^Enlace válido hasta el \d{2}-\d{2}-\d{4}$/).waitFor();
    await visitor.getByText(/este enlace muestra sus datos de forma parcial/).waitFor();
    // Nothing of the owner or the car beyond that in what was sent, drawn report and data alike: no RUT
    // in full, no surname, no whole VIN (the page as it arrives, before any script runs).
    const sent = await (await visitor.request.get(shareLink)).text();
    expect(sent).toContain(maskedRut);
    // (The owner check's hint shows how a RUT is written: its example is not anybody's.)
    expect(sent.replaceAll("Ejemplo: 12.345.678-5", "")).not.toMatch(/\d{1,2}\.?\d{3}\.?\d{3}-[\dK]/);
    expect(sent).not.toContain(demo.vin);
    for (const surname of demo.owner.fullName.split(" ").slice(1)) {
      expect(sent).not.toMatch(new RegExp(`\\b${surname}\\b`));
      expect(sent).not.toMatch(new RegExp(`\\b${surname.charAt(0)}${surname.slice(1).toLowerCase()}\\b`));
    }
    await visitor.getByRole("note").filter({ hasText: "Datos de demostración" }).waitFor();
    expect(await visitor.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await expectAccessible(visitor, "public report");

    // A phone still waiting for the page's code (or a browser without scripts) reads the same report.
    const withoutScripts = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const plain = await withoutScripts.newPage();
    await plain.goto(shareLink);
    await plain.getByRole("note").filter({ hasText: "Datos de demostración" }).waitFor();
    await plain.getByText(maskedRut, { exact: true }).waitFor();
    await plain.getByRole("heading", { name: "Situación legal" }).waitFor();
    expect(await plain.getByText("Cargando reporte...").count()).toBe(0);
    // Its checks need the page's code: they do not take a RUT or a VIN they could not check.
    expect(await plain.getByLabel("RUT del vendedor").isDisabled()).toBe(true);
    expect(await plain.getByRole("button", { name: "Verificar RUT" }).isDisabled()).toBe(true);
    expect(await plain.getByLabel("VIN del auto", { exact: true }).isDisabled()).toBe(true);
    expect(await plain.getByRole("button", { name: "Verificar VIN" }).isDisabled()).toBe(true);
    await withoutScripts.close();

    // The shared view's PDF, from the link's own address.
    const sharedPdfLink = visitor.getByRole("link", { name: "Descargar PDF" });
    expect(await sharedPdfLink.getAttribute("href")).toBe(`/api/public/reports/${accessCode}/pdf`);
    const [download] = await Promise.all([visitor.waitForEvent("download"), sharedPdfLink.click()]);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 4).toString("latin1")).toBe("%PDF");
    expect(pdf.includes("Patente MULT30")).toBe(true);
    // By now any lookup the page's code made on loading would have been seen: there was none.
    expect(lookups).toHaveLength(0);

    const rut = visitor.getByLabel("RUT del vendedor");
    await rut.fill("12.345.678-9");
    await visitor.getByRole("button", { name: "Verificar RUT" }).click();
    await visitor.getByText("El RUT no es válido: revisa el dígito verificador").waitFor();
    await rut.fill("11.111.111-1");
    await visitor.getByRole("button", { name: "Verificar RUT" }).click();
    await visitor.getByText("No: el RUT no corresponde al dueño registrado.").waitFor();
    await expectAccessible(visitor, "public report after the owner check");

    // Closing the report leaves the form empty for the next plate, with one free query spent. The author
    // comes back to their tab first: a background tab may not render the dialog closing.
    await page.bringToFront();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.getByLabel("Patente").inputValue()).toBe("");
    await page.getByText("Te quedan 2 consultas gratis.", { exact: true }).waitFor();

    await page.goto("/dashboard/reportes");
    await page.getByRole("heading", { name: "MULT30" }).waitFor();
    expect(await statValue(page, "Reportes totales").textContent()).toBe("1");
    expect(await statValue(page, "Este mes").textContent()).toBe("1");
    await expectAccessible(page, "my reports");
    await expectNoHorizontalScroll(page, "my reports");
    await page.getByLabel("Buscar por patente o código").fill("zzzz");
    await page.getByText("Ningún reporte coincide con la búsqueda.").waitFor();
    await page.getByLabel("Buscar por patente o código").fill("mult");
    await page.getByRole("heading", { name: "MULT30" }).waitFor();
    await page.getByText("Alto (80+)").click();
    await page.getByText("Ningún reporte coincide con la búsqueda.").waitFor();
    await page.getByText("Todos").click();
    // The author's own page, in the same tab.
    const viewLink = page.getByRole("link", { name: /^Ver reporte/ });
    expect(await viewLink.getAttribute("href")).toMatch(/^\/dashboard\/reportes\/[0-9a-f-]{36}$/);
    expect(await viewLink.getAttribute("target")).toBeNull();

    await visitor.goto("/buscar-reporte");
    await visitor.getByRole("button", { name: "Ver reporte" }).click();
    await visitor.getByText("Por favor ingresa un código de acceso").waitFor();
    await expectAccessible(visitor, "report search with an error");
    await visitor.getByLabel("Código de acceso").fill(accessCode.toLowerCase());
    await visitor.getByRole("button", { name: "Ver reporte" }).click();
    await visitor.waitForURL(`**/reporte/${accessCode}`);
    await visitor.getByText("MULT30").first().waitFor();

    await page.getByText(/^Enlace activo hasta el \d{2}-\d{2}-\d{4}$/).waitFor();
    await page.getByRole("button", { name: "Retirar enlace" }).click();
    await page.getByRole("button", { name: "Sí, retirar enlace" }).click();
    await page.getByText("Enlace retirado", { exact: true }).waitFor();
    // The buttons went with the link; the line that says so has the focus.
    await page.waitForFunction(() => document.activeElement?.textContent === "Enlace retirado");
    // The author's page stays open to its author.
    await page.getByRole("link", { name: /^Ver reporte/ }).waitFor();
    expect(await page.getByRole("button", { name: "Extender 30 días" }).count()).toBe(0);

    lookups.length = 0;
    const withdrawn = await visitor.reload();
    expect(withdrawn?.status()).toBe(410);
    const withdrawnMessage = "Este informe ya no está disponible: su autor retiró el enlace.";
    await visitor.getByRole("alert").filter({ hasText: withdrawnMessage }).waitFor();
    await visitor.getByRole("link", { name: "Ir al Inicio", exact: true }).waitFor();
    await visitor.getByRole("link", { name: "Reintentar con otro codigo" }).waitFor();
    await expectAccessible(visitor, "withdrawn report");
    // The page arrived with the refusal and showed it as it is: no lookup of its own, no retry.
    expect(lookups).toHaveLength(0);
    // Drawn by the server: a browser without scripts reads the reason too.
    const serverDrawn = await fetch(`${baseUrl()}/reporte/${accessCode}`, {
      headers: { "x-forwarded-for": "10.251.0.1" },
    });
    expect(serverDrawn.status).toBe(410);
    expect(await serverDrawn.text()).toContain(withdrawnMessage);
    // Reached from within the site, the page asks the server, and says the same.
    await visitor.getByRole("link", { name: "Reintentar con otro codigo" }).click();
    await visitor.getByLabel("Código de acceso").fill(accessCode);
    await visitor.getByRole("button", { name: "Ver reporte" }).click();
    await visitor.waitForURL(`**/reporte/${accessCode}`);
    await visitor.getByRole("alert").filter({ hasText: withdrawnMessage }).waitFor();
    expect(lookups).toHaveLength(1);

    // While the page's answer is on its way the search screen says so; when the connection drops
    // instead, the spec's error view stands where the report would, with its two ways on.
    let answer = () => {};
    await visitor.route(`**/reporte/${accessCode}.data*`, async (route) => {
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      await route.abort();
    });
    await visitor.getByRole("link", { name: "Reintentar con otro codigo" }).click();
    await visitor.getByLabel("Código de acceso").fill(accessCode);
    await visitor.getByRole("button", { name: "Ver reporte" }).click();
    await visitor.getByRole("button", { name: "Cargando reporte..." }).waitFor();
    answer();
    await visitor.getByRole("alert").filter({ hasText: "Error al cargar el reporte" }).waitFor();
    await visitor.getByRole("link", { name: "Ir al Inicio", exact: true }).waitFor();
    await visitor.getByRole("link", { name: "Reintentar con otro codigo" }).waitFor();
    await visitor.context().close();
    await page.context().close();
  });

  it("says when a report is partial, offers to ask again, and explains a report number typed as a code", async () => {
    const page = await newPage(browser, 390);
    await signInAs(page, "reportsPartial");
    await askReport(page, "PARC70");
    const dialog = page.getByRole("dialog", { name: "Informe de validación vehicular" });
    // Nothing found, three sources silent: the verdict is grey and provisional, never 'recomendable'.
    await dialog
      .getByText("Puntaje provisional: faltan 3 fuentes (SOAP, multas, TAG)", { exact: true })
      .waitFor();
    expect(await dialog.getByText(/recomendable/).count()).toBe(0);
    // Neither fine source answered: the panel says so, it does not wait for ever.
    expect(await dialog.getByText("Consultando...").count()).toBe(0);
    await dialog.getByRole("button", { name: "Reintentar fuentes pendientes" }).click();
    // The demo's silent sources stay silent: the report says so and stays partial.
    await dialog.getByText("Algunas fuentes siguen sin responder. Puedes intentarlo más tarde.").waitFor();
    await expectAccessible(page, "partial report");
    const reportCode = (await dialog
      .getByText(/^RPT-[A-Z0-9]{6}$/)
      .first()
      .textContent()) as string;
    await dialog.getByRole("button", { name: "Cerrar" }).click();

    await page.goto("/buscar-reporte");
    await page.getByLabel("Código de acceso").fill(reportCode);
    await page.getByRole("button", { name: "Ver reporte" }).click();
    await page.getByText(/^Ese es el número del informe \(RPT-…\), no su código de acceso/).waitFor();
    expect(new URL(page.url()).pathname).toBe("/buscar-reporte");
    await expectAccessible(page, "report search, a report number typed");
    await page.context().close();
  });

  it("lets the author withdraw the link from the report dialog", async () => {
    const page = await newPage(browser, 1280);
    await signInAs(page, "reportsWithdraw");
    await page.goto("/dashboard/reportes");
    await page.getByRole("heading", { name: "Aún no tienes reportes" }).waitFor();
    await expectAccessible(page, "my reports, empty");
    await page.getByRole("link", { name: "Verificar un vehículo" }).click();
    await askReport(page, "BBCL10");
    const dialog = page.getByRole("dialog", { name: "Informe de validación vehicular" });
    await dialog.getByText("Excelente estado", { exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Retirar enlace" }).click();
    await dialog.getByRole("button", { name: "Sí, retirar enlace" }).click();
    await dialog.getByText("Enlace retirado", { exact: true }).waitFor();
    expect(await dialog.getByRole("button", { name: "Compartir" }).count()).toBe(0);
    expect(await dialog.getByRole("button", { name: "Extender 30 días" }).count()).toBe(0);
    await dialog.getByRole("button", { name: "Más" }).click();
    await page.getByRole("menuitem", { name: "Imprimir" }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Copiar enlace" }).count()).toBe(0);
    await page.keyboard.press("Escape");
    // The author keeps their own PDF of the report.
    await dialog.getByRole("link", { name: "Descargar PDF" }).waitFor();
    await expectAccessible(page, "report dialog, link withdrawn");
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    await page.goto("/dashboard/reportes");
    await page.getByText("Enlace retirado", { exact: true }).waitFor();
    await page.context().close();
  });
});
