import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, waitForHealth } from "../support/spawn-server";

// `npm run dev` as the README promises it: React Router's Vite dev server with HMR in front of the Hono
// app, on one port. It needs no database of the suite's, so it runs once, in the PGlite project.
describe.runIf(process.env.TEST_DB_KIND === "pglite")("npm run dev", () => {
  let dev: ChildProcess;
  let dataDir: string;
  let web: string;
  beforeAll(async () => {
    const port = await freePort();
    dataDir = await mkdtemp(path.join(tmpdir(), "pc-dev-"));
    web = `http://localhost:${port}`;
    const { NODE_ENV: _, ...inherited } = Object.fromEntries(Object.entries(process.env));
    // Its own process group, so the server it starts stops with it.
    dev = spawn(process.execPath, ["scripts/dev.mjs"], {
      env: { ...inherited, PORT: String(port), DATA_DIR: dataDir },
      stdio: "ignore",
      detached: true,
    });
    await waitForHealth(web, dev, 60_000);
  }, 90_000);
  afterAll(async () => {
    if (dev?.pid) process.kill(-dev.pid, "SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    await rm(dataDir, { recursive: true, force: true });
  });

  it("draws pages from the sources with HMR, the API beside them, on localhost and 127.0.0.1", async () => {
    const page = await fetch(`${web}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    // React Router's hot reload, served by Vite.
    expect(html).toContain("virtual:react-router/inject-hmr-runtime");
    // Drawn on the server, as in production.
    expect(html).toContain("Seguridad integral para cada aspecto de tu vida");
    const module = await fetch(`${web}/@vite/client`);
    expect(module.status).toBe(200);
    const api = await fetch(`${web}/api/health`);
    expect(await api.json()).toMatchObject({ status: "ok" });
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
