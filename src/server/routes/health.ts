import { Hono } from "hono";
import { type Database, isDatabaseUp } from "../db/client";
import type { AppEnv } from "../http/context";

export function healthRoutes(deps: { db: Database }) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const up = await isDatabaseUp(deps.db);
    c.header("cache-control", "no-store");
    return c.json({ status: up ? "ok" : "degraded", database: up ? "up" : "down" }, up ? 200 : 503);
  });
}
