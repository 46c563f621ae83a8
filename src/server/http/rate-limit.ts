import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Database } from "../db/client";
import { type RateRule, rateLimitedError, withinBudget } from "../rate-limits";
import type { AppEnv } from "./context";

/**
 * Limits a route, counted in the database so every instance shares the count: per client address by
 * default, or per the object `subjectOf` names (the signed-in account, the report asked about).
 */
export const rateLimit = (
  db: Database,
  rule: RateRule,
  subjectOf: (c: Context<AppEnv>) => string = (c) => c.get("clientIp"),
) => rateLimits(db, [[rule, subjectOf]]);

/**
 * Several limits of one route, counted together (one statement, rate-limits.ts batches hits of the same
 * moment): each counts the request, and the first spent refuses it.
 */
export const rateLimits = (db: Database, limits: readonly [RateRule, (c: Context<AppEnv>) => string][]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const within = await Promise.all(limits.map(([rule, subjectOf]) => withinBudget(db, rule, subjectOf(c))));
    const spent = limits.find((_, i) => !within[i]);
    if (spent) throw rateLimitedError(spent[0]);
    await next();
  });

/** The subject of limits per account; for routes behind requireSession. */
export const perAccount = (c: Context<AppEnv>): string => c.get("session").user.id;
