import { Hono, type MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

/** Hono's secure headers with our policy: every answer of the app carries them. */
export function securityHeaders({ production }: { production: boolean }): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // React writes style attributes (progress bars, transitions); no inline script is ever allowed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: production ? "max-age=31536000; includeSubDomains" : false,
  });
}

/**
 * The headers a middleware adds to an answer, read once by letting it answer a probe. Our policy has no
 * per-request part (no nonce), so a route that answers outside the middleware chain can send the very
 * same headers as a plain object, without Hono's per-answer `Headers` work.
 */
export async function headersAddedBy(middleware: MiddlewareHandler): Promise<Record<string, string>> {
  const probe = new Hono().use(middleware).get("/", (c) => c.body(null, 204));
  return Object.fromEntries((await probe.request("/")).headers);
}
