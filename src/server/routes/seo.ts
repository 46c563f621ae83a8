import { Hono } from "hono";
import { SHARED_REPORT_NOT_INDEXED } from "#domain/report/share-link";
import type { AppEnv } from "../http/context";
import { escapeHtml } from "../http/escape-html";

// The public pages worth indexing. Kept here rather than imported from the web app's route list: the
// server does not depend on browser code, and this list changes rarely.
const SITEMAP_PATHS = [
  "/",
  "/servicios",
  "/servicios/automovil",
  "/servicios/ciudadana",
  "/servicios/inmobiliaria",
  "/contacto",
  "/buscar-reporte",
  "/privacidad",
  "/terminos",
  "/desarrolladores",
] as const;

// Private or per-user screens, the API and the simulated gateway: nothing there for a search engine.
// Shared reports are not among them: a crawler kept out never reads their noindex, and still lists a link
// posted somewhere public by its address alone.
const DISALLOWED = ["/dashboard", "/admin", "/api/", "/dev/"] as const;

/**
 * robots.txt and sitemap.xml, written with the deployment's public origin, and the noindex of every
 * answer under /reporte/ (the report, its refusals, redirects and errors alike).
 */
export function seoRoutes({ publicUrl }: { publicUrl: string }) {
  const origin = publicUrl.replace(/\/+$/, "");
  const robots = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...SITEMAP_PATHS.map((p) => `  <url><loc>${escapeHtml(`${origin}${p}`)}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");

  return new Hono<AppEnv>()
    .use("/reporte/*", async (c, next) => {
      await next();
      c.header("x-robots-tag", SHARED_REPORT_NOT_INDEXED);
    })
    .get("/robots.txt", (c) => {
      c.header("cache-control", "public, max-age=3600");
      return c.text(robots);
    })
    .get("/sitemap.xml", (c) => {
      c.header("cache-control", "public, max-age=3600");
      c.header("content-type", "application/xml; charset=utf-8");
      return c.body(sitemap);
    });
}
