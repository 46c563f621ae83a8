import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, chromium, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tests/support/chromium";

export const baseUrl = () => inject("baseUrl");

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * A client address of its own for each page's person, as the load balancer in front of the product
 * (TRUST_PROXY=1) would append it: limits per client and per network then meet only the tests aimed at
 * them, not every page this one machine opens.
 */
const clientAddress = () => {
  const [a = 0, b = 0] = randomBytes(2);
  return `10.${a}.${b}.1`;
};

export async function newPage(browser: Browser, width = 390, height = 800): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width, height },
    locale: "es-CL",
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  // Every Content-Security-Policy violation of the page, so a scan can fail on one (see expectAccessible).
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.sourceFile}`),
    );
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/**
 * Waits until React has taken over the page just loaded: before that the server's page shows its markup
 * and its buttons do nothing.
 */
export async function untilInteractive(page: Page) {
  await page.locator("html[data-interactive]").waitFor({ state: "attached" });
}

export async function gotoInteractive(page: Page, path: string) {
  await page.goto(path);
  await untilInteractive(page);
}

/**
 * axe-core scan of what the page shows now: no serious or critical violation is allowed, and the page
 * has broken no rule of our Content-Security-Policy since it loaded.
 */
export async function expectAccessible(page: Page, label: string) {
  const csp = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  expect(csp, `Content-Security-Policy violations on ${label}`).toEqual([]);
  // A colour still fading from one state to the next would be measured halfway through.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"),
  );
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(bad, `accessibility of ${label}`).toEqual([]);
}

/** The newest mail sent to `to` in the server's outbox, with that subject; waits for it to arrive. */
export async function lastMailTo(to: string, subject: string): Promise<{ subject: string; text: string }> {
  const dir = inject("outboxDir");
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await readdir(dir).catch(() => []))
      .filter((f) => f.endsWith(".json"))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = JSON.parse(await readFile(path.join(dir, file), "utf8"));
      if (mail.to === to && mail.subject === subject) return mail;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail '${subject}' to ${to}`);
}

export const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@correo.cl`;
