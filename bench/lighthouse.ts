// Lighthouse (mobile profile) in Debian's Chromium against the home page and a public report page:
// the four category scores and LCP, TBT, CLS. Report pages are noindex on purpose, so SEO is the home
// page's. Run: npm run build && npx tsx bench/lighthouse.ts
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium";
import { makeReport, startProduct } from "./support/product";

const product = await startProduct();
const code = await makeReport(product.url);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

const pages = [
  ["home /", `${product.url}/`],
  ["public report", `${product.url}/reporte/${code}`],
] as const;

console.log(
  `Lighthouse ${process.env.npm_package_devDependencies_lighthouse ?? ""} — mobile profile, ${new Date().toISOString().slice(0, 10)}`,
);
console.log("page            performance  accessibility  best-practices  SEO   LCP ms  TBT ms  CLS");
try {
  for (const [label, url] of pages) {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no result for ${url}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    console.log(
      `${label.padEnd(15)} ${String(score("performance")).padStart(11)} ${String(score("accessibility")).padStart(14)} ${String(
        score("best-practices"),
      ).padStart(
        15,
      )} ${String(score("seo")).padStart(4)} ${audit("largest-contentful-paint").toFixed(0).padStart(8)} ${audit(
        "total-blocking-time",
      )
        .toFixed(0)
        .padStart(7)} ${audit("cumulative-layout-shift").toFixed(3).padStart(6)}`,
    );
    for (const [id, cat] of Object.entries(lhr.categories)) {
      if ((cat.score ?? 0) < 1) {
        const failing = cat.auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter(
            (a) =>
              a &&
              a.score !== null &&
              a.score < 1 &&
              a.scoreDisplayMode !== "informative" &&
              a.scoreDisplayMode !== "manual",
          )
          .map((a) => a?.id)
          .slice(0, 6);
        if (failing.length) console.log(`  ${label} ${id}: ${failing.join(", ")}`);
      }
    }
  }
} finally {
  chrome.kill();
  await product.stop();
}
