import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./context";
import { requestHeader } from "./request-header";

/**
 * The caller's address for rate limits. X-Forwarded-For is believed only behind a proxy we run
 * (TRUST_PROXY), because any client can send that header. Requests made in-process (tests calling
 * app.request) have neither.
 */
export function clientIpFrom(
  forwardedFor: string | undefined,
  remoteAddress: string | undefined,
  trustProxy: boolean,
): string {
  const forwarded = trustProxy ? forwardedFor?.split(",")[0]?.trim() : undefined;
  return forwarded || remoteAddress || "127.0.0.1";
}

/** The caller's address of a request answered through Hono. */
export function clientIpOf(c: Context, trustProxy: boolean): string {
  let remoteAddress: string | undefined;
  try {
    remoteAddress = getConnInfo(c).remote.address;
  } catch {
    // In-process requests have no socket.
  }
  return clientIpFrom(requestHeader(c, "x-forwarded-for"), remoteAddress, trustProxy);
}

/** Sets `clientIp` for the routes after it. */
export const clientIp = (trustProxy: boolean) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set("clientIp", clientIpOf(c, trustProxy));
    await next();
  });
