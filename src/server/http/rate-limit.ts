import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Database } from "../db/client";
import { type RateRule, spendBudget } from "../rate-limits";
import type { AppEnv } from "./context";

/**
 * Limits a route, counted in the database so every instance shares the count: per client address by
 * default, or per the object `subjectOf` names (the signed-in account, the report asked about).
 */
export const rateLimit = (
  db: Database,
  rule: RateRule,
  subjectOf: (c: Context<AppEnv>) => string = (c) => c.get("clientIp"),
) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await spendBudget(db, rule, subjectOf(c));
    await next();
  });

/** The subject of limits per account; for routes behind requireSession. */
export const perAccount = (c: Context<AppEnv>): string => c.get("session").user.id;
