// `npm start`: builds the front end when the build is missing or older than its sources, then
// serves API and front end from one Node process.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// The last file `vite build` writes (its prerender step, src/web/prerender): a build that stopped
// half-way is then redone instead of served.
const built = path.join(root, "dist/web/prerendered/pages.json");
const sources = ["src/web", "src/domain", "vite.config.ts", "package-lock.json"].map((p) =>
  path.join(root, p),
);

const newest = (p) => {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((name) => newest(path.join(p, name))));
};

if (!existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs) {
  console.log("Construyendo la interfaz web (vite build)...");
  const vite = path.join(root, "node_modules/vite/bin/vite.js");
  const result = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import("tsx/esm/api");
register();
await import("../src/server/index.ts");
