import type { MiddlewareHandler } from "hono";
import { type ContentSecurityPolicyOptionHandler, NONCE, secureHeaders } from "hono/secure-headers";

const policy = (scriptSrc: (string | ContentSecurityPolicyOptionHandler)[]) => ({
  defaultSrc: ["'self'"],
  scriptSrc,
  // React writes style attributes (progress bars, transitions).
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
});

/**
 * Hono's secure headers with our policy: every answer of the app carries them. A page's only inline
 * scripts are those React Router writes to hydrate it, each with the answer's nonce (http/pages.ts);
 * the API's answers and the build's files run no script, so they get the policy without one and spare
 * the busiest routes a random nonce each.
 */
export function securityHeaders({ production }: { production: boolean }): MiddlewareHandler {
  const common = {
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: production ? "max-age=31536000; includeSubDomains" : false,
  } as const;
  const forPages = secureHeaders({ ...common, contentSecurityPolicy: policy(["'self'", NONCE]) });
  const forTheRest = secureHeaders({ ...common, contentSecurityPolicy: policy(["'self'"]) });
  return (c, next) =>
    c.req.path.startsWith("/api/") || c.req.path.startsWith("/assets/")
      ? forTheRest(c, next)
      : forPages(c, next);
}
