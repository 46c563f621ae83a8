import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import type { AppEnv } from "./http/context";
import { LINGER, type Linger, lingerOnClose } from "./http/lingering-close";

/** Connect-style middleware that may answer before the app (Vite's, in development only). */
export type BeforeApp = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The app on Node's HTTP server, every request through Hono: the entry point and the tests serve it so.
 * In development Vite first answers for the modules it serves. The hostname is not optional: without one
 * Node listens on every interface. A connection closed while its client still sends lingers
 * (lingering-close.ts), so an early refusal is read rather than reset.
 */
export function serveApp(
  composed: { app: Hono<AppEnv> },
  {
    port,
    hostname,
    before,
    linger = LINGER,
  }: { port: number; hostname: string; before?: BeforeApp; linger?: Linger },
): Server {
  const listener = getRequestListener(composed.app.fetch);
  const serve = before
    ? (req: IncomingMessage, res: ServerResponse) => before(req, res, () => listener(req, res))
    : listener;
  // Each connection's latest request: the one whose body a lingering close throws away.
  const latest = new WeakMap<Socket, IncomingMessage>();
  const server = createServer((req, res) => {
    latest.set(req.socket, req);
    void serve(req, res);
  });
  const serving = () => server.listening;
  server.on("connection", (socket) => lingerOnClose(socket, () => latest.get(socket), linger, serving));
  server.listen(port, hostname);
  return server;
}
