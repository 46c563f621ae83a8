import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./spawn-server";

/** The PostgreSQL binaries of this machine (Debian puts them under /usr/lib/postgresql/<version>/bin). */
export function postgresBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const version = readdirSync(root).sort().at(-1);
  const bin = version ? path.join(root, version, "bin") : null;
  return bin && existsSync(path.join(bin, "initdb")) ? bin : null;
}

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary folder, its own port), so a test can
 * stop and start it without touching the machine's shared server.
 */
export async function startThrowawayPostgres() {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL binaries (initdb, pg_ctl) not found under /usr/lib/postgresql");
  const dir = mkdtempSync(path.join(tmpdir(), "pc-pg-"));
  const port = await freePort();
  // PostgreSQL refuses to run as root; as root, run it as the postgres system user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? "runuser" : path.join(bin, tool),
      asRoot ? ["-u", "postgres", "--", path.join(bin, tool), ...args] : args,
      {
        stdio: "pipe",
        timeout: 60_000,
      },
    );
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run("pg_ctl", ["-D", data, "-o", options, "-w", "-l", path.join(dir, "log"), "start"]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
