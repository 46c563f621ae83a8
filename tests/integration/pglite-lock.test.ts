import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { folderInUseMessage, LOCK_FILE } from "#server/db/pglite-lock";
import { ConfigError } from "#server/env";
import { httpClient, spawnServer } from "../support/spawn-server";

// One PGlite folder, one process: a second one on the same files would run on its own copy and erase the
// first's writes when it saves. The embedded database only: PostgreSQL serves any number of processes.
const onPglite = process.env.TEST_DB_KIND !== "postgres";

describe.skipIf(!onPglite)("one process per PGlite folder (PGlite only: PostgreSQL takes many)", () => {
  // One folder for all: PGlite's first open (initdb, migrations) takes seconds, the next ones much less.
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "pc-lock-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  const lockFile = () => path.join(dataDir, LOCK_FILE);

  it("a second open of the folder is refused, naming the folder and the holder; closing the first frees it", async () => {
    const first = await openDatabase({ dataDir });
    try {
      const refusal = await openDatabase({ dataDir }).then(
        () => null,
        (err: Error) => err,
      );
      expect(refusal).toBeInstanceOf(ConfigError);
      expect(refusal?.message).toBe(folderInUseMessage(dataDir, { pid: process.pid, host: hostname() }));
      expect(refusal?.message).toContain(
        `${dataDir}: ya la está usando otro proceso (pid ${process.pid} en ${hostname()})`,
      );
    } finally {
      await first.close();
    }
    expect(existsSync(lockFile())).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it("a lock left by a process that is gone does not block the next start", async () => {
    const gone = spawnSync(process.execPath, ["-e", ""]).pid;
    await writeFile(lockFile(), JSON.stringify({ pid: gone, host: hostname() }));
    const database = await openDatabase({ dataDir });
    try {
      expect(JSON.parse(await readFile(lockFile(), "utf8"))).toEqual({ pid: process.pid, host: hostname() });
    } finally {
      await database.close();
    }
    expect(existsSync(lockFile())).toBe(false);
  });

  it("two servers on one DATA_DIR: the second (and npm run admin) refuse at once in one line, the first keeps serving", {
    timeout: 180_000,
  }, async () => {
    const embedded = { DATABASE_URL: "", DATA_DIR: dataDir };
    const first = await spawnServer(embedded);
    try {
      const line = folderInUseMessage(dataDir, { pid: first.process.pid as number, host: hostname() });
      const admin = spawn("npm", ["run", "--silent", "admin", "--", "list"], {
        env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", ...embedded },
      });
      let adminSaid = "";
      admin.stderr.on("data", (chunk) => {
        adminSaid += chunk;
      });
      const [refusal, adminCode] = await Promise.all([
        // spawnServer fails with the exit code and what the process wrote.
        spawnServer(embedded).then(
          () => "started",
          (err: Error) => err.message,
        ),
        new Promise((resolve) => admin.on("close", resolve)),
      ]);
      expect(refusal).toMatch(/^server exited with 1: /);
      expect(refusal.slice(refusal.indexOf(": ") + 2).trim()).toBe(line);
      expect({ code: adminCode, said: adminSaid.trim() }).toEqual({ code: 1, said: line });

      const health = await fetch(`${first.url}/api/health`);
      expect(health.status).toBe(200);
      const contact = await httpClient("10.90.0.1").call(first.url, "POST", "/api/contact", {
        fullName: "Sigue Andando",
        email: "sigue@correo.cl",
      });
      expect(contact.status).toBe(201);
    } finally {
      expect(await first.stop()).toBe(0);
    }
    expect(existsSync(lockFile())).toBe(false);
  });
});
