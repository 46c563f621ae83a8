import { defineConfig } from "vitest/config";
import { webAlias } from "./web-alias.ts";

// Database tests run once per engine: always on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
const integration = (kind: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name: `integration-${kind}`,
    include: ["tests/integration/**/*.test.ts"],
    env: { TEST_DB_KIND: kind },
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  // Every project extends this: #web/* as Vite resolves it.
  resolve: { alias: [webAlias] },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.mjs"] },
      },
      integration("pglite"),
      ...(process.env.TEST_DATABASE_URL ? [integration("postgres")] : []),
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.ts"],
          globalSetup: ["e2e/support/global-setup.ts"],
          // A whole journey (a dealer's: organisation, invitation, purchase, lot, exports) takes 20-40 s
          // alone, and more beside another file's browser.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
