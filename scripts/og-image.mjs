// Draws the Open Graph image (src/web/public/og-image.png, 1200x630) that link previews show for the
// public pages. Run again after changing the design: node scripts/og-image.mjs
// Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium), like the e2e tests.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.join(root, "src/web/public/og-image.png");

const shield = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="132" height="132"><rect width="32" height="32" rx="7" fill="#ffffff"/><path d="M16 5 7 9v6c0 6 3.8 10.4 9 12 5.2-1.6 9-6 9-12V9z" fill="#1d4ed8"/><path d="m12 16 3 3 5-6" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

const html = `<!doctype html><html lang="es-CL"><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; font-family: "Liberation Sans", "DejaVu Sans", Arial, sans-serif;
    background: #1e3a8a; color: #fff; padding: 72px 80px; border-bottom: 24px solid #1d4ed8;
    display: flex; flex-direction: column; justify-content: space-between; }
  .brand { display: flex; align-items: center; gap: 32px; }
  .name { font-size: 84px; font-weight: 700; letter-spacing: -1px; }
  h1 { font-size: 54px; line-height: 1.15; font-weight: 700; max-width: 980px; }
  .pillars { display: flex; gap: 16px; }
  .pillars span { font-size: 28px; font-weight: 700; padding: 12px 24px; border-radius: 999px;
    background: rgba(255,255,255,.14); border: 2px solid rgba(255,255,255,.5); }
</style></head><body>
  <div class="brand">${shield}<span class="name">Patente Clara</span></div>
  <h1>Seguridad integral para cada aspecto de tu vida</h1>
  <div class="pillars"><span>Confianza</span><span>Transparencia</span><span>Tecnología</span><span>Territorio</span></div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.screenshot({ path: out, type: "png" });
  console.log(`wrote ${path.relative(root, out)}`);
} finally {
  await browser.close();
}
