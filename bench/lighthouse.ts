// Lighthouse (mobile profile) in Debian's Chromium against the home page, a shared report page and
// that report's author's page (signed in as its author): the four category scores and LCP, TBT, CLS. Report pages are noindex on purpose, so SEO is the home
// page's. Scores move from one run to the next (total blocking time most), so each page is measured
// RUNS times (default 5) and the median run by performance is printed, with the range seen.
// Run: npm run build && npx tsx bench/lighthouse.ts   (RUNS=3 PAGES=shared,home for fewer)
import { readFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import type { RunnerResult } from "lighthouse";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium";
import { makeReport, startProduct } from "./support/product";

type Result = RunnerResult["lhr"];

const RUNS = Number(process.env.RUNS ?? 5);
const { version } = JSON.parse(
  readFileSync(new URL("../node_modules/lighthouse/package.json", import.meta.url), "utf8"),
) as { version: string };

const product = await startProduct();
const report = await makeReport(product);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

// PAGES=shared (a comma-separated list of words of the pages' names) measures only those.
const only = process.env.PAGES?.split(",").map((word) => word.trim());
const pages = (
  [
    ["home /", `${product.url}/`, {}],
    ["shared report", `${product.url}/reporte/${report.accessCode}`, {}],
    ["author's report", `${product.url}/dashboard/reportes/${report.id}`, { cookie: report.cookie }],
  ] as const
).filter(([name]) => !only || only.some((word) => name.includes(word)));

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const audit = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The audits that kept a category below 100, so a low score says where to look. */
function failingAudits(lhr: Result): string[] {
  return Object.entries(lhr.categories)
    .filter(([, category]) => (category.score ?? 0) < 1)
    .map(([id, category]) => {
      const failing = category.auditRefs
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
      return `${id}: ${failing.join(", ")}`;
    });
}

console.log(
  `Lighthouse ${version} — mobile profile, median of ${RUNS} runs, ${new Date().toISOString().slice(0, 10)}`,
);
console.log("page             performance (range)  accessibility  best-practices  SEO   LCP ms  TBT ms  CLS");
try {
  for (const [label, url, extraHeaders] of pages) {
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        extraHeaders,
      });
      if (!result?.lhr) throw new Error(`no result for ${url}`);
      runs.push(result.lhr);
    }
    runs.sort((a, b) => score(a, "performance") - score(b, "performance"));
    const median = runs[Math.floor(runs.length / 2)] as Result;
    const range = `(${score(runs[0] as Result, "performance")}–${score(runs.at(-1) as Result, "performance")})`;
    console.log(
      [
        label.padEnd(16),
        `${String(score(median, "performance")).padStart(11)} ${range.padEnd(9)}`,
        String(score(median, "accessibility")).padStart(13),
        String(score(median, "best-practices")).padStart(15),
        String(score(median, "seo")).padStart(4),
        audit(median, "largest-contentful-paint").toFixed(0).padStart(8),
        audit(median, "total-blocking-time").toFixed(0).padStart(7),
        audit(median, "cumulative-layout-shift").toFixed(3).padStart(6),
      ].join(" "),
    );
    for (const line of failingAudits(median)) console.log(`  ${label} ${line}`);
  }
} finally {
  chrome.kill();
  await product.stop();
}
