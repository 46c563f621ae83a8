import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#server/db/client";
import { loadEnv } from "#server/env";
import { createSeeder, type SeedUserOptions, seedUser } from "#server/seed/seed-user";
import { freePort, waitForHealth } from "../../tests/support/spawn-server";
import { SEEDED_ACCOUNTS, type SeededAccount, type SeededAccountKey, seededEmail } from "./seeded-accounts";

type Credentials = { email: string; password: string };

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    outboxDir: string;
    /** The privacy team's account, an operator from the start (e2e/privacy.e2e.ts signs in with it). */
    privacyOfficer: Credentials;
    /** The accounts of e2e/support/seeded-accounts.ts, each with a session open. */
    seededAccounts: Record<SeededAccountKey, SeededAccount>;
  }
}

const PRIVACY_OFFICER: Credentials = {
  email: "privacidad.e2e@patenteclara.cl",
  password: "clave-del-equipo",
};

/**
 * The privacy team's operator and every test's account, written with the seeds before the server starts
 * (an embedded database is one process's at a time). The seeder takes the server's own environment, so
 * the auth secret it signs the sessions with is the one the server reads from DATA_DIR.
 */
async function seedAccounts(env: Record<string, string>) {
  const database = await openDatabase({ dataDir: env.DATA_DIR as string });
  try {
    const seeder = createSeeder(database.db, loadEnv(env));
    await seedUser(seeder, { ...PRIVACY_OFFICER, firstName: "Valentina", lastName: "Muñoz", operator: true });
    const seeded: Partial<Record<SeededAccountKey, SeededAccount>> = {};
    for (const [key, options] of Object.entries(SEEDED_ACCOUNTS) as [SeededAccountKey, SeedUserOptions][]) {
      const { email, password, cookie } = await seedUser(seeder, { ...options, email: seededEmail(key) });
      seeded[key] = { email, password, cookie };
    }
    return seeded as Record<SeededAccountKey, SeededAccount>;
  } finally {
    await database.close();
  }
}

/** Runs the product the way `npm start` does, on a free port with an empty embedded database. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "pc-e2e-"));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    // As behind one load balancer: each page sends its person's address (e2e/support/browser.ts).
    TRUST_PROXY: "1",
    // The footer's link for car dealers, drawn by the server from this setting.
    DEALER_SITE_URL: "https://automotoras.example.cl/",
  };
  const seededAccounts = await seedAccounts(env);
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHealth(baseUrl, server, 180_000);
  project.provide("baseUrl", baseUrl);
  project.provide("outboxDir", path.join(dataDir, "outbox"));
  project.provide("privacyOfficer", PRIVACY_OFFICER);
  project.provide("seededAccounts", seededAccounts);
  return async () => {
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
}
