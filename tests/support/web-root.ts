import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

// A built front end in miniature: the report page's frame, its template with the outlet, and a render
// module standing in for the React one (the e2e tests read the real page in Chromium). It draws the plate
// and carries the whole report it was given as data, so what reaches the page can be checked.
const OUTLET = "<!--server-outlet-->";
const page = (root: string) =>
  `<!doctype html><html lang="es-CL"><head><title>Informe</title></head><body><div id="root">${root}</div>\n</body></html>`;
const pageData = (data: unknown) =>
  `'<script type="application/json" id="public-report-data">' + JSON.stringify(${data}) + "</script>"`;
export const RENDER_MODULE = `
export function renderPublicReport(report) {
  return { root: "<h2>Patente " + report.plate + "</h2>", data: ${pageData("{ report }")} };
}
export function renderRefusal(accessCode, refusal) {
  return { root: "<p>" + refusal.message + "</p>", data: ${pageData("{ accessCode, refusal }")} };
}`;

/** A built front end in miniature, in a new folder, with `renderModule` as its render module. */
export async function writeWebRoot(renderModule: string): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "pc-web-"));
  const dir = path.join(root, "prerendered");
  await mkdir(path.join(dir, "render"), { recursive: true });
  await writeFile(path.join(root, "index.html"), page(""));
  await writeFile(path.join(dir, "reporte.html"), page("<p>Cargando reporte...</p>"));
  await writeFile(path.join(dir, "reporte.outlet.html"), page(OUTLET));
  await writeFile(path.join(dir, "render", "render.mjs"), renderModule);
  const serverRender = { template: "reporte.outlet.html", outlet: OUTLET, module: "render/render.mjs" };
  await writeFile(
    path.join(dir, "pages.json"),
    JSON.stringify([{ path: "/reporte/:accessCode", file: "reporte.html", serverRender }]),
  );
  return root;
}

/** The data a page carries after #root, parsed. */
export const carriedData = (html: string) => {
  const data = html.match(/<script type="application\/json" id="public-report-data">(.*?)<\/script><\/body>/);
  return JSON.parse(data?.[1] ?? "null");
};
