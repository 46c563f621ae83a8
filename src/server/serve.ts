import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import type { AppEnv } from "./http/context";

/** Connect-style middleware that may answer before the app (Vite's, in development only). */
export type BeforeApp = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The app on Node's HTTP server, every request through Hono: the entry point and the tests serve it so.
 * In development Vite first answers for the modules it serves. The hostname is not optional: without one
 * Node listens on every interface.
 */
export function serveApp(
  composed: { app: Hono<AppEnv> },
  { port, hostname, before }: { port: number; hostname: string; before?: BeforeApp },
): Server {
  const listener = getRequestListener(composed.app.fetch);
  const server = createServer(before ? (req, res) => before(req, res, () => listener(req, res)) : listener);
  server.listen(port, hostname);
  return server;
}
