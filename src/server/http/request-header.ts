import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/** A header of Node's request as one value, as Fetch's `Headers` would give it. */
function nodeRequestHeader(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/**
 * A request header, read from Node's own request when there is one: asking Hono first builds a Fetch
 * `Headers` of every header the client sent, which the client-address middleware, run on every request,
 * need not pay for. Requests made in-process (tests) have no Node request and ask Hono.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming ? nodeRequestHeader(incoming, name) : c.req.header(name);
}
