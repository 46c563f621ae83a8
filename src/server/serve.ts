import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import type { AppEnv } from "./http/context";

/** The app on Node's HTTP server, every request through Hono: the entry point and the tests serve it so. */
export function serveApp(
  composed: { app: Hono<AppEnv> },
  { port, hostname }: { port: number; hostname?: string },
): Server {
  const server = createServer(getRequestListener(composed.app.fetch));
  server.listen(port, hostname);
  return server;
}
