import { Hono } from "hono";
import { ZContact } from "../../domain/forms/contact";
import { ZPersonalSecurity } from "../../domain/forms/personal-security";
import type { Auth } from "../auth";
import type { AppEnv } from "../http/context";
import { jsonBody } from "../http/json-body";
import { rateLimit } from "../http/rate-limit";
import { requireSession } from "../http/require-session";
import type { PrivacyController } from "../services/privacy/controller";
import { type SiteDeps, submitContact, submitPersonalSecurity } from "../services/site/submit-contact";

export function siteRoutes(
  deps: SiteDeps & { auth: Auth; dealerSiteUrl?: string; controller: PrivacyController },
) {
  return new Hono<AppEnv>()
    .get("/site", (c) => {
      c.header("cache-control", "public, max-age=300");
      return c.json({ dealerSiteUrl: deps.dealerSiteUrl ?? null, controller: deps.controller });
    })
    .post("/contact", rateLimit(deps.db, { name: "contact", windowSeconds: 600, max: 5 }), async (c) => {
      await submitContact(deps, await jsonBody(c, ZContact));
      return c.json({ ok: true }, 201);
    })
    .post(
      "/personal-security",
      requireSession(deps.auth),
      rateLimit(deps.db, { name: "personal-security", windowSeconds: 600, max: 5 }),
      async (c) => {
        const input = await jsonBody(c, ZPersonalSecurity);
        const { user } = c.var.session;
        await submitPersonalSecurity(deps, { ...input, userId: user.id, userEmail: user.email });
        return c.json({ ok: true }, 201);
      },
    );
}
