import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { batchLoader } from "../db/batch";
import { type Database, isDatabaseUp } from "../db/client";
import { json } from "../http/api-responses";
import { apiRouter } from "../http/api-router";

const ZHealth = z.object({ status: z.enum(["ok", "degraded"]), database: z.enum(["up", "down"]) });

const health = createRoute({
  method: "get",
  path: "/",
  summary: "Liveness and database status",
  responses: { 200: json("Up", ZHealth), 503: json("Database down", ZHealth) },
});

export function healthRoutes(deps: { db: Database }) {
  // Checks that arrive together (load balancers, probes, monitors) share one round trip to the database.
  const ping = batchLoader(async (checks: readonly "database"[]) => {
    const up = await isDatabaseUp(deps.db);
    return checks.map(() => up);
  });
  return apiRouter().openapi(health, async (c) => {
    const up = await ping.load("database");
    c.header("cache-control", "no-store");
    return up
      ? c.json({ status: "ok", database: "up" } as const, 200)
      : c.json({ status: "degraded", database: "down" } as const, 503);
  });
}
