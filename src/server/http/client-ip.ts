import { getConnInfo } from "@hono/node-server/conninfo";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./context";

/**
 * The caller's address for rate limits. X-Forwarded-For is believed only behind a proxy we run
 * (TRUST_PROXY), because any client can send that header.
 */
export const clientIp = (trustProxy: boolean) =>
  createMiddleware<AppEnv>(async (c, next) => {
    let ip: string | undefined;
    if (trustProxy) ip = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address;
      } catch {
        // In-process requests (tests calling app.request) have no socket.
      }
    }
    c.set("clientIp", ip || "127.0.0.1");
    await next();
  });
