// What the landing page costs to load: every script, module preload and style sheet the prerendered
// home page names, gzipped (level 9, as most servers and CDNs ship them). The home page's route chunks
// are preloaded by that HTML, so this is everything / needs before it is interactive; other pages'
// code is not in it.
// Run after a build: npx tsx bench/bundle-size.ts [dist/web]   (npm run build first)
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const webRoot = path.resolve(process.argv[2] ?? "dist/web");
const homeFile = path.join(webRoot, "prerendered/home.html");
if (!existsSync(homeFile)) {
  console.error(`${homeFile} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const html = readFileSync(homeFile, "utf8");

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
  const bytes = readFileSync(path.join(webRoot, asset.href.replace(/^\//, "")));
  return { ...asset, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});

const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
console.log(`Home page assets (${path.relative(process.cwd(), homeFile)})\n`);
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
