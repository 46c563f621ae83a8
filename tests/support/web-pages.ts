import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import type { WebPages } from "#server/http/pages";
import { createTestApp, type TestApp } from "./test-app";

/**
 * The real pages, drawn from the sources as `npm run dev` draws them (no build needed): what the server
 * sends a browser is what these tests read.
 */
export async function sourcePages(): Promise<{ web: WebPages; close: () => Promise<void> }> {
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  return {
    web: {
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      mode: "development",
    },
    close: () => vite.close(),
  };
}

/** The test app with those pages; `close` ends both. */
export async function appWithPages(
  opts: Omit<Parameters<typeof createTestApp>[0], "web"> = {},
): Promise<{ app: TestApp; close: () => Promise<void> }> {
  const pages = await sourcePages();
  const app = await createTestApp({ ...opts, web: pages.web });
  return {
    app,
    close: async () => {
      await app.close();
      await pages.close();
    },
  };
}
