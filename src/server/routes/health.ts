import { Hono } from "hono";
import { batchLoader } from "../db/batch";
import { type Database, isDatabaseUp } from "../db/client";
import type { AppEnv } from "../http/context";

export function healthRoutes(deps: { db: Database }) {
  // Checks that arrive together (load balancers, probes, monitors) share one round trip to the database.
  const ping = batchLoader(async (checks: readonly "database"[]) => {
    const up = await isDatabaseUp(deps.db);
    return checks.map(() => up);
  });
  return new Hono<AppEnv>().get("/", async (c) => {
    const up = await ping.load("database");
    c.header("cache-control", "no-store");
    return c.json({ status: up ? "ok" : "degraded", database: up ? "up" : "down" }, up ? 200 : 503);
  });
}
