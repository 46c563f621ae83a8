import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { ZSite } from "#domain/contract/site";
import { CONTACT_EMAIL_MESSAGE, ZContact } from "#domain/forms/contact";
import { ZPersonalSecurity } from "#domain/forms/personal-security";
import { RUT_HYPHEN_MESSAGE } from "#domain/rut";
import type { Auth } from "../auth";
import { documented, json, refusals, SESSION } from "../http/api-responses";
import { apiRouter } from "../http/api-router";
import { rateLimit } from "../http/rate-limit";
import { NO_SESSION_MESSAGE, requireSession } from "../http/require-session";
import { RATE_LIMITED_MESSAGE } from "../rate-limits";
import { type SiteDeps, submitContact, submitPersonalSecurity } from "../services/site/submit-contact";

const ZStored = z.object({ ok: z.literal(true) });

const siteRoute = createRoute({
  method: "get",
  path: "/site",
  summary:
    "Public site settings: { dealerSiteUrl } (null hides the footer link), { contactEmail } (the " +
    "company's address, in the footer) and { controller } (who answers for personal data)",
  responses: { 200: json("Settings", documented(ZSite, "output")) },
});

const contactRoute = createRoute({
  method: "post",
  path: "/contact",
  summary:
    "Send a contact message (stored as pendiente; the operator is notified; sent signed in, it goes in " +
    "that account's data export). Rate limited",
  request: {
    body: { required: true, content: { "application/json": { schema: documented(ZContact, "input") } } },
  },
  responses: {
    201: json("Stored", ZStored),
    ...refusals({ 400: CONTACT_EMAIL_MESSAGE, 429: RATE_LIMITED_MESSAGE }),
  },
});

const personalSecurityRoute = createRoute({
  method: "post",
  path: "/personal-security",
  summary: "Request personal security services (stored as pendiente; the operator is notified)",
  security: SESSION,
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: documented(ZPersonalSecurity, "input") } },
    },
  },
  responses: {
    201: json("Stored", ZStored),
    ...refusals({ 400: RUT_HYPHEN_MESSAGE, 401: NO_SESSION_MESSAGE, 429: RATE_LIMITED_MESSAGE }),
  },
});

export function siteRoutes(deps: SiteDeps & { auth: Auth; site: z.input<typeof ZSite> }) {
  const contactBudget = rateLimit(deps.db, { name: "contact", windowSeconds: 600, max: 5 });
  const personalSecurityBudget = rateLimit(deps.db, {
    name: "personal-security",
    windowSeconds: 600,
    max: 5,
  });
  return apiRouter()
    .openapi(siteRoute, (c) => {
      c.header("cache-control", "public, max-age=300");
      return c.json(deps.site, 200);
    })
    .openapi({ ...contactRoute, middleware: [contactBudget] }, async (c) => {
      const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
      await submitContact(deps, { ...c.req.valid("json"), userId: session?.user.id ?? null });
      return c.json({ ok: true } as const, 201);
    })
    .openapi(
      { ...personalSecurityRoute, middleware: [requireSession(deps), personalSecurityBudget] },
      async (c) => {
        const { user } = c.var.session;
        await submitPersonalSecurity(deps, {
          ...c.req.valid("json"),
          userId: user.id,
          userEmail: user.email,
        });
        return c.json({ ok: true } as const, 201);
      },
    );
}
