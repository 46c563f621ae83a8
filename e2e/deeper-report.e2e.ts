import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTO_SEGURO_URL } from "#domain/report/theft";
import { CROSSINGS_FOLLOW_PLATE_NOTE } from "#domain/report/tolls";
import { signInAs } from "./support/accounts";
import { baseUrl, expectAccessible, launchBrowser, newPage, untilInteractive } from "./support/browser";
import { generateReport } from "./support/check-screen";
import { demoVehicle } from "./support/demo-vehicle";

// Issue 19's deeper report on the demo data: unpaid crossings without a TAG, recalls, the fiscal
// valuation, the theft check that was not verified, the transfer checklist, where the score stands among
// similar cars (the server makes the demo fleet at start) and the odometer rule, on the author's dialog and
// on the shared page, plus the WhatsApp link beside 'Copiar enlace' in the 'Más' menu.

/** The sections every report has now, by their headings. */
const NEW_SECTIONS = [
  "Peajes sin TAG",
  "Llamados a revisión",
  "Tasación fiscal y permiso de circulación",
  "Encargo por robo",
  "Qué revisar al transferir",
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function closeDialog(page: Page, dialog: Locator) {
  await page.bringToFront();
  await dialog.getByRole("button", { name: "Cerrar" }).click();
  await dialog.waitFor({ state: "hidden" });
}

/** Every new section is on screen, with the theft check's official link and the plate to type. */
async function expectNewSections(where: Page | Locator, plate: string) {
  for (const name of NEW_SECTIONS) await where.getByRole("heading", { name, exact: true }).waitFor();
  await where.getByText(CROSSINGS_FOLLOW_PLATE_NOTE, { exact: true }).waitFor();
  await where.getByText("No verificado", { exact: true }).first().waitFor();
  const autoSeguro = where.getByRole("link", { name: /^Consultar en Auto Seguro \(Carabineros\)/ });
  expect(await autoSeguro.getAttribute("href")).toBe(AUTO_SEGURO_URL);
  await where.getByText(new RegExp(`con la patente ${plate}\\.$`)).waitFor();
  await where.getByText("Certificado de multas del mismo día", { exact: true }).waitFor();
  await where.getByText("Transferencia en el Registro Civil", { exact: true }).waitFor();
  await where.getByText(/^Autos similares: \d+-\d+, según \d+ informes$/).waitFor();
}

/** The wa.me link's message in the 'Más' menu of `where`, and the shared link in it. */
async function whatsappLink(page: Page, where: Page | Locator): Promise<string> {
  await where.getByRole("button", { name: "Más" }).click();
  // The menu is drawn over the page, outside the dialog.
  const item = page.getByRole("menuitem", { name: /^Compartir por WhatsApp/ });
  const href = (await item.getAttribute("href")) ?? "";
  await page.getByRole("menuitem", { name: "Copiar enlace" }).waitFor();
  await page.keyboard.press("Escape");
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/");
  const text = url.searchParams.get("text") ?? "";
  const link = new RegExp(`${baseUrl()}/reporte/[A-Z0-9]{12}$`).exec(text)?.[0];
  if (!link) throw new Error(`no shared link in the WhatsApp message: ${text}`);
  return link;
}

describe("the deeper report", () => {
  it("shows every new section to the author and to whoever holds the link, and shares it on WhatsApp", async () => {
    const page = await newPage(browser, 1280);
    await signInAs(page, "deeperReport");

    // TAGD40: TAG debt of the owner, and unpaid crossings that follow the plate.
    const dialog = await generateReport(page, "TAGD40");
    await dialog.getByRole("note").filter({ hasText: "Datos de demostración" }).waitFor();
    await expectNewSections(dialog, "TAGD40");
    await dialog.getByText("4 cobros por $42.380", { exact: true }).waitFor();
    // The author sees the days of the crossings.
    await dialog.getByText(/^\d{2}-\d{2}-\d{4} · Autopista Central · \$17\.840$/).waitFor();
    await dialog
      .getByText(/^Peajes sin TAG impagos por \$42\.380 \(pagar hasta el \d{2}-\d{2}-\d{4}\)$/)
      .waitFor();
    // One toll deduction over both debts together; the verdict names them, not 'recomendable'.
    await dialog
      .getByText("−5 · Deuda TAG de $187.450 y peajes sin TAG por $42.380 ($229.830 en total)")
      .waitFor();
    await dialog
      .getByText("Hay $229.830 en deudas; $42.380 pasan a quien compre: exige el pago antes de transferir.", {
        exact: true,
      })
      .waitFor();
    await dialog.getByText("Sin llamados a revisión", { exact: true }).waitFor();
    const shared = await whatsappLink(page, dialog);
    await dialog.getByText(shared.split("/").at(-1) as string, { exact: true }).waitFor();
    await expectAccessible(page, "deeper report dialog");

    // Whoever holds the link: the same sections, the crossings without their days.
    const visitor = await newPage(browser, 390);
    await visitor.goto(shared);
    await visitor.getByRole("heading", { name: /TAGD40/, level: 1 }).waitFor();
    await untilInteractive(visitor);
    await expectNewSections(visitor, "TAGD40");
    await visitor.getByText("Autopista Central · $17.840", { exact: true }).waitFor();
    expect(await visitor.getByText(/\d{2}-\d{2}-\d{4} · Autopista Central/).count()).toBe(0);
    expect(await whatsappLink(visitor, visitor)).toBe(shared);
    await expectAccessible(visitor, "deeper shared report");
    await visitor.context().close();
    await closeDialog(page, dialog);

    // NUEV60: an open recall, an alert that costs nothing, with the official notice.
    const recall = await generateReport(page, "NUEV60");
    const demo = await demoVehicle("NUEV60");
    const title = `Vehículos ${demo.make} ${demo.model}`;
    await recall.getByText("1 llamado abierto", { exact: true }).waitFor();
    await recall
      .getByText(new RegExp(`^Llamado a revisión abierto: ${title}`))
      .first()
      .waitFor();
    const notice = recall.getByRole("link", { name: new RegExp(`^Aviso oficial: ${title}`) });
    expect(await notice.getAttribute("href")).toMatch(/^https:\/\/www\.sernac\.cl\//);
    expect(await recall.getByText(/^−\d+ · Llamado a revisión/).count()).toBe(0);
    await expectNewSections(recall, "NUEV60");
    await closeDialog(page, recall);

    // KMRB80: the rolled-back odometer costs 25 points, is named among the deductions, and is a hard stop:
    // the score is capped inside 'Riesgo alto', the verdict and the transfer checklist say not to buy.
    const rollback = await generateReport(page, "KMRB80");
    const gauge = rollback.getByRole("img", { name: /^Puntaje de confianza: \d+ de 100$/ });
    const score = Number(/(\d+) de 100/.exec((await gauge.getAttribute("aria-label")) ?? "")?.[1]);
    expect(score).toBeLessThanOrEqual(39);
    await rollback.getByText(/^−25 · Posible adulteración del kilometraje: /).waitFor();
    await rollback
      .getByText("Posible adulteración del kilometraje: no lo compres sin una inspección independiente.", {
        exact: true,
      })
      .waitFor();
    await rollback
      .getByText("Retrocede entre revisiones técnicas: no compres sin una inspección independiente", {
        exact: true,
      })
      .waitFor();
    await expectNewSections(rollback, "KMRB80");
    await page.context().close();
  });
});
