import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOT_FILE_TOO_LARGE_MESSAGE } from "#domain/contract/lots";
import { computeDv } from "#domain/rut";
import { answerRegisterWizard, pressConfirmationLink, signInAs } from "./support/accounts";
import { expectAccessible, lastMailTo, launchBrowser, newPage, uniqueEmail } from "./support/browser";
import { expectNoHorizontalScroll } from "./support/layout";

// Issue 30's dealer, end to end on a phone: an automotora is created, a salesperson invited by mail joins
// it, Flota 10 is bought through the simulated gateway, a CSV of 10 plates is checked as one lot and its
// results are taken away as an Excel file; the salesperson's switch says which balance a check spends, and
// a buyer sent one of the lot's reports reads who shared it.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { width: 390, height: 844 } as const;

const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { name, level: 1 });

/** A RUT empresa no other run of this file has used: the database refuses a second automotora with one. */
function freshCompanyRut(): string {
  const body = 76_000_000 + Math.floor(Math.random() * 3_000_000);
  return `${body}-${computeDv(body)}`;
}

/** The organisation's balance as its page draws it: 'Saldo de la automotora: 10 informes'. */
const organisationBalance = (page: Page) =>
  page.getByRole("region", { name: "Saldo de la automotora" }).getByRole("status").first();

// The lot: 10 plates the demo answers with a car and a score (ZZZZ99, its 'sin datos' plate, is left out
// on purpose), a row that is no plate, and one plate written twice, folded and charged once.
const PLATES = [
  "BBCL10",
  "RTVE20",
  "MULT30",
  "TAGD40",
  "SOAP50",
  "NUEV60",
  "PARC70",
  "KMRB80",
  "GPDD74",
  "BCYT91",
];
const INVALID = "NO-SE";
const CSV_ROWS = ["Patente;Comentario", ...PLATES.slice(0, 5), INVALID, ...PLATES.slice(5), "bbcl10"];
/** Spreadsheet rows as the dealer numbers them: the header is row 1. */
const rowOf = (value: string) => CSV_ROWS.indexOf(value) + 1;

describe("an automotora's path", () => {
  it("creates the automotora, invites and joins, buys Flota 10, checks a CSV lot and downloads the Excel", async () => {
    const admin = await newPage(browser, PHONE.width, PHONE.height);
    await signInAs(admin, "dealerAdmin");

    // The automotora, created by its future administrador.
    await admin.goto("/dashboard/automotora");
    await heading(admin, "Automotora").waitFor();
    await admin.getByRole("heading", { name: "Crea la cuenta de tu automotora" }).waitFor();
    await expectAccessible(admin, "organisation, none yet");
    await expectNoHorizontalScroll(admin, "organisation, none yet");
    const rut = freshCompanyRut();
    await admin.getByLabel("Razón social").fill("Automotora Los Aromos SpA");
    await admin.getByLabel("RUT empresa").fill(rut.replace("-", ""));
    await admin.getByText("RUT válido", { exact: false }).first().waitFor();
    await admin.getByLabel("Giro").fill("Compraventa de vehículos motorizados");
    await admin.getByLabel("Dirección").fill("Av. Irarrázaval 2345");
    await admin.getByLabel("Comuna").fill("Ñuñoa");
    await admin.getByLabel("Correo de facturación").fill("facturas@losaromos.cl");
    await admin.getByLabel("Nombre para compradores").fill("Los Aromos");
    await admin.getByRole("button", { name: "Crear automotora" }).click();
    await heading(admin, "Los Aromos").waitFor();
    await admin.getByText("Administrador", { exact: true }).first().waitFor();
    await expect.poll(() => organisationBalance(admin).textContent()).toMatch(/0 informes/);
    await expectAccessible(admin, "organisation, just created");
    await expectNoHorizontalScroll(admin, "organisation, just created");

    // A salesperson, invited by e-mail.
    const sellerEmail = uniqueEmail("vendedora");
    const invite = admin.getByRole("form", { name: "Invitar a alguien" });
    await invite.getByLabel("Correo electrónico").fill(sellerEmail);
    await invite.getByRole("radio", { name: /^Vendedor/ }).check();
    await invite.getByRole("button", { name: "Enviar invitación" }).click();
    await admin.getByText(`Enviamos la invitación a ${sellerEmail}.`, { exact: false }).waitFor();
    await admin.getByRole("listitem").filter({ hasText: sellerEmail }).waitFor();
    await expectAccessible(admin, "organisation, an invitation pending");

    // The invited person opens the mailed link on a phone of their own, signed out: it says who invites
    // and as what before anything else. They sign up with that address from there, confirm it on the same
    // phone, and are brought back to the invitation.
    const mail = await lastMailTo(sellerEmail, "Te invitaron a Los Aromos en Patente Clara");
    const link = mail.text.split("\n").find((line) => line.includes("/automotora/invitacion?token="));
    if (!link) throw new Error(`no invitation link mailed to ${sellerEmail}`);
    const seller = await newPage(browser, PHONE.width, PHONE.height);
    await seller.goto(link.trim());
    const invitationHeading = "Los Aromos te invitó a unirte como vendedor";
    await heading(seller, invitationHeading).waitFor();
    await seller.getByText(/El enlace vence el \d{2}-\d{2}-\d{4}\./).waitFor();
    await expectAccessible(seller, "invitation, signed out");
    await expectNoHorizontalScroll(seller, "invitation, signed out");
    await seller.getByRole("link", { name: "Regístrate" }).click();
    await answerRegisterWizard(seller, sellerEmail, {
      prefix: "vendedora",
      firstName: "Javiera",
      lastName: "Soto",
    });
    await seller.getByRole("heading", { name: "¡Cuenta creada!" }).waitFor();
    await pressConfirmationLink(seller, sellerEmail);
    await seller.waitForURL("**/dashboard/automotora/invitacion?token=*");
    await heading(seller, invitationHeading).waitFor();
    await seller.getByText(sellerEmail).waitFor();
    await expectAccessible(seller, "invitation");
    await expectNoHorizontalScroll(seller, "invitation");
    await seller.getByRole("button", { name: "Unirme a la automotora" }).click();
    await heading(seller, "¡Ya eres parte de Los Aromos!").waitFor();
    await seller.getByText(/Entraste como vendedor\./).waitFor();
    await expectAccessible(seller, "invitation accepted");

    // The administrador sees the new member, and no invitation left.
    await admin.reload();
    await admin.getByText("Javiera Soto").first().waitFor();
    await admin.getByText("No hay invitaciones pendientes.").waitFor();

    // Flota 10, bought for the automotora through the simulated gateway.
    await admin.goto("/dashboard/servicios/paquetes?tipo=automotoras");
    await heading(admin, "Paquetes de informes").waitFor();
    await admin.getByRole("tab", { name: "Automotoras" }).click();
    await admin.getByText(/Los informes se suman al saldo de Los Aromos/).waitFor();
    // The balance beside the fleet packs is the automotora's, which they add to, not the person's.
    await admin.getByRole("status").filter({ hasText: "Los Aromos: 0 informes" }).waitFor();
    await admin.getByRole("tab", { name: "Personas" }).click();
    await admin
      .getByRole("status")
      .filter({ hasText: /consultas? gratis|No te quedan/ })
      .waitFor();
    await admin.getByRole("tab", { name: "Automotoras" }).click();
    await expectAccessible(admin, "packs, dealers tab for an administrador");
    await expectNoHorizontalScroll(admin, "packs, dealers tab for an administrador");
    await admin
      .getByRole("article", { name: "Flota 10", exact: true })
      .getByRole("button", { name: /^Comprar/ })
      .click();
    const dialog = admin.getByRole("dialog", { name: "Confirmar Compra" });
    await dialog.getByText(/los informes se suman al saldo de la automotora y la factura/).waitFor();
    await expectAccessible(admin, "purchase dialog, fleet pack");
    await expectNoHorizontalScroll(admin, "purchase dialog, fleet pack");
    await dialog.getByRole("button", { name: "Confirmar Compra" }).click();
    await admin.waitForURL("**/dev/pasarela/*");
    await admin.getByRole("button", { name: "Aprobar" }).click();
    await admin.waitForURL("**/payment/success?*");
    await heading(admin, "Pago exitoso").waitFor();

    await admin.goto("/dashboard/automotora");
    await expect.poll(() => organisationBalance(admin).textContent()).toMatch(/10 informes/);

    // A CSV of the 10 plates, with a row that is no plate and one plate twice.
    await admin.getByRole("link", { name: "Verificar un lote" }).click();
    await admin.waitForURL("**/dashboard/lotes");
    await heading(admin, "Lotes").waitFor();
    await admin.getByText("Aún no hay lotes").waitFor();
    await expectAccessible(admin, "lots, none yet");
    await expectNoHorizontalScroll(admin, "lots, none yet");
    await admin.getByRole("link", { name: "Nuevo lote" }).first().click();
    await admin.waitForURL("**/dashboard/lotes/nuevo");
    await heading(admin, "Nuevo lote").waitFor();
    await admin.locator("html[data-interactive]").waitFor({ state: "attached" });
    await expectAccessible(admin, "new lot");
    await expectNoHorizontalScroll(admin, "new lot");
    // A file over 2 MB is told at once, before a byte of it is sent.
    let uploads = 0;
    admin.on("request", (request) => {
      if (request.url().includes("/api/lots")) uploads++;
    });
    await admin.getByLabel("Sube un CSV o Excel (hasta 500 filas)").setInputFiles({
      name: "inventario-completo.csv",
      mimeType: "text/csv",
      buffer: Buffer.alloc(3 * 1024 * 1024, "BBCL10\n"),
    });
    await admin.getByText(LOT_FILE_TOO_LARGE_MESSAGE).waitFor();
    await admin.getByRole("button", { name: "Revisar" }).click();
    await admin.getByText(LOT_FILE_TOO_LARGE_MESSAGE).waitFor();
    expect(uploads).toBe(0);
    await admin.getByLabel("Sube un CSV o Excel (hasta 500 filas)").setInputFiles({
      name: "tasaciones-mayo.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`${CSV_ROWS.join("\n")}\n`, "utf8"),
    });
    await admin.getByRole("button", { name: "Quitar archivo tasaciones-mayo.csv" }).waitFor();
    await admin.getByRole("button", { name: "Revisar" }).click();

    const preview = admin.getByRole("region", { name: "Revisa el lote antes de consultar" });
    await preview.getByText("Leímos las patentes de la columna A («Patente»).").waitFor();
    await preview.getByText("10 patentes", { exact: true }).first().waitFor();
    await preview.getByText("10 informes", { exact: true }).waitFor();
    await preview.getByText("Saldo de Los Aromos: 10 informes").waitFor();
    await preview.getByText("1 fila no se consultará: no es una patente").waitFor();
    await preview.getByText(`Fila ${rowOf(INVALID)}`, { exact: true }).waitFor();
    await preview.getByText("1 patente repetida: se consulta una vez").waitFor();
    await expectAccessible(admin, "new lot, reviewed");
    await expectNoHorizontalScroll(admin, "new lot, reviewed");
    await preview.getByRole("button", { name: "Confirmar y consultar 10 patentes" }).click();

    // The lot's page follows it to the end.
    await admin.waitForURL(/\/dashboard\/lotes\/[0-9a-f-]{36}$/);
    await heading(admin, "tasaciones-mayo.csv").waitFor();
    await admin
      .getByText("Lote terminado: 10 de 10 con informe", { exact: true })
      .waitFor({ timeout: 90_000 });
    await expectAccessible(admin, "lot finished");
    await expectNoHorizontalScroll(admin, "lot finished");
    const lotId = new URL(admin.url()).pathname.split("/").at(-1) as string;

    // Every credit of the pack went into the lot.
    const me = await (await admin.request.get("/api/me")).json();
    expect(me.organisation).toMatchObject({ displayName: "Los Aromos", purchasedLeft: 0 });

    // The Excel file: one row per plate, each with its car and score.
    const [download] = await Promise.all([
      admin.waitForEvent("download"),
      admin.getByRole("link", { name: "Descargar Excel" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^lote-\d{2}-\d{2}-\d{4}-.+\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await readFile(await download.path())) as unknown as Parameters<typeof workbook.xlsx.load>[0],
    );
    const sheet = workbook.getWorksheet("Lote");
    if (!sheet) throw new Error("the Excel file has no sheet 'Lote'");
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(["Fila", "Patente", "Vehículo", "Puntaje"]);
    const rows: { row: unknown; plate: unknown; vehicle: unknown; score: unknown; status: unknown }[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const cell = (i: number) => row.getCell(i).value;
      rows.push({ row: cell(1), plate: cell(2), vehicle: cell(3), score: cell(4), status: cell(7) });
    });
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.plate).sort()).toEqual([...PLATES].sort());
    for (const r of rows) {
      expect(r.row, String(r.plate)).toBe(rowOf(String(r.plate)));
      expect(r.status, String(r.plate)).toBe("listo");
      expect(typeof r.vehicle, String(r.plate)).toBe("string");
      expect(r.score, String(r.plate)).toBeTypeOf("number");
      expect(r.score as number).toBeGreaterThanOrEqual(0);
      expect(r.score as number).toBeLessThanOrEqual(100);
    }

    // The salesperson sees the automotora's lot too, and the balance it left.
    await seller.goto("/dashboard/lotes");
    await seller
      .getByRole("link", { name: /tasaciones-mayo\.csv/ })
      .first()
      .waitFor();
    await seller.goto(`/dashboard/lotes/${lotId}`);
    await seller.getByText("Lote terminado: 10 de 10 con informe", { exact: true }).waitFor();
    await expectAccessible(seller, "lot, read by a vendedor");

    // The salesperson's switch says which balance a check spends: the automotora's, now empty, or their
    // own free checks, which stayed apart.
    await seller.goto("/dashboard/servicios");
    await seller.locator("html[data-interactive]").waitFor({ state: "attached" });
    const balance = seller.getByRole("group", { name: "¿Con qué saldo verificas?" });
    expect(
      await balance.getByRole("radio", { name: "Usar saldo de Los Aromos (0 informes)" }).isChecked(),
    ).toBe(true);
    await balance.getByRole("radio", { name: "Usar mi saldo personal (3 consultas gratis)" }).check();
    await seller.getByText("Listo: tus consultas usan tu saldo personal.").waitFor();
    await expectAccessible(seller, "services, the balance switched");
    await seller.goto("/dashboard/servicios/verificar-automovil");
    await seller.getByText("Te quedan 3 consultas gratis.", { exact: true }).waitFor();

    // A buyer the dealer forwards one of the lot's reports to reads the automotora's name over it, and
    // nothing else of the automotora.
    const lot = await (await admin.request.get(`/api/lots/${lotId}`)).json();
    const buyer = await newPage(browser, PHONE.width, PHONE.height);
    await buyer.goto(lot.rows[0].sharePath);
    await buyer.getByText("Compartido por Los Aromos", { exact: true }).waitFor();
    const shown = await buyer.locator("main").innerText();
    for (const secret of ["Automotora Los Aromos SpA", "Irarrázaval", "facturas@losaromos.cl"])
      expect(shown).not.toContain(secret);
    expect(shown.replace(/\./g, "")).not.toContain(rut.split("-")[0]);
    await expectAccessible(buyer, "a lot's report, shared");

    await buyer.context().close();
    await seller.context().close();
    await admin.context().close();
  });
});
