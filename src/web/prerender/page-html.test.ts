import { describe, expect, it } from "vitest";
import { REPORT_TITLE } from "../features/reports/components/report-body";
import { jsonScript, pageHtml } from "./page-html";
import { prerenderedPages } from "./pages";

const template = `<!doctype html>
<html lang="es-CL">
  <head>
    <title>Patente Clara</title>
    <meta
      name="description"
      content="old"
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const [home, services] = prerenderedPages;
const reportPage = prerenderedPages.find((page) => page.path === "/reporte/:accessCode");

describe("pageHtml", () => {
  it("writes the page's title, description, canonical and Open Graph tags, and its markup", () => {
    if (!services) throw new Error("no services page");
    const html = pageHtml(template, services, "<h1>Nuestros servicios</h1>", {
      modulePreloads: ["/assets/services-1.js"],
      stylesheets: [],
    });
    expect(html).toContain("<title>Servicios — Patente Clara</title>");
    expect(html).toContain(`<meta name="description" content="${services.description}" />`);
    expect(html).not.toContain('content="old"');
    expect(html).toContain('<link rel="canonical" href="%PUBLIC_URL%/servicios" />');
    expect(html).toContain('<meta property="og:url" content="%PUBLIC_URL%/servicios" />');
    expect(html).toContain('<meta property="og:title" content="Servicios — Patente Clara" />');
    expect(html).toContain('<meta property="og:image" content="%PUBLIC_URL%/og-image.png" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/services-1.js" />');
    expect(html).toContain('<div id="root"><h1>Nuestros servicios</h1></div>');
    // The entry script Vite wrote stays as it was.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it("adds the spec's structured data (price 2990 CLP, Chile) to the home page only", () => {
    if (!home || !services) throw new Error("pages missing");
    const assets = { modulePreloads: [], stylesheets: [] };
    const homeHtml = pageHtml(template, home, "", assets);
    expect(homeHtml).toContain('"price":"2990","priceCurrency":"CLP"');
    expect(homeHtml).toContain('"areaServed":{"@type":"Country","name":"Chile"}');
    expect(pageHtml(template, services, "", assets)).not.toContain("application/ld+json");
  });

  it("marks the report page noindex, with no canonical address, under the title the page sets", () => {
    if (!reportPage) throw new Error("no report page");
    const html = pageHtml(template, reportPage, "<h1>Informe</h1>", { modulePreloads: [], stylesheets: [] });
    expect(reportPage.title).toBe(`${REPORT_TITLE} — Patente Clara`);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain("og:url");
    expect(html).toContain(`<meta property="og:title" content="${REPORT_TITLE} — Patente Clara" />`);
  });

  it("keeps markup that looks like a replacement pattern as it is", () => {
    if (!home) throw new Error("no home page");
    const html = pageHtml(template, home, "<p>$& $1</p>", { modulePreloads: [], stylesheets: [] });
    expect(html).toContain('<div id="root"><p>$& $1</p></div>');
  });

  it("fails loudly when index.html no longer has what it replaces", () => {
    if (!home) throw new Error("no home page");
    const assets = { modulePreloads: [], stylesheets: [] };
    expect(() => pageHtml(template.replace('<div id="root"></div>', ""), home, "", assets)).toThrow(/root/);
    expect(() => pageHtml(template.replace('lang="es-CL"', ""), home, "", assets)).toThrow(/es-CL/);
  });
});

describe("jsonScript", () => {
  it("carries data no value of which can close the element or run as script", () => {
    const plate = "</script><script>alert(1)</script>";
    const html = jsonScript("application/json", { plate }, "public-report-data");
    expect(html.startsWith('<script type="application/json" id="public-report-data">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const body = html.slice(html.indexOf(">") + 1, html.lastIndexOf("</script>"));
    expect(JSON.parse(body)).toEqual({ plate });
  });
});
