// `npm start`: builds the front end when the build is missing or older than its sources, then
// serves API and front end from one Node process.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// The last file React Router's build writes (the server renderer, after the browser's files): a build
// that stopped half-way is then redone instead of served.
const built = path.join(root, "dist/web/server/index.js");
const sources = [
  "src/web",
  "src/domain",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
].map((p) => path.join(root, p));

const newest = (p) => {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((name) => newest(path.join(p, name))));
};

if (!existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs) {
  console.log("Construyendo la interfaz web (react-router build)...");
  const cli = path.join(root, "node_modules/@react-router/dev/bin.js");
  const result = spawnSync(process.execPath, [cli, "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import("tsx/esm/api");
register();
await import("../src/server/index.ts");
