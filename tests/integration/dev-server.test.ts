import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, waitForHealth } from "../support/spawn-server";

// `npm run dev` as the README promises it: the API with reload and Vite with HMR in front of it. It needs
// no database of the suite's, so it runs once, in the PGlite project.
describe.runIf(process.env.TEST_DB_KIND === "pglite")("npm run dev", () => {
  let dev: ChildProcess;
  let dataDir: string;
  let web: string;
  let api: string;
  beforeAll(async () => {
    const [apiPort, webPort] = [await freePort(), await freePort()];
    dataDir = await mkdtemp(path.join(tmpdir(), "pc-dev-"));
    web = `http://localhost:${webPort}`;
    api = `http://127.0.0.1:${apiPort}`;
    const { NODE_ENV: _, ...inherited } = Object.fromEntries(Object.entries(process.env));
    // Its own process group, so the API and Vite it starts stop with it.
    dev = spawn(process.execPath, ["scripts/dev.mjs"], {
      env: { ...inherited, PORT: String(apiPort), DEV_WEB_PORT: String(webPort), DATA_DIR: dataDir },
      stdio: "ignore",
      detached: true,
    });
    await waitForHealth(api, dev, 60_000);
    await waitForHealth(web, dev, 60_000);
  }, 90_000);
  afterAll(async () => {
    if (dev?.pid) process.kill(-dev.pid, "SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    await rm(dataDir, { recursive: true, force: true });
  });

  it("serves the app through Vite with HMR and the API behind it, on localhost and 127.0.0.1", async () => {
    const page = await fetch(`${web}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("/@vite/client");
    const proxied = await fetch(`${web}/api/health`);
    expect(await proxied.json()).toMatchObject({ status: "ok" });
    // Either spelling of this machine is the same site: a sign-in from each is not refused for its origin.
    for (const origin of [web, web.replace("localhost", "127.0.0.1")]) {
      const res = await fetch(`${web}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({ email: "nadie@correo.cl", password: "clave-de-nadie" }),
      });
      expect(res.status, origin).toBe(401);
    }
  });
});
