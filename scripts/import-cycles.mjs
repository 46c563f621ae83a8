// The import graph of our sources and the circles in it. The lint (decision 043) says which way imports
// may cross the layers, but nothing held them one way inside a layer, and circles grew there: the shared
// types of domain/report in present.ts and assemble.ts; the server's auth ↔ env ↔ client address ↔
// http/context; the web's root route and the layouts that read its data's type. import-cycles.test.mjs
// keeps them from coming back; `node scripts/import-cycles.mjs` prints any there are.
//
// TypeScript's own scanner reads the imports (no new dependency, and it knows comments from code). Type-only
// imports count: a circle of types is the same knot for whoever reads or moves the files, and misplaced
// types are how all three began. Lazy `import("…")`s count too: one way is one way.

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".js", ".mjs", "/index.ts", "/index.tsx"];

const isFile = (file) => existsSync(file) && statSync(file).isFile();

const sourcesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });

/** package.json's `imports` (`#domain/*` and its kin) as [prefix, targets with the `*` left in]. */
function aliasesOf(root) {
  const { imports = {} } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  return Object.entries(imports).map(([pattern, target]) => [
    pattern.replace(/\*$/, ""),
    (Array.isArray(target) ? target : [target]).map((t) => path.join(root, t)),
  ]);
}

/** The file a local specifier names, null for a package's; undefined when a local one leads nowhere. */
function resolverOf(root) {
  const aliases = aliasesOf(root);
  return (from, specifier) => {
    const bare = specifier.replace(/\?.*$/, "");
    if (bare.startsWith(".")) {
      const base = path.resolve(path.dirname(from), bare);
      return EXTENSIONS.map((ext) => base + ext).find(isFile);
    }
    const alias = aliases.find(([prefix]) => bare.startsWith(prefix));
    if (!alias) return null;
    const rest = bare.slice(alias[0].length);
    return alias[1]
      .flatMap((target) => EXTENSIONS.map((ext) => target.replace("*", rest) + ext))
      .find(isFile);
  };
}

/**
 * Every source file under `folders` (relative to `root`) with the local files it imports, as paths
 * relative to `root`, and the local imports that resolved to no file: those would hide edges, so the test
 * refuses them. An import of a file outside `folders` is kept, but can close no circle of theirs.
 */
export function importGraph(root, folders) {
  const resolve = resolverOf(root);
  const graph = new Map();
  const unresolved = [];
  const name = (file) => path.relative(root, file).split(path.sep).join("/");
  for (const file of folders.flatMap((folder) => sourcesUnder(path.join(root, folder)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const target = resolve(file, fileName);
      // Assets Vite imports as a URL or as text (`?url`, `?raw`) carry no imports of their own.
      if (target === undefined && !fileName.includes("?")) unresolved.push(`${name(file)}: ${fileName}`);
      else if (target && SOURCE.test(target)) targets.add(name(target));
    }
    graph.set(name(file), [...targets].sort());
  }
  return { graph, unresolved };
}

/**
 * One line per knot of files that import each other (Tarjan's strongly connected components): the
 * shortest way round from its first file by name, `a.ts → b.ts → a.ts`, then, when the knot holds more
 * files than that, all of them, since breaking that one circle may leave the others standing.
 */
export function cyclesOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const knots = [];
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const knot = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      knot.push(member);
    } while (member !== file);
    if (knot.length > 1 || graph.get(file).includes(file)) knots.push(knot.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return knots.map((knot) => shortestWayRound(graph, knot)).sort();
}

function shortestWayRound(graph, knot) {
  const members = new Set(knot);
  const start = knot[0];
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const target of graph.get(file)) {
      if (!members.has(target)) continue;
      if (target === start) {
        const way = [start];
        for (let at = file; at !== start; at = cameFrom.get(at)) way.splice(1, 0, at);
        const round = [...way, start].join(" → ");
        return way.length === knot.length ? round : `${round} (the knot: ${knot.join(", ")})`;
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  throw new Error(`no way round ${knot.join(", ")}`);
}

/** The folders the test holds to no circle: all of our application's sources. */
export const CHECKED = ["src/domain", "src/server", "src/web"];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const { graph, unresolved } = importGraph(root, CHECKED);
  for (const line of unresolved) console.log(`unresolved: ${line}`);
  const cycles = cyclesOf(graph);
  for (const cycle of cycles) console.log(cycle);
  console.log(`${graph.size} files, ${cycles.length} circle(s)`);
  process.exitCode = cycles.length || unresolved.length ? 1 : 0;
}
