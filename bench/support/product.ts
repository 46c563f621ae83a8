import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { confirmationToken, readOutbox } from "../../tests/support/outbox";
import { freePort, waitForHealth } from "../../tests/support/spawn-server";

/**
 * The product as production runs it (NODE_ENV=production, built front end, real entry point) on a free
 * port, with DATABASE_URL from the environment or an embedded database in a temporary folder.
 */
export async function startProduct() {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "pc-bench-"));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: "bench-secret-of-the-product-0123456789abcdef",
      TRUST_PROXY: "1",
      LOG_LEVEL: "silent",
      // One process, so the benches measure (and read the CPU of) the server itself, not a cluster.
      WEB_CONCURRENCY: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForHealth(url, child, 60_000);
  return {
    url,
    outboxDir: path.join(dataDir, "outbox"),
    pid: child.pid as number,
    async stop() {
      child.kill("SIGTERM");
      await once(child, "exit");
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The demo report a bench reads: its public access code, its id, and its author's session cookie. */
export type BenchReport = { accessCode: string; id: string; cookie: string };

/** A user (e-mail confirmed through the mailed link) and one demo report made through the API. */
export async function makeReport({
  url,
  outboxDir,
}: {
  url: string;
  outboxDir: string;
}): Promise<BenchReport> {
  const headers = { "content-type": "application/json", origin: url, "x-forwarded-for": "10.99.0.1" };
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      email: "bench@correo.cl",
      password: "clave-bench",
      firstName: "Bench",
      lastName: "Mark",
      acceptedTerms: true,
      name: "x",
    }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const token = confirmationToken(await readOutbox(outboxDir), "bench@correo.cl");
  await fetch(`${url}/api/email-confirmation`, {
    method: "POST",
    headers: { ...headers, cookie },
    body: JSON.stringify({ token }),
  });
  const report = await fetch(`${url}/api/reports`, {
    method: "POST",
    headers: { ...headers, cookie },
    body: JSON.stringify({ plate: "BBCL10" }),
  });
  const { accessCode, id } = (await report.json()) as { accessCode: string; id: string };
  return { accessCode, id, cookie };
}
