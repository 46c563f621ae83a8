// `npm test`: typecheck, lint, then every Vitest project (unit, integration on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL, and end-to-end in Chromium). On CI a missing browser or
// database is a failure; on a developer's machine it skips only what needs it, saying so.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const ci = ["1", "true"].includes(String(process.env.CI).toLowerCase());
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const projects = ["unit", "integration-pglite"];

const run = (label, cmd, args) => {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
};

if (process.env.TEST_DATABASE_URL) projects.push("integration-postgres");
else if (ci) {
  console.error("✖ CI=true but TEST_DATABASE_URL is not set: the PostgreSQL tests cannot be skipped on CI.");
  process.exit(1);
} else console.log("TEST_DATABASE_URL no está definida: las pruebas de base de datos corren solo en PGlite.");

if (existsSync(chromium)) projects.push("e2e");
else if (ci) {
  console.error(`✖ CI=true but Chromium is missing at ${chromium}: browser tests cannot be skipped on CI.`);
  process.exit(1);
} else console.log(`Chromium no está en ${chromium}: se omiten solo las pruebas de navegador (e2e).`);

run("typecheck", "npx", ["tsc", "--noEmit"]);
run("lint", "npx", ["biome", "ci", "."]);
run("commit messages", "node", ["scripts/check-commits.mjs"]);
// Test files run in parallel beyond the cores (Vitest's default on 2 cores is one file at a time):
// most of a file's time is spent waiting on servers it spawned, the database or a browser.
const vitest = (group, workers) =>
  run(`vitest (${group.join(", ")})`, "npx", [
    "vitest",
    "run",
    `--maxWorkers=${workers}`,
    ...group.flatMap((p) => ["--project", p]),
  ]);
// The browser tests run after the rest, not beside them: on a 2-core machine the integration tests'
// password hashing would starve the server the browser is talking to.
vitest(
  projects.filter((p) => p !== "e2e"),
  process.env.TEST_WORKERS ?? 3,
);
if (projects.includes("e2e")) {
  run("build", "npx", ["react-router", "build", "--logLevel", "warn"]);
  vitest(["e2e"], process.env.E2E_WORKERS ?? 2);
}
