// How long a new user waits from the home page to their first report, on the plate-first path (decision
// 067): the home page's plate, sign-up, the confirmation mail's link, one tap on the check screen. A script
// in Chromium at phone size (390 × 844) does what the person would, without their reading and typing, so
// the figure is what the product adds. Each run is a new person; the median run is printed with the range.
// Run: npm run build && npx tsx bench/first-report.ts   (RUNS=5 by default)
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium";
import { startProduct } from "./support/product";

const RUNS = Number(process.env.RUNS ?? 5);
const PLATE = "BBCL10";

const product = await startProduct();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });

/** The confirmation link mailed to `email`, as soon as it is in the outbox. */
async function mailedLink(email: string): Promise<string> {
  for (;;) {
    const files = (await readdir(product.outboxDir).catch(() => [])).filter((f) => f.endsWith(".json"));
    for (const file of files) {
      const mail = JSON.parse(await readFile(path.join(product.outboxDir, file), "utf8"));
      const link = mail.to === email && mail.text.match(/\S*\/confirmar-correo\?\S+/)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

const interactive = (page: Page) => page.locator("html[data-interactive]").waitFor({ state: "attached" });

type Marks = { signedUp: number; mailed: number; checkScreen: number; report: number };

async function newUser(run: number): Promise<Marks> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: "es-CL",
    // A network of its own per person: sign-ups are limited per network.
    extraHTTPHeaders: { "x-forwarded-for": `10.77.${run}.1` },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const email = `primera.${run}.${Date.now()}@correo.cl`;
  const started = performance.now();
  const since = () => performance.now() - started;

  await page.goto(`${product.url}/`);
  await interactive(page);
  await page.getByLabel("Patente").fill(PLATE);
  await page.getByRole("button", { name: "Obtener Informe" }).click();
  await page.waitForURL("**/register?**");
  await interactive(page);
  await page.getByRole("button", { name: /Comienza/ }).click();
  for (const [label, value] of [
    ["Nombre", "Josefa"],
    ["Apellido", "Araya"],
    ["Correo electrónico", email],
    ["Contraseña", "clave-de-josefa"],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(value);
    await page.keyboard.press("Enter");
  }
  await page.getByRole("checkbox", { name: /^Acepto/ }).check();
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await page.getByRole("heading", { name: "¡Cuenta creada!" }).waitFor();
  const signedUp = since();

  const link = await mailedLink(email);
  const mailed = since();
  await page.goto(link);
  await page.getByRole("button", { name: "Confirmar mi correo" }).click();
  await page.getByRole("button", { name: "Consultar gratis" }).waitFor();
  const checkScreen = since();

  await page.getByRole("button", { name: "Consultar gratis" }).click();
  await page
    .getByRole("dialog", { name: "Informe de validación vehicular" })
    .getByRole("img", { name: /^Puntaje de confianza/ })
    .waitFor();
  const report = since();
  await context.close();
  return { signedUp, mailed, checkScreen, report };
}

const runs: Marks[] = [];
for (let run = 0; run < RUNS; run++) runs.push(await newUser(run));
await browser.close();
await product.stop();

const byTotal = [...runs].sort((a, b) => a.report - b.report);
const median = byTotal[Math.floor(byTotal.length / 2)] as Marks;
const s = (ms: number) => (ms / 1000).toFixed(1);
console.log(
  `First report for a new user — Chromium 390×844, demo data, median of ${RUNS} runs, ${new Date().toISOString().slice(0, 10)}`,
);
console.log("step (from the home page)            median s  range s");
const range = (pick: (m: Marks) => number) => {
  const values = runs.map(pick);
  return `${s(Math.min(...values))}–${s(Math.max(...values))}`;
};
for (const [label, pick] of [
  ["sign-up's success screen", (m: Marks) => m.signedUp],
  ["confirmation mail in the outbox", (m: Marks) => m.mailed],
  ["check screen, plate typed in", (m: Marks) => m.checkScreen],
  ["first report drawn", (m: Marks) => m.report],
] as const) {
  console.log(`${label.padEnd(37)}${s(pick(median)).padStart(8)}  ${range(pick)}`);
}
