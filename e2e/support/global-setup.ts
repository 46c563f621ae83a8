import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort, waitForHealth } from "../../tests/support/spawn-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    outboxDir: string;
  }
}

/** Runs the product the way `npm start` does, on a free port with an empty embedded database. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "pc-e2e-"));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // As behind one load balancer: each page sends its person's address (e2e/support/browser.ts).
      TRUST_PROXY: "1",
      // The privacy team's account, which e2e/privacy.e2e.ts creates.
      ADMIN_EMAILS: "privacidad.e2e@patenteclara.cl",
      // The footer's link for car dealers, drawn by the server from this setting.
      DEALER_SITE_URL: "https://automotoras.example.cl/",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHealth(baseUrl, server, 180_000);
  project.provide("baseUrl", baseUrl);
  project.provide("outboxDir", path.join(dataDir, "outbox"));
  return async () => {
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
}
