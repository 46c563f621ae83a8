import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import type { AppEnv } from "./context";

/**
 * Serves the built front end: hashed files under /assets are cached for a year, everything else
 * that is not a file gets index.html so the browser router can take the path.
 */
export function webAssets(webRoot: string) {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(webRoot, "index.html");
  if (!existsSync(indexFile)) return app;
  const indexHtml = readFileSync(indexFile, "utf8");
  const root = path.relative(process.cwd(), webRoot) || ".";
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("cache-control", "public, max-age=31536000, immutable");
  });
  const shell = (c: Context) => {
    c.header("cache-control", "no-cache");
    return c.html(indexHtml);
  };
  // "/" is a folder on disk: it must get the app shell, not a directory read.
  app.get("/", shell);
  app.use("*", serveStatic({ root }));
  app.get("*", shell);
  return app;
}
