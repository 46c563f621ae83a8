import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { clientIpFrom, type ProxyTrust } from "../client-address";
import type { AppEnv } from "./context";

/** The caller's address of a request answered through Hono. */
export function clientIpOf(c: Context, trust: ProxyTrust): string {
  let remoteAddress: string | undefined;
  try {
    remoteAddress = getConnInfo(c).remote.address;
  } catch {
    // In-process requests have no socket.
  }
  return clientIpFrom(c.req.header("x-forwarded-for"), remoteAddress, trust);
}

/** Sets `clientIp` for the routes after it. */
export const clientIp = (trust: ProxyTrust) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set("clientIp", clientIpOf(c, trust));
    await next();
  });
