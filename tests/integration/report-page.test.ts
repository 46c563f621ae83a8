import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, createTestApp, signedInClient, type TestApp } from "../support/test-app";
import { carriedData, RENDER_MODULE, writeWebRoot } from "../support/web-root";

let webRoot: string;
let t: TestApp;
beforeAll(async () => {
  webRoot = await writeWebRoot(RENDER_MODULE);
  t = await createTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

let lastIp = 0;
const openPage = async (code: string, ip = `10.77.0.${++lastIp}`) => {
  const res = await t.app.request(`/reporte/${code}`, { headers: { "x-forwarded-for": ip } });
  return { res, html: await res.text() };
};

const shareReport = async (plate = "BBCL10") => {
  const author = await signedInClient(t);
  const made = await author.post("/api/reports", { plate });
  return { author, made: made.json };
};

const NOT_FOUND = "No se encontró un reporte con ese código de acceso";
const RATE_LIMITED = "Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.";

describe("the public report page", () => {
  it("arrives with its report drawn in and carried as data, the owner's RUT masked, never indexed", async () => {
    const { made } = await shareReport();
    const ownerRut: string = made.report.sections.vehicle.data.owner.rut;
    const { res, html } = await openPage(made.accessCode.toLowerCase());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    // Its data is in the page: the browser is not told to fetch it again.
    expect(res.headers.get("link")).toBeNull();
    expect(html).toContain('<div id="root"><h2>Patente BBCL10</h2></div>');
    expect(html).not.toContain("Cargando reporte...");
    const { report } = carriedData(html);
    expect(report.reportCode).toBe(made.reportCode);
    expect(report.accessCode).toBe(made.accessCode);
    expect(report.id).toBeUndefined();
    expect(report.report.sections.vehicle.data.owner.rut).toMatch(/XXX-X$/);
    expect(html).not.toContain(ownerRut.split("-")[0]);
  });

  it("is the frame with the reason, under its status, for a code with no report", async () => {
    // Markup in a code reaches the page only through jsonScript, whose escaping page-html.test.ts checks.
    for (const code of ["AAAAAAAAAAAA", "x", "%3Cb%3E"]) {
      const { res, html } = await openPage(code);
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-robots-tag")).toContain("noindex");
      expect(res.headers.get("link")).toBeNull();
      // The reason drawn in, readable without scripts, and carried for the page's code.
      expect(html).toContain(`<div id="root"><p>${NOT_FOUND}</p></div>`);
      expect(carriedData(html).refusal).toEqual({ status: 404, message: NOT_FOUND });
    }
  });

  it("stops drawing the report the moment its author withdraws the link, and says why", async () => {
    const { author, made } = await shareReport();
    expect((await openPage(made.accessCode)).html).toContain("Patente BBCL10");
    expect((await author.post(`/api/reports/${made.id}/revoke`)).status).toBe(204);
    const { res, html } = await openPage(made.accessCode);
    expect(res.status).toBe(410);
    expect(html).not.toContain("BBCL10");
    expect(carriedData(html)).toEqual({
      accessCode: made.accessCode,
      refusal: { status: 410, message: "Este informe ya no está disponible: su autor retiró el enlace." },
    });
  });

  it("counts each page, drawn or refused, against the same lookup budget as the API", async () => {
    const { made } = await shareReport("MULT30");
    const ip = "10.78.0.1";
    for (let i = 0; i < 29; i++) expect((await openPage(made.accessCode, ip)).html).toContain("MULT30");
    for (let i = 0; i < 30; i++) expect((await openPage("AAAAAAAAAAAA", ip)).res.status).toBe(404);
    expect((await client(t.app, ip).get(`/api/public/reports/${made.accessCode}`)).status).toBe(200);
    // The 61st lookup of the minute: refused with the reason, then by the API too.
    const over = await openPage(made.accessCode, ip);
    expect(over.res.status).toBe(429);
    expect(over.res.headers.get("retry-after")).toBe("60");
    expect(carriedData(over.html).refusal).toEqual({ status: 429, message: RATE_LIMITED });
    const refused = await client(t.app, ip).get(`/api/public/reports/${made.accessCode}`);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toBe(RATE_LIMITED);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(refused.headers.get("cache-control")).toBe("no-store");
  });

  it.each([
    ["cannot load", 'throw new Error("broken build");'],
    ["is from another build", 'export const renderPublicReport = () => ({ root: "", data: "" });'],
  ])("goes out as the frame, with its data to fetch, when the render module %s", async (_, module) => {
    const brokenRoot = await writeWebRoot(module);
    const broken = await createTestApp({ webRoot: brokenRoot });
    try {
      const { made } = await shareReport();
      for (const code of [made.accessCode, "AAAAAAAAAAAA"]) {
        const res = await broken.app.request(`/reporte/${code}`, {
          headers: { "x-forwarded-for": "10.79.0.1" },
        });
        expect(res.status).toBe(200);
        expect(res.headers.get("link")).toBe(
          `</api/public/reports/${code}>; rel=preload; as=fetch; crossorigin=anonymous`,
        );
        const html = await res.text();
        expect(html).toContain("Cargando reporte...");
        expect(html).not.toContain("public-report-data");
      }
    } finally {
      await broken.close();
      await rm(brokenRoot, { recursive: true, force: true });
    }
  });

  it("sends a shared link with a slash added to the report's own address", async () => {
    const cases: [string, string][] = [
      ["/reporte/ABCDEFGHJKMN/", "/reporte/ABCDEFGHJKMN"],
      ["/reporte/ABCDEFGHJKMN/?utm_source=whatsapp", "/reporte/ABCDEFGHJKMN?utm_source=whatsapp"],
      // Never somewhere else: the code stays one encoded path segment.
      ["/reporte/%2F%2Fotro.cl/", "/reporte/%2F%2Fotro.cl"],
    ];
    for (const [from, to] of cases) {
      const res = await t.app.request(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
    }
  });
});
