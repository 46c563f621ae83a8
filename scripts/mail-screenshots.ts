// Draws every mail the product sends, as Chromium renders its HTML part, at a phone's width (390 px) and a
// desktop client's (800 px), in light and dark mode: docs/screenshots/mail-*.png. Run again after changing
// a template or the layout: npx tsx scripts/mail-screenshots.ts [folder]
// Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium), like the e2e tests.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { renderMail } from "../src/server/mail/layout";
import { MAIL_SAMPLES, SAMPLE_SITE } from "../src/server/mail/mail-samples.test-support";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.resolve(process.argv[2] ?? path.join(root, "docs/screenshots"));

const sizes = [
  { suffix: "phone", width: 390 },
  { suffix: "wide", width: 800 },
] as const;
const schemes = [
  { suffix: "", colorScheme: "light" },
  { suffix: "-dark", colorScheme: "dark" },
] as const;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
try {
  for (const { suffix: size, width } of sizes) {
    const page = await browser.newPage({ viewport: { width, height: 200 }, locale: "es-CL" });
    for (const [name, message] of Object.entries(MAIL_SAMPLES)) {
      await page.setContent(renderMail(message, SAMPLE_SITE).html);
      for (const { suffix: scheme, colorScheme } of schemes) {
        await page.emulateMedia({ colorScheme });
        const file = path.join(out, `mail-${name}-${size}${scheme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(`wrote ${path.relative(root, file)}`);
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
}
