import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { preloadReportData } from "./public-reports";

const page = new Hono()
  .get("/reporte/:accessCode", preloadReportData("/api/public/reports"), (c) =>
    c.req.param("accessCode") === "GXNE23456789" ? c.text("no", 404) : c.html("<p>informe</p>"),
  )
  .get("/otra", preloadReportData("/api/public/reports"), (c) => c.html("<p>otra</p>"));

describe("preloadReportData", () => {
  it.each([
    [
      "/reporte/AB23CD45EF67",
      "</api/public/reports/AB23CD45EF67>; rel=preload; as=fetch; crossorigin=anonymous",
    ],
    // Only a well-formed code reaches the header: anything else would be a wasted lookup, or worse.
    ["/reporte/ab23cd45ef67", null],
    ["/reporte/AB23CD45EF6", null],
    ["/reporte/AB23CD45EF670", null],
    ["/reporte/AB23CD45EF6O", null],
    ["/reporte/%3E%3B%20rel%3Dpreload", null],
    ["/reporte/GXNE23456789", null],
    ["/otra", null],
  ])("%s → %s", async (url, link) => {
    const res = await page.request(url);
    expect(res.headers.get("link")).toBe(link);
  });

  it("names the code even when a catch-all route answers the page (an older build, no frame)", async () => {
    const shellOnly = new Hono()
      .get("/reporte/:accessCode", preloadReportData("/api/public/reports"))
      .get("*", (c) => c.html("<p>shell</p>"));
    const res = await shellOnly.request("/reporte/AB23CD45EF67");
    expect(await res.text()).toBe("<p>shell</p>");
    expect(res.headers.get("link")).toBe(
      "</api/public/reports/AB23CD45EF67>; rel=preload; as=fetch; crossorigin=anonymous",
    );
  });

  it("leaves the page itself as it was", async () => {
    const res = await page.request("/reporte/AB23CD45EF67");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("<p>informe</p>");
  });
});
