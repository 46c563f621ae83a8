import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { AppEnv } from "./context";

/**
 * The browser's files of the built front end (dist/web/client), each sent precompressed when the
 * browser takes it: hashed files under /assets are cached for a year, the few others (favicon, share
 * image) for a day. A path that is no file goes on to the pages.
 */
export function webAssets(clientRoot: string) {
  const app = new Hono<AppEnv>();
  const root = path.relative(process.cwd(), clientRoot) || ".";
  app.use("*", async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.res.headers.has("cache-control")) return;
    // Hashed build files never change; the unhashed ones may, now and then.
    const immutable = c.req.path.startsWith("/assets/");
    c.res.headers.set(
      "cache-control",
      immutable ? "public, max-age=31536000, immutable" : "public, max-age=86400",
    );
  });
  const files = serveStatic({ root, precompressed: true });
  // "/" is the folder itself: it is a page, never a directory read.
  app.use("*", (c, next) => (c.req.path === "/" ? next() : files(c, next)));
  return app;
}
