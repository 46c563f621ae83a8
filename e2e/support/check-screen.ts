import type { Locator, Page } from "playwright-core";

/** Types `plate` on the check screen and asks for its report, as a person does. */
export async function askReport(page: Page, plate: string): Promise<void> {
  await page.getByLabel("Patente").fill(plate);
  await page.getByRole("button", { name: /^Consultar/ }).click();
}

/** Asks for `plate`'s report and answers the dialog it opens in, once its score is drawn. */
export async function generateReport(page: Page, plate: string): Promise<Locator> {
  await askReport(page, plate);
  const dialog = page.getByRole("dialog", { name: "Informe de validación vehicular" });
  await dialog.getByRole("img", { name: /^Puntaje de confianza/ }).waitFor();
  return dialog;
}
