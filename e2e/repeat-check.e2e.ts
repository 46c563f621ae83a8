import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs } from "./support/accounts";
import { expectAccessible, launchBrowser, newPage } from "./support/browser";
import { askReport } from "./support/check-screen";
import { expectNoHorizontalScroll } from "./support/layout";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * The check screen's report stream, passed through as the server sends it, except that once `hold()` was
 * called the report itself waits for `release()`: the demo data answers too fast to see the progress.
 */
async function holdReports(page: Page) {
  await page.addInitScript(() => {
    const realFetch = window.fetch.bind(window);
    let held: Promise<void> | null = null;
    let release = () => {};
    Object.assign(window, {
      holdReport: () => {
        held = new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      releaseReport: () => release(),
    });
    window.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      if (String(input) !== "/api/reports" || init?.method !== "POST" || !response.ok || !response.body)
        return response;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const encoder = new TextEncoder();
      let buffer = "";
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) return controller.close();
          buffer += value;
          const blocks = buffer.split("\n\n");
          buffer = blocks.pop() ?? "";
          for (const block of blocks) {
            if (block.startsWith("event: report") && held) await held;
            controller.enqueue(encoder.encode(`${block}\n\n`));
          }
        },
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };
  });
  return {
    hold: () => page.evaluate(() => (window as unknown as { holdReport: () => void }).holdReport()),
    release: () => page.evaluate(() => (window as unknown as { releaseReport: () => void }).releaseReport()),
  };
}

/** The lines of the progress view, each as 'name · state'. */
const sourceLines = (page: Page) =>
  page
    .getByRole("list", { name: "Fuentes consultadas" })
    .getByRole("listitem")
    .evaluateAll((items) =>
      items.map((item) => [...item.querySelectorAll("span")].map((s) => s.textContent).join(" · ")),
    );

/** The progress bar full: the report is made, and held back by holdReports. */
const finished = (page: Page) => page.locator('[role="progressbar"][aria-valuenow="100"]').waitFor();

const trialsLeft = async (page: Page) =>
  ((await (await page.request.get("/api/me")).json()) as { credits: { trialsLeft: number } }).credits
    .trialsLeft;

describe("checking a plate again within a day", () => {
  it("asks first, with the earlier report's time; a new one is made only when asked for", async () => {
    const page = await newPage(browser, 390);
    await page.setViewportSize({ width: 390, height: 844 });
    const reports = await holdReports(page);
    await signInAs(page, "repeatAsks");

    // The progress names each source asked; the clean car's all answer.
    await reports.hold();
    await askReport(page, "BBCL10");
    await page.getByRole("heading", { name: "Generando informe de la patente BBCL10" }).waitFor();
    await finished(page);
    const lines = await sourceLines(page);
    expect(lines).toHaveLength(9);
    expect(lines).toContain("Información del vehículo · Listo");
    expect(lines).toContain("Deuda TAG (autopistas) · Listo");
    expect(lines.every((line) => line.endsWith(" · Listo"))).toBe(true);
    // No source anywhere answers a theft check (decision 049): no line waits for it.
    expect(lines.some((line) => line.startsWith("Encargo por robo"))).toBe(false);
    await expectAccessible(page, "progress with its sources");
    await expectNoHorizontalScroll(page, "progress with its sources");
    await reports.release();
    const dialog = page.getByRole("dialog", { name: "Informe de validación vehicular" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await trialsLeft(page)).toBe(2);

    // The same plate again: nothing is spent until the person says so.
    await askReport(page, "BBCL10");
    await page.getByRole("heading", { name: "Ya tienes un informe de esta patente" }).waitFor();
    await page
      .getByText(/^Ya consultaste la patente BBCL10 el \d{2}-\d{2}-\d{4} \d{2}:\d{2}\. Puedes volver a verlo/)
      .waitFor();
    const earlier = page.getByRole("link", { name: "Ver el informe anterior" });
    expect(await earlier.getAttribute("href")).toMatch(/^\/dashboard\/reportes\/[0-9a-f-]{36}$/);
    expect(await trialsLeft(page)).toBe(2);
    await expectAccessible(page, "repeat prompt");
    await expectNoHorizontalScroll(page, "repeat prompt");

    // Another plate instead: the form is back, empty, with the focus.
    await page.getByRole("button", { name: "Consultar otra patente" }).click();
    await expect
      .poll(() => page.getByLabel("Patente").evaluate((el) => el === document.activeElement))
      .toBe(true);
    expect(await page.getByLabel("Patente").inputValue()).toBe("");

    await askReport(page, "BBCL10");
    await reports.hold();
    await page.getByRole("button", { name: "Generar uno nuevo (usa 1 consulta)" }).click();
    await page.getByRole("heading", { name: "Generando informe de la patente BBCL10" }).waitFor();
    await finished(page);
    await reports.release();
    await dialog.waitFor();
    expect(await trialsLeft(page)).toBe(1);
    await page.context().close();
  });

  it("shows the sources that did not answer as such, after those that did (PARC70)", async () => {
    const page = await newPage(browser, 390);
    await page.setViewportSize({ width: 390, height: 844 });
    const reports = await holdReports(page);
    await signInAs(page, "repeatPending");
    await reports.hold();
    await askReport(page, "PARC70");
    await finished(page);
    const lines = await sourceLines(page);
    const states = lines.map((line) => line.split(" · ")[1]);
    expect(states).toEqual([...Array(lines.length - 4).fill("Listo"), ...Array(4).fill("No respondió")]);
    expect(lines.slice(-4).sort()).toEqual(
      [
        "SOAP · No respondió",
        "Multas de tránsito · No respondió",
        "Servicio de multas por patente · No respondió",
        "Deuda TAG (autopistas) · No respondió",
      ].sort(),
    );
    await reports.release();
    await page.getByRole("dialog", { name: "Informe de validación vehicular" }).waitFor();
    await page.context().close();
  });
});
