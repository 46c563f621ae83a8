import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { hashPassword } from "better-auth/crypto";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#server/db/client";
import { accounts, users } from "#server/db/schema";
import { grantOperator } from "#server/services/privacy/operators";
import { freePort, waitForHealth } from "../../tests/support/spawn-server";

type Credentials = { email: string; password: string };

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    outboxDir: string;
    /** The privacy team's account, an operator from the start (e2e/privacy.e2e.ts signs in with it). */
    privacyOfficer: Credentials;
  }
}

const PRIVACY_OFFICER: Credentials = {
  email: "privacidad.e2e@patenteclara.cl",
  password: "clave-del-equipo",
};

/**
 * A confirmed account made an operator as `npm run admin -- grant` does, written before the server
 * starts: an embedded database is one process's at a time.
 */
async function seedOperator(dataDir: string, { email, password }: Credentials) {
  const database = await openDatabase({ dataDir });
  try {
    const id = randomUUID();
    const name = { firstName: "Valentina", lastName: "Muñoz", name: "Valentina Muñoz" };
    await database.db.insert(users).values({ id, email, emailVerified: true, ...name });
    await database.db.insert(accounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: await hashPassword(password),
    });
    await grantOperator(database.db, email);
  } finally {
    await database.close();
  }
}

/** Runs the product the way `npm start` does, on a free port with an empty embedded database. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "pc-e2e-"));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  await seedOperator(dataDir, PRIVACY_OFFICER);
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // As behind one load balancer: each page sends its person's address (e2e/support/browser.ts).
      TRUST_PROXY: "1",
      // The footer's link for car dealers, drawn by the server from this setting.
      DEALER_SITE_URL: "https://automotoras.example.cl/",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHealth(baseUrl, server, 180_000);
  project.provide("baseUrl", baseUrl);
  project.provide("outboxDir", path.join(dataDir, "outbox"));
  project.provide("privacyOfficer", PRIVACY_OFFICER);
  return async () => {
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
}
