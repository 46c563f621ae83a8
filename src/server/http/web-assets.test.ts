import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPrerendered, webAssets } from "./web-assets";

const controller = { name: "Datos & <Cía> SpA", rut: "76.123.456-0", address: "Calle 1", email: "p@x.cl" };
const deployment = (publicUrl: string) => ({ publicUrl, controller });

let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), "pc-web-"));
  await mkdir(path.join(webRoot, "prerendered"));
  await writeFile(path.join(webRoot, "index.html"), "<html><body>shell</body></html>");
  await writeFile(
    path.join(webRoot, "prerendered", "home.html"),
    '<html><head><link rel="canonical" href="%PUBLIC_URL%/" /></head><body>inicio <p>%CONTROLLER_NAME%</p></body></html>',
  );
  await writeFile(
    path.join(webRoot, "prerendered", "pages.json"),
    JSON.stringify([{ path: "/", file: "home.html" }]),
  );
  await mkdir(path.join(webRoot, "assets"));
  await writeFile(path.join(webRoot, "assets", "index-Abc123.js"), "console.log(1)");
  await writeFile(path.join(webRoot, "favicon.svg"), "<svg/>");
});
afterAll(() => rm(webRoot, { recursive: true, force: true }));

describe("webAssets", () => {
  it("answers a prerendered path with its page, the public origin written in", async () => {
    const app = webAssets(webRoot, readPrerendered(webRoot, deployment("https://patenteclara.cl")));
    const res = await app.request("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const html = await res.text();
    expect(html).toContain('<link rel="canonical" href="https://patenteclara.cl/" />');
    expect(html).not.toContain("%PUBLIC_URL%");
  });

  it("gives every other page the app shell, the raw prerendered files included", async () => {
    const app = webAssets(webRoot, readPrerendered(webRoot, deployment("https://patenteclara.cl")));
    for (const url of ["/dashboard/servicios", "/prerendered/home.html", "/prerendered/pages.json"]) {
      const res = await app.request(url);
      expect(await res.text(), url).toContain("shell");
    }
  });

  it("lets browsers keep hashed files for a year and other files for a day", async () => {
    const app = webAssets(webRoot, readPrerendered(webRoot, deployment("https://patenteclara.cl")));
    const asset = await app.request("/assets/index-Abc123.js");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const favicon = await app.request("/favicon.svg");
    expect(await favicon.text()).toBe("<svg/>");
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=86400");
    const shell = await app.request("/index.html");
    expect(await shell.text()).toContain("shell");
    expect(shell.headers.get("cache-control")).toBe("no-cache");
  });

  it("writes who answers for personal data into the pages, as text that cannot become markup", async () => {
    const app = webAssets(webRoot, readPrerendered(webRoot, deployment("https://patenteclara.cl")));
    const html = await (await app.request("/")).text();
    expect(html).toContain("<p>Datos &amp; &lt;Cía&gt; SpA</p>");
    expect(html).not.toContain("%CONTROLLER");
  });

  it("percent-encodes an origin that could break out of an attribute", async () => {
    const app = webAssets(webRoot, readPrerendered(webRoot, deployment('https://example.cl/a"b')));
    expect(await (await app.request("/")).text()).toContain('href="https://example.cl/a%22b/"');
  });
});
