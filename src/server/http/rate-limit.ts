import { sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Database } from "../db/client";
import { apiRateLimits } from "../db/schema";
import { AppError } from "./app-error";
import type { AppEnv } from "./context";

export const RATE_LIMITED_MESSAGE = "Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.";

export type RateRule = { name: string; windowSeconds: number; max: number };

/**
 * Counts one hit for `key` in the current fixed window and says whether it is still allowed. One
 * upsert, so concurrent requests on several instances count exactly.
 */
export async function hit(db: Database, key: string, rule: RateRule, now = Date.now()): Promise<boolean> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = now - (now % windowMs);
  const result = await db
    .insert(apiRateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: apiRateLimits.key,
      set: {
        count: sql`case when ${apiRateLimits.windowStart} = ${windowStart} then ${apiRateLimits.count} + 1 else 1 end`,
        windowStart: sql`${windowStart}`,
      },
    })
    .returning({ count: apiRateLimits.count });
  return (result[0]?.count ?? 0) <= rule.max;
}

/** Limits a route per client address. */
export const rateLimit = (db: Database, rule: RateRule) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!(await hit(db, `${rule.name}:${c.var.clientIp}`, rule))) {
      c.header("retry-after", String(rule.windowSeconds));
      throw new AppError("RATE_LIMITED", RATE_LIMITED_MESSAGE);
    }
    await next();
  });
