import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./context";
import { requestHeader } from "./request-header";

/**
 * The caller's address for rate limits. X-Forwarded-For is believed only behind a proxy we run
 * (TRUST_PROXY), because any client can send that header.
 */
export function clientIpOf(c: Context, trustProxy: boolean): string {
  let ip: string | undefined;
  if (trustProxy) ip = requestHeader(c, "x-forwarded-for")?.split(",")[0]?.trim();
  if (!ip) {
    try {
      ip = getConnInfo(c).remote.address;
    } catch {
      // In-process requests (tests calling app.request) have no socket.
    }
  }
  return ip || "127.0.0.1";
}

/** Sets `clientIp` for the routes after it. */
export const clientIp = (trustProxy: boolean) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set("clientIp", clientIpOf(c, trustProxy));
    await next();
  });
