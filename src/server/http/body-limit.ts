import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../errors";

/** The largest body any of our routes takes: forms and webhooks are a few hundred bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

export const BODY_TOO_LARGE_MESSAGE = "La solicitud es demasiado grande.";

/**
 * Refuses a body over the limit with a 413 before it is read whole, and closes the connection: by its
 * declared length when it has one, else while it streams in. GET and HEAD carry no body, and asking the
 * Node adapter for one builds the whole Fetch request (about a tenth of a cheap lookup's CPU), so they
 * pass straight on.
 */
export function limitBody(maxBytes = MAX_BODY_BYTES, message = BODY_TOO_LARGE_MESSAGE): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      // The rest of the body is never read: the connection closes once the client stops sending or the
      // lingering close's bounds are reached (lingering-close.ts). A client told it may keep the
      // connection would send its next request into a closing socket.
      c.header("connection", "close");
      throw new AppError("PAYLOAD_TOO_LARGE", message);
    },
  });
  return (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : limit(c, next));
}
