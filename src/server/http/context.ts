import type { Auth } from "../auth";
import type { Logger } from "../logger";
import type { Actor } from "../services/actor";

export type SessionInfo = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

export type AppEnv = {
  Variables: {
    clientIp: string;
    logger: Logger;
    session: SessionInfo;
    /** Who the request acts as (require-session.ts): set wherever `session` is. */
    actor: Actor;
  };
};

/** An API request as measured and logged: the route is the matched pattern, the path the one asked. */
export type ApiRequest = { method: string; route: string; path: string };
