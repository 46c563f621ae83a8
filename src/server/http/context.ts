import type { Auth } from "../auth";
import type { Logger } from "../logger";

export type SessionInfo = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

export type AppEnv = {
  Variables: {
    clientIp: string;
    logger: Logger;
    session: SessionInfo;
  };
};
