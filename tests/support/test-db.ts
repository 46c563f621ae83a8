import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "#server/db/client";
import { adminPool, databaseUrl } from "./postgres";

export type TestDatabase = DatabaseHandle & { url?: string };

/** A fresh, migrated database for one test file, on the engine this project runs (TEST_DB_KIND). */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB_KIND === "postgres") {
    const name = `pc_test_${randomBytes(6).toString("hex")}`;
    const admin = adminPool();
    await admin.query(`create database "${name}" template "${inject("postgresTemplate")}"`);
    const url = databaseUrl(name);
    const handle = await openDatabase({ url });
    return {
      ...handle,
      url,
      close: async () => {
        await handle.close();
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      },
    };
  }
  const tar = await readFile(inject("pgliteSnapshot"));
  const pglite = new PGlite({ loadDataDir: new Blob([tar]) });
  return openDatabase({ pglite });
}
