import { createMiddleware } from "hono/factory";
import type { Auth } from "../auth";
import type { Database } from "../db/client";
import { AppError } from "../errors";
import { resolveActor } from "../services/actor";
import type { AppEnv } from "./context";

export const NO_SESSION_MESSAGE = "No hay sesión activa";

/**
 * The session, and the actor the request acts as (a person, or a person within their organisation), read
 * afresh on every request: a member removed a moment ago acts as themselves at once.
 */
export const requireSession = (deps: { auth: Auth; db: Database }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError("UNAUTHENTICATED", NO_SESSION_MESSAGE);
    c.set("session", session);
    c.set("actor", await resolveActor(deps.db, session.user.id));
    await next();
  });
