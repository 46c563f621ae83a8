import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./context";
import { webAssets } from "./web-assets";

let clientRoot: string;
beforeAll(async () => {
  clientRoot = await mkdtemp(path.join(tmpdir(), "pc-web-"));
  await mkdir(path.join(clientRoot, "assets"));
  await writeFile(path.join(clientRoot, "assets", "entry-Abc123.js"), "console.log(1)");
  await writeFile(path.join(clientRoot, "favicon.svg"), "<svg/>");
});
afterAll(() => rm(clientRoot, { recursive: true, force: true }));

/** The files, then a stand-in for the pages, as app.ts stacks them. */
const app = () =>
  new Hono<AppEnv>().route("/", webAssets(clientRoot)).get("*", (c) => c.text(`page ${c.req.path}`));

describe("webAssets", () => {
  it("lets browsers keep hashed files for a year and other files for a day", async () => {
    const asset = await app().request("/assets/entry-Abc123.js");
    expect(await asset.text()).toBe("console.log(1)");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const favicon = await app().request("/favicon.svg");
    expect(await favicon.text()).toBe("<svg/>");
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=86400");
  });

  it("leaves every path that is no file to the pages, the root folder included", async () => {
    for (const url of ["/", "/dashboard/servicios", "/assets/missing.js"]) {
      expect(await (await app().request(url)).text(), url).toBe(`page ${url}`);
    }
  });
});
