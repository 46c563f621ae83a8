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

/** Opens the database and applies committed migrations, so start-up always meets the schema it expects. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ("url" in target) return openPostgres(target.url);
  const client =
    "pglite" in target ? target.pglite : new PGlite(ensureDir(path.join(target.dataDir, "pglite")));
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  // PGlite runs a text of several statements (pg-boss's schema) only without parameters.
  const execute: SqlExecutor = async (text, values) =>
    values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] });
  return { db: db as unknown as Database, kind: "pglite", execute, close: () => client.close() };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server emits 'error'; without a listener that would crash the process.
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
