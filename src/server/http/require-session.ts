import { createMiddleware } from "hono/factory";
import type { Auth } from "../auth";
import { AppError } from "../errors";
import type { AppEnv } from "./context";

export const NO_SESSION_MESSAGE = "No hay sesión activa";

export const requireSession = (auth: Auth) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError("UNAUTHENTICATED", NO_SESSION_MESSAGE);
    c.set("session", session);
    await next();
  });
