// What the landing page costs to load: every script, module preload and style sheet the home page's
// HTML names, as the server draws it, gzipped (level 9, as most servers and CDNs ship them). That is
// everything / needs before it is interactive; other pages' code is not in it.
// Run after a build: npm run build && npx tsx bench/bundle-size.ts
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startProduct } from "./support/product";

const clientRoot = path.resolve("dist/web/client");
const product = await startProduct();
const html = await (await fetch(`${product.url}/`)).text();
await product.stop();

type TAsset = { kind: "js" | "css"; href: string };

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

const assets: TAsset[] = [];
for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
  if (tag.startsWith("<script")) {
    const src = attribute(tag, "src");
    if (src && attribute(tag, "type") === "module") assets.push({ kind: "js", href: src });
    continue;
  }
  const rel = attribute(tag, "rel");
  const href = attribute(tag, "href");
  if (!href) continue;
  if (rel === "modulepreload") assets.push({ kind: "js", href });
  else if (rel === "stylesheet") assets.push({ kind: "css", href });
}

const rows = [...new Map(assets.map((a) => [a.href, a])).values()].map((asset) => {
  const bytes = readFileSync(path.join(clientRoot, asset.href.replace(/^\//, "")));
  return { ...asset, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});

const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
console.log("Home page assets (GET / of the built product)\n");
console.log(`${"file".padEnd(48)} ${"raw kB".padStart(7)} ${"gzip kB".padStart(7)}`);
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`${row.href.padEnd(48)} ${kb(row.raw)} ${kb(row.gzip)}`);
}
for (const kind of ["js", "css"] as const) {
  const of = rows.filter((r) => r.kind === kind);
  const raw = of.reduce((sum, r) => sum + r.raw, 0);
  const gzip = of.reduce((sum, r) => sum + r.gzip, 0);
  console.log(`${`total ${kind.toUpperCase()} (${of.length} files)`.padEnd(48)} ${kb(raw)} ${kb(gzip)}`);
}
