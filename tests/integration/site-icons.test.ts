import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { sourcePages } from "../support/web-pages";

// What an iPhone and Firefox ask of the site before any page (issue 40): the home-screen icon, the
// /favicon.ico every browser tries, and a viewport that lets the sticky action bar read the safe areas.
// The browser's files are served from src/web/public, which the build copies as they are.

const PUBLIC_DIR = path.join(import.meta.dirname, "../../src/web/public");

let pages: Awaited<ReturnType<typeof sourcePages>>;
let t: TestApp;
beforeAll(async () => {
  pages = await sourcePages();
  t = await createTestApp({ web: { ...pages.web, clientRoot: PUBLIC_DIR } });
}, 60_000);
afterAll(async () => {
  await t.close();
  await pages.close();
});

describe("the site's icons", () => {
  it.each([
    ["/apple-touch-icon.png", "image/png"],
    ["/favicon.ico", "image/x-icon"],
    ["/favicon.svg", "image/svg+xml"],
  ])("serves %s as %s, cached for a day", async (file, type) => {
    const res = await t.app.request(file);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain(type);
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(path.join(PUBLIC_DIR, file)))).toBe(true);
  });

  it("serves the home-screen icon as a 180 by 180 PNG", async () => {
    const png = Buffer.from(await (await t.app.request("/apple-touch-icon.png")).arrayBuffer());
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
  });

  it("names them, and the viewport covering the screen, in every page's head", async () => {
    for (const page of ["/", "/login", "/reporte/NOEXISTE1234"]) {
      const html = await (await t.app.request(page)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      // Each link carries the page's nonce before its attributes.
      expect(head, page).toMatch(/<link [^>]*rel="apple-touch-icon" href="\/apple-touch-icon\.png"\/>/);
      expect(head, page).toMatch(/<link [^>]*rel="icon" href="\/favicon\.ico" sizes="32x32"\/>/);
      expect(head, page).toMatch(/<link [^>]*rel="icon" href="\/favicon\.svg" type="image\/svg\+xml"\/>/);
      expect(head, page).toContain(
        '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover"/>',
      );
    }
  });
});
