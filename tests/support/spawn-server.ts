import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { confirmationToken, readOutbox } from "./outbox";

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Polls /api/health until it answers 200; fails early if the server process has already exited. */
export async function waitForHealth(
  url: string,
  server: ChildProcess | null,
  timeoutMs: number,
  describe = () => "",
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server && server.exitCode !== null)
      throw new Error(`server exited with ${server.exitCode}: ${describe()}`);
    if (Date.now() > deadline) throw new Error(`server not healthy in time: ${describe()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

export type RunningServer = {
  url: string;
  /** Where the instance writes its mail (no SMTP_URL). */
  outboxDir: string;
  process: ChildProcess;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** The real server entry point (API only) in a child process, as one instance of a deployment. */
export async function spawnServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "pc-instance-"));
  let out = "";
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: "http://localhost:3000",
      BETTER_AUTH_SECRET: "shared-secret-of-the-deployment-0123456789",
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    out += d;
  });
  child.stderr?.on("data", (d) => {
    out += d;
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, 60_000, () => out);
  return {
    url,
    outboxDir: path.join(dataDir, "outbox"),
    process: child,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) {
        const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
        child.kill(signal);
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
      return child.exitCode;
    },
  };
}

/**
 * Confirms the address `server` mailed a link to, as its reader would from the browser that signed up
 * (the confirmation page's button).
 */
export async function confirmEmail(
  server: RunningServer,
  email: string,
  browser: ReturnType<typeof httpClient>,
): Promise<void> {
  const token = confirmationToken(await readOutbox(server.outboxDir), email);
  const res = await browser.call(server.url, "POST", "/api/email-confirmation", { token });
  if (res.json?.outcome !== "confirmed") throw new Error(`e-mail confirmation answered ${res.status}`);
}

/** A fetch-based client of a running instance: same-origin headers, a cookie jar, a chosen address. */
export function httpClient(ip: string) {
  const jar = new Map<string, string>();
  return {
    cookies: jar,
    /** POST /api/reports as the check screen asks it, on the event stream; the Response as it starts. */
    streamReport: (base: string, plate: string) =>
      fetch(`${base}/api/reports`, {
        method: "POST",
        headers: {
          origin: "http://localhost:3000",
          "x-forwarded-for": ip,
          accept: "text/event-stream",
          "content-type": "application/json",
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
        },
        body: JSON.stringify({ plate }),
      }),
    async call(base: string, method: string, url: string, body?: unknown) {
      const headers: Record<string, string> = { origin: "http://localhost:3000", "x-forwarded-for": ip };
      if (body !== undefined) headers["content-type"] = "application/json";
      if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
      const res = await fetch(`${base}${url}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair = ""] = cookie.split(";");
        const [name = "", value = ""] = pair.split("=");
        if (value) jar.set(name, value);
        else jar.delete(name);
      }
      const text = await res.text();
      return { status: res.status, json: text.startsWith("{") ? JSON.parse(text) : undefined };
    },
  };
}
