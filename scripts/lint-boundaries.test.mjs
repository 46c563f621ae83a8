import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The layers' import rules (biome.json's overrides) run against a planted tree: each file below imports
// across a boundary, or does not, and `npm run lint` must say so.
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const biome = path.join(root, "node_modules/.bin/biome");

const PLANTED = [
  ["src/domain/planted-server.ts", "#server/db/client", true],
  ["src/domain/planted-server-climb.ts", "../server/db/client", true],
  ["src/domain/planted-web.ts", "#web/lib/api", true],
  ["src/domain/planted-io.ts", "node:fs", true],
  ["src/domain/planted-openapi.ts", "@hono/zod-openapi", true],
  ["src/domain/planted-ok.ts", "./rut", false],
  ["src/domain/planted-zod-ok.ts", "zod", false],
  ["src/server/services/reports/planted-http.ts", "#server/http/rate-limit", true],
  ["src/server/services/reports/planted-http-climb.ts", "../../http/rate-limit", true],
  ["src/server/services/reports/planted-routes.ts", "#server/routes/reports", true],
  // The services' override replaces the server's, so its repeat of the web rule needs a case of its own.
  ["src/server/services/reports/planted-web.ts", "#web/lib/api", true],
  ["src/server/services/reports/planted-hono.ts", "hono", true],
  ["src/server/services/reports/planted-hono-error.ts", "hono/http-exception", true],
  ["src/server/services/reports/planted-hono-scoped.ts", "@hono/zod-openapi", true],
  ["src/server/services/reports/planted-ok.ts", "#server/rate-limits", false],
  ["src/server/services/reports/planted-errors-ok.ts", "#server/errors", false],
  ["src/server/routes/planted-web.ts", "#web/lib/api", true],
  ["src/server/routes/planted-ok.ts", "../http/rate-limit", false],
  // Hono belongs to the HTTP layer: only the services are kept from it.
  ["src/server/routes/planted-hono-ok.ts", "@hono/zod-openapi", false],
  ["src/web/lib/planted-server.ts", "#server/env", true],
  ["src/web/lib/planted-server-climb.ts", "../../server/env", true],
  ["src/web/lib/planted-openapi.ts", "@hono/zod-openapi", true],
  ["src/web/lib/planted-ok.ts", "#domain/contract", false],
  ["src/web/features/x/routes/planted-server.ts", "#server/env", true],
  ["src/web/features/x/routes/planted-openapi.ts", "@hono/zod-openapi", true],
  ["src/web/features/x/routes/planted-domain-ok.ts", "#domain/rut", false],
  ["src/web/features/x/routes/planted-shared-ok.ts", "#web/components/ui/button", false],
  ["src/web/features/x/routes/planted-own-ok.ts", "../api/get-x", false],
  ["src/web/features/x/routes/planted-index-ok.ts", "#web/features/services", false],
  ["src/web/features/x/routes/planted-internals.ts", "#web/features/services/catalogue", true],
  ["src/web/features/x/routes/planted-climb.ts", "../../services/catalogue", true],
  // Biome matches the specifier as written: a climb spelled from "./" is the same climb.
  ["src/web/features/x/routes/planted-dot-climb.ts", "./../../services/catalogue", true],
  // A feature's top-level files have an override of their own (src/web/features/*/*): from there one ../
  // is already out of the feature, into a sibling's internals, while from a subfolder it stays inside.
  // biome.json takes no comments, and the last matching override wins, so that one repeats the rules above.
  ["src/web/features/x/index.ts", "../services/catalogue", true],
  ["src/web/features/x/planted-sibling.tsx", "../services/components/service-card", true],
  ["src/web/features/x/planted-parent.ts", "..", true],
  ["src/web/features/x/planted-dot-sibling.ts", "./../services/catalogue", true],
  ["src/web/features/x/planted-top-climb.ts", "../../lib/api", true],
  ["src/web/features/x/planted-top-internals.ts", "#web/features/services/catalogue", true],
  ["src/web/features/x/planted-top-server.ts", "#server/env", true],
  ["src/web/features/x/planted-top-openapi.ts", "@hono/zod-openapi", true],
  ["src/web/features/x/planted-top-own-ok.ts", "./share-link-state", false],
  ["src/web/features/x/planted-top-sub-ok.ts", "./api/get-x", false],
  ["src/web/features/x/planted-top-index-ok.ts", "#web/features/services", false],
  ["src/web/features/x/planted-top-shared-ok.ts", "#web/lib/api", false],
];

let dir;
let flagged;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "pc-lint-"));
  copyFileSync(path.join(root, "biome.json"), path.join(dir, "biome.json"));
  for (const [file, specifier] of PLANTED) {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(dir, file), `import { x } from "${specifier}";\n\nexport const y = x;\n`);
  }
  let out;
  try {
    out = execFileSync(biome, ["lint", "--vcs-enabled=false", "--reporter=json", "."], {
      cwd: dir,
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch (err) {
    // Errors found: biome exits non-zero, its report is still on stdout.
    out = err.stdout;
  }
  const report = JSON.parse(out.toString());
  flagged = new Set(
    report.diagnostics
      .filter((d) => d.category === "lint/style/noRestrictedImports")
      .map((d) => d.location.path),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("import boundaries", () => {
  it.each(PLANTED)("%s importing %s is refused: %s", (file, _specifier, refused) => {
    expect(flagged.has(file)).toBe(refused);
  });
});
