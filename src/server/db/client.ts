import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { createLogger, type Logger } from "../logger";
import { lockDataDir } from "./pglite-lock";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Plain SQL on the same connection(s) as `db`, for a library that writes its own (pg-boss). */
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  execute: SqlExecutor;
  close: () => Promise<void>;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../../drizzle", import.meta.url));

// Any constant works; it only has to be the same for every instance migrating the same database.
const MIGRATION_LOCK_ID = 7_210_519;

export type DatabaseTarget = { url: string } | { dataDir: string } | { pglite: PGlite };

/** The database an environment names: DATABASE_URL's PostgreSQL, else the embedded one in DATA_DIR. */
export const databaseTargetOf = (env: { DATABASE_URL?: string; DATA_DIR: string }): DatabaseTarget =>
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.resolve(env.DATA_DIR) };

/**
 * Opens the database and applies committed migrations, so start-up always meets the schema it expects.
 * `logger` hears what the connections report on their own (PostgreSQL going away); the server passes its.
 */
export async function openDatabase(
  target: DatabaseTarget,
  { logger = createLogger("warn") }: { logger?: Logger } = {},
): Promise<DatabaseHandle> {
  if ("url" in target) return openPostgres(target.url, logger);
  if ("pglite" in target) return openPglite(target.pglite);
  // A DATA_DIR is one process's; a second one is refused here, before PGlite reads a file.
  const unlock = lockDataDir(target.dataDir);
  try {
    const handle = await openPglite(new PGlite(ensureDir(path.join(target.dataDir, "pglite"))));
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

async function openPglite(client: PGlite): Promise<DatabaseHandle> {
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  // PGlite runs a text of several statements (pg-boss's schema) only without parameters.
  const execute: SqlExecutor = async (text, values) =>
    values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] });
  return { db: db as unknown as Database, kind: "pglite", execute, close: () => client.close() };
}

async function openPostgres(url: string, logger: Logger): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // A client that loses its server (PostgreSQL stopped or restarted) emits 'error', checked out or idle,
  // and an 'error' nobody listens to ends the process. The pool only listens to its idle clients, and a
  // checked-out one is common (every transaction holds one, and the provider's budget runs them over and
  // over while a report waits): each client gets a listener of its own for its whole life. The query it
  // was running fails on its own, and the pool drops the broken client and connects anew once the server
  // is back.
  pool.on("connect", (client) => {
    client.on("error", (err) => logger.error({ err }, "database connection lost"));
  });
  // The pool passes on its idle clients' errors too, already logged by the client's listener above.
  pool.on("error", () => {});
  // Several instances may start together: the advisory lock lets exactly one of them migrate.
  const conn = await pool.connect();
  try {
    const lockDb = drizzleNodePg({ client: conn, schema });
    await lockDb.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      await migrateNodePg(lockDb, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lockDb.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
    }
  } finally {
    conn.release();
  }
  const db = drizzleNodePg({ client: pool, schema });
  const execute: SqlExecutor = (text, values) => pool.query(text, values);
  return { db: db as unknown as Database, kind: "postgres", execute, close: () => pool.end() };
}

function ensureDir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}

export async function isDatabaseUp(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
