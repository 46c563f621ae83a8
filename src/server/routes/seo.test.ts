import { describe, expect, it } from "vitest";
import { seoRoutes } from "./seo";

const app = seoRoutes({ publicUrl: "https://patenteclara.cl/" });

describe("seoRoutes", () => {
  it("lets crawlers in, keeps them out of private screens and points to the sitemap", async () => {
    const res = await app.request("/robots.txt");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("User-agent: *\nAllow: /\n");
    for (const p of ["/dashboard", "/admin", "/api/", "/dev/"]) expect(text).toContain(`Disallow: ${p}\n`);
    // A shared report is read, so its noindex is seen.
    expect(text).not.toContain("/reporte");
    expect(text).toContain("Sitemap: https://patenteclara.cl/sitemap.xml");
  });

  it("lists the public pages with absolute URLs", async () => {
    const res = await app.request("/sitemap.xml");
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toContain("<loc>https://patenteclara.cl/</loc>");
    expect(xml).toContain("<loc>https://patenteclara.cl/servicios/automovil</loc>");
    expect(xml).toContain("<loc>https://patenteclara.cl/buscar-reporte</loc>");
    expect(xml).toContain("<loc>https://patenteclara.cl/privacidad</loc>");
    expect(xml).toContain("<loc>https://patenteclara.cl/terminos</loc>");
    expect(xml).not.toContain("/dashboard");
  });
});
