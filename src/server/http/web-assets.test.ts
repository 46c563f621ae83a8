import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webAssets } from "./web-assets";

let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), "pc-web-"));
  await mkdir(path.join(webRoot, "prerendered"));
  await writeFile(path.join(webRoot, "index.html"), "<html><body>shell</body></html>");
  await writeFile(
    path.join(webRoot, "prerendered", "home.html"),
    '<html><head><link rel="canonical" href="%PUBLIC_URL%/" /></head><body>inicio</body></html>',
  );
  await writeFile(
    path.join(webRoot, "prerendered", "pages.json"),
    JSON.stringify([{ path: "/", file: "home.html" }]),
  );
});
afterAll(() => rm(webRoot, { recursive: true, force: true }));

describe("webAssets", () => {
  it("answers a prerendered path with its page, the public origin written in", async () => {
    const app = webAssets(webRoot, { publicUrl: "https://patenteclara.cl" });
    const res = await app.request("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const html = await res.text();
    expect(html).toContain('<link rel="canonical" href="https://patenteclara.cl/" />');
    expect(html).not.toContain("%PUBLIC_URL%");
  });

  it("gives every other page the app shell, the raw prerendered files included", async () => {
    const app = webAssets(webRoot, { publicUrl: "https://patenteclara.cl" });
    for (const url of ["/dashboard/servicios", "/prerendered/home.html", "/prerendered/pages.json"]) {
      const res = await app.request(url);
      expect(await res.text(), url).toContain("shell");
    }
  });

  it("percent-encodes an origin that could break out of an attribute", async () => {
    const app = webAssets(webRoot, { publicUrl: 'https://example.cl/a"b' });
    expect(await (await app.request("/")).text()).toContain('href="https://example.cl/a%22b/"');
  });
});
