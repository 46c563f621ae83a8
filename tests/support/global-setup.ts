import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#server/db/client";
import { adminPool, templateName } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per run and lets every test file start from a copy of it: PGlite's initdb
 * takes seconds, and a PostgreSQL template copy takes milliseconds.
 */
export default async function setup(project: TestProject) {
  // Global setup runs in the main process, which does not see the project's own `env`.
  if (project.config.env?.TEST_DB_KIND === "postgres") {
    const template = templateName();
    const admin = adminPool();
    await admin.query(`drop database if exists "${template}"`);
    await admin.query(`create database "${template}"`);
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${template}`;
    const handle = await openDatabase({ url: url.toString() });
    await handle.close();
    project.provide("postgresTemplate", template);
    project.provide("pgliteSnapshot", "");
    return async () => {
      await admin.query(`drop database if exists "${template}" with (force)`);
      await admin.end();
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), "pc-pglite-"));
  const pglite = new PGlite();
  await openDatabase({ pglite });
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  const file = path.join(dir, "migrated.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  project.provide("postgresTemplate", "");
  return () => rm(dir, { recursive: true, force: true });
}
