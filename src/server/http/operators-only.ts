import { createMiddleware } from "hono/factory";
import type { Database } from "../db/client";
import { AppError } from "../errors";
import { isOperator } from "../services/privacy/operators";
import type { AppEnv } from "./context";

/**
 * After requireSession: only an operator (decision 055, granted by `npm run admin`) goes on; anyone else
 * is refused with `refusal`, which names the team the section is for.
 */
export const operatorsOnly = (db: Database, refusal: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!(await isOperator(db, c.var.session.user.id))) throw new AppError("FORBIDDEN", refusal);
    await next();
  });
