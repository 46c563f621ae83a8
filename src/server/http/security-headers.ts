import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";

/** Hono's secure headers with our policy: every answer of the app carries them. */
export function securityHeaders({ production }: { production: boolean }): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // The only inline scripts are those React Router writes into a page to hydrate it, each with this
      // answer's nonce (http/pages.ts).
      scriptSrc: ["'self'", NONCE],
      // React writes style attributes (progress bars, transitions).
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
