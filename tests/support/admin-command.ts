import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Database, openDatabase } from "#server/db/client";
import { createTestDatabase } from "./test-db";

// `npm run admin` as an operator runs it on the server, against a database of its own the test also
// reads: for the commands' tests (operators, an automotora's claim).

export type CommandDatabase = {
  /** How the server's environment names it. */
  env: Record<string, string>;
  use: <T>(read: (db: Database) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/** The command's database, on this project's engine. */
export async function commandDatabase(): Promise<CommandDatabase> {
  if (process.env.TEST_DB_KIND === "postgres") {
    const database = await createTestDatabase();
    return {
      env: { DATABASE_URL: database.url as string },
      use: <T>(read: (db: Database) => Promise<T>) => read(database.db),
      close: database.close,
    };
  }
  // PGlite is one process's at a time: the command opens the directory only while the test has it closed.
  const dataDir = await mkdtemp(path.join(tmpdir(), "pc-admin-"));
  return {
    env: { DATABASE_URL: "", DATA_DIR: dataDir },
    use: async <T>(read: (db: Database) => Promise<T>) => {
      const database = await openDatabase({ dataDir });
      try {
        return await read(database.db);
      } finally {
        await database.close();
      }
    },
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** `npm run admin -- …args`: its exit code and what it printed. */
export function admin(env: Record<string, string>, ...args: string[]) {
  const child = spawn("npm", ["run", "--silent", "admin", "--", ...args], {
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", ...env },
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk) => {
    out += chunk;
  });
  child.stderr.on("data", (chunk) => {
    err += chunk;
  });
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, out, err })),
  );
}
