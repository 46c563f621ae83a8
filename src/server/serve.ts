import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import type { AppEnv } from "./http/context";

/**
 * The app on Node's HTTP server: the requests the app answers straight from Node's request first (the
 * public report lookup, docs/decisions/025), every other one through Hono. The entry point and the
 * tests that need a real connection serve it this way.
 */
export function serveApp(
  composed: { app: Hono<AppEnv>; answerFromNode: (req: IncomingMessage, res: ServerResponse) => boolean },
  { port, hostname }: { port: number; hostname?: string },
): Server {
  const throughHono = getRequestListener(composed.app.fetch);
  const server = createServer((req, res) => {
    if (!composed.answerFromNode(req, res)) throughHono(req, res);
  });
  server.listen(port, hostname);
  return server;
}
