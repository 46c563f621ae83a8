import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, createTestApp, signedInClient, type TestApp } from "../support/test-app";

// A built front end in miniature: the report page's frame, its template with the outlet, and a render
// module standing in for the React one (the e2e tests read the real page in Chromium). It draws the plate
// and carries the whole report it was given as data, so what reaches the page can be checked.
const OUTLET = "<!--server-outlet-->";
const page = (root: string) =>
  `<!doctype html><html lang="es-CL"><head><title>Informe</title></head><body><div id="root">${root}</div>\n</body></html>`;
const RENDER_MODULE = `export function renderPublicReport(report) {
  return {
    root: "<h2>Patente " + report.plate + "</h2>",
    data: '<script type="application/json" id="public-report-data">' + JSON.stringify(report) + "</script>",
  };
}`;

let webRoot: string;
let t: TestApp;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), "pc-web-"));
  const dir = path.join(webRoot, "prerendered");
  await mkdir(path.join(dir, "render"), { recursive: true });
  await writeFile(path.join(webRoot, "index.html"), page(""));
  await writeFile(path.join(dir, "reporte.html"), page("<p>Cargando reporte...</p>"));
  await writeFile(path.join(dir, "reporte.outlet.html"), page(OUTLET));
  await writeFile(path.join(dir, "render", "render.mjs"), RENDER_MODULE);
  const serverRender = { template: "reporte.outlet.html", outlet: OUTLET, module: "render/render.mjs" };
  await writeFile(
    path.join(dir, "pages.json"),
    JSON.stringify([{ path: "/reporte/:accessCode", file: "reporte.html", serverRender }]),
  );
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
  const author = await signedInClient(t.app);
  const made = await author.post("/api/reports", { plate });
  return { author, made: made.json };
};

describe("the public report page", () => {
  it("arrives with its report drawn in and carried as data, the owner's RUT masked, never indexed", async () => {
    const { made } = await shareReport();
    const ownerRut: string = made.report.sections.vehicle.data.owner.rut;
    const { res, html } = await openPage(made.accessCode);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    // Its data is in the page: the browser is not told to fetch it again.
    expect(res.headers.get("link")).toBeNull();
    expect(html).toContain('<div id="root"><h2>Patente BBCL10</h2></div>');
    expect(html).not.toContain("Cargando reporte...");
    const data = html.match(
      /<script type="application\/json" id="public-report-data">(.*?)<\/script><\/body>/,
    );
    const carried = JSON.parse(data?.[1] ?? "null");
    expect(carried.reportCode).toBe(made.reportCode);
    expect(carried.id).toBeUndefined();
    expect(carried.report.sections.vehicle.data.owner.rut).toMatch(/XXX-X$/);
    expect(html).not.toContain(ownerRut.split("-")[0]);
  });

  it("is the frame, with the data to fetch, for a code with no report: the page's code explains", async () => {
    for (const code of ["AAAAAAAAAAAA", "x"]) {
      const { res, html } = await openPage(code);
      expect(res.status).toBe(200);
      expect(html).toContain("Cargando reporte...");
      expect(html).not.toContain("public-report-data");
    }
    expect((await openPage("AAAAAAAAAAAA")).res.headers.get("link")).toBe(
      "</api/public/reports/AAAAAAAAAAAA>; rel=preload; as=fetch; crossorigin=anonymous",
    );
  });

  it("stops drawing the report the moment its author withdraws the link", async () => {
    const { author, made } = await shareReport();
    expect((await openPage(made.accessCode)).html).toContain("Patente BBCL10");
    expect((await author.post(`/api/reports/${made.id}/revoke`)).status).toBe(204);
    const { html } = await openPage(made.accessCode);
    expect(html).toContain("Cargando reporte...");
    expect(html).not.toContain("BBCL10");
  });

  it("counts each page against the same lookup budget as the API", async () => {
    const { made } = await shareReport("MULT30");
    const ip = "10.78.0.1";
    for (let i = 0; i < 59; i++) expect((await openPage(made.accessCode, ip)).html).toContain("MULT30");
    expect((await client(t.app, ip).get(`/api/public/reports/${made.accessCode}`)).status).toBe(200);
    // The 61st lookup of the minute: the page goes out as its frame, and the API says why.
    expect((await openPage(made.accessCode, ip)).html).not.toContain("MULT30");
    const refused = await client(t.app, ip).get(`/api/public/reports/${made.accessCode}`);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toBe("Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.");
  });
});
