import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { batchLoader } from "../db/batch";
import { type Database, isDatabaseUp } from "../db/client";
import { json } from "../http/api-responses";
import { apiRouter } from "../http/api-router";
import type { ProviderGate } from "../providers/provider-gate";

const ZHealth = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["up", "down"]),
  /**
   * The data provider, where it has a plan: its breaker ('open' refuses new reports until 'probe_due'
   * becomes a probe) and the day's calls. Told, never failing the instance: another cannot do better.
   */
  provider: z
    .object({
      breaker: z.enum(["closed", "open", "probe_due"]),
      dailyUsed: z.number().int(),
      dailyLimit: z.number().int().nullable(),
    })
    .optional(),
});

const health = createRoute({
  method: "get",
  path: "/",
  summary: "Liveness and database status",
  responses: { 200: json("Up", ZHealth), 503: json("Database down", ZHealth) },
});

export function healthRoutes(deps: { db: Database; gate?: ProviderGate | null }) {
  // Checks that arrive together (load balancers, probes, monitors) share one round trip to the database.
  const ping = batchLoader(async (checks: readonly "database"[]) => {
    const up = await isDatabaseUp(deps.db);
    return checks.map(() => up);
  });
  return apiRouter().openapi(health, async (c) => {
    const up = await ping.load("database");
    c.header("cache-control", "no-store");
    if (!up) return c.json({ status: "degraded", database: "down" } as const, 503);
    const provider = await deps.gate?.state().catch(() => undefined);
    return c.json(
      {
        status: "ok",
        database: "up",
        ...(provider && {
          provider: {
            breaker: provider.breaker,
            dailyUsed: provider.dailyUsed,
            dailyLimit: provider.dailyLimit,
          },
        }),
      } as const,
      200,
    );
  });
}
