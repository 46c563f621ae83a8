import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
// biome-ignore-start lint/style/noRestrictedImports: the prerender's manifest and placeholders, until framework-mode SSR replaces src/web/prerender (issue 18)
import {
  CONTROLLER_PLACEHOLDERS,
  PRERENDERED_DIR,
  PUBLIC_URL_PLACEHOLDER,
  type TPrerenderedManifest,
} from "../../web/prerender/pages";
// biome-ignore-end lint/style/noRestrictedImports: until issue 18
import type { PrivacyController } from "../services/privacy/controller";
import type { AppEnv } from "./context";
import { type EncodedBody, encodeBody, sendEncoded } from "./encoded-body";
import { escapeHtml } from "./escape-html";

export type PrerenderedPage = {
  /** The route's path, as the browser router writes it. */
  path: string;
  html: string;
  /** A page the server also draws with its data: its template, the mark for #root's markup, the module. */
  serverRender?: { template: string; outlet: string; module: string };
};

/**
 * The pages rendered at build time (src/web/prerender/vite-plugin.ts), with what the build cannot know
 * written in: the public origin into their canonical and Open Graph URLs, and who answers for personal
 * data into the privacy policy and the terms.
 */
export function readPrerendered(
  webRoot: string,
  deployment: { publicUrl: string; controller: PrivacyController },
): PrerenderedPage[] {
  const dir = path.join(webRoot, PRERENDERED_DIR);
  const manifestFile = path.join(dir, "pages.json");
  if (!existsSync(manifestFile)) return [];
  // Through URL so the origin is percent-encoded: nothing in it can break out of an attribute.
  const origin = new URL(deployment.publicUrl).href.replace(/\/+$/, "");
  const values: [string, string][] = [
    [PUBLIC_URL_PLACEHOLDER, origin],
    ...Object.entries(CONTROLLER_PLACEHOLDERS).map(([field, placeholder]): [string, string] => [
      placeholder,
      escapeHtml(deployment.controller[field as keyof PrivacyController]),
    ]),
  ];
  const read = (file: string) =>
    values.reduce(
      (html, [placeholder, value]) => html.replaceAll(placeholder, value),
      readFileSync(path.join(dir, path.basename(file)), "utf8"),
    );
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as TPrerenderedManifest;
  return manifest.map(({ path: pagePath, file, serverRender }) => ({
    path: pagePath,
    html: read(file),
    ...(serverRender && {
      serverRender: {
        template: read(serverRender.template),
        outlet: serverRender.outlet,
        module: path.join(dir, serverRender.module),
      },
    }),
  }));
}

function sendPage(c: Context, page: EncodedBody) {
  // no-cache: each page names the hashed files of the build that wrote it.
  c.header("cache-control", "no-cache");
  return sendEncoded(c, page, "text/html; charset=UTF-8");
}

/**
 * Serves the built front end: hashed files under /assets are cached for a year, other files for a day;
 * /, /servicios, /contacto and /reporte/:accessCode get their prerendered HTML (the report's as a frame,
 * its data still to come, when report-page.ts has not drawn it), so their text is there before any
 * script runs;
 * everything else that is not a file gets index.html so the browser router can take the path.
 */
export function webAssets(webRoot: string, pages: readonly PrerenderedPage[]) {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(webRoot, "index.html");
  if (!existsSync(indexFile)) return app;
  const shellPage = encodeBody(readFileSync(indexFile, "utf8"));
  const root = path.relative(process.cwd(), webRoot) || ".";
  app.use("*", async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.res.headers.has("cache-control")) return;
    // An HTML file names the hashed files of its build: it must be revalidated after every deploy.
    if (c.res.headers.get("content-type")?.startsWith("text/html"))
      return void c.res.headers.set("cache-control", "no-cache");
    // Hashed build files never change; the few unhashed ones (favicon, share image) may, now and then.
    const immutable = c.req.path.startsWith("/assets/");
    c.res.headers.set(
      "cache-control",
      immutable ? "public, max-age=31536000, immutable" : "public, max-age=86400",
    );
  });
  const shell = (c: Context) => sendPage(c, shellPage);
  for (const prerendered of pages) {
    const page = encodeBody(prerendered.html);
    app.get(prerendered.path, (c) => sendPage(c, page));
  }
  // "/" is a folder on disk: it must get the app shell, not a directory read.
  app.get("/", shell);
  // The raw files still hold the placeholder; they are served only through their paths above.
  app.get(`/${PRERENDERED_DIR}/*`, shell);
  app.use("*", serveStatic({ root, precompressed: true }));
  app.get("*", shell);
  return app;
}
