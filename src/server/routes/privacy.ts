import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { ZClosePrivacyRequest, ZPrivacyRequest } from "../../domain/forms/privacy-request";
import { isPrivacyOperator } from "../../domain/privacy/operators";
import type { Auth } from "../auth";
import { AppError } from "../errors";
import type { AppEnv } from "../http/context";
import { jsonBody } from "../http/json-body";
import { type RateRule, rateLimit, rateLimitedError, withinBudget } from "../http/rate-limit";
import { requireSession } from "../http/require-session";
import {
  closePrivacyRequest,
  listPrivacyRequests,
  REQUEST_NOT_FOUND_MESSAGE,
  submitPrivacyRequest,
} from "../services/privacy/privacy-requests";
import type { SiteDeps } from "../services/site/submit-contact";

const NOT_AN_OPERATOR_MESSAGE = "Esta sección es solo para el equipo de privacidad.";

/** Per requester as well as per client: one address cannot flood an inbox with confirmations. */
const REQUESTS_PER_EMAIL: RateRule = { name: "privacy-request-email", windowSeconds: 24 * 60 * 60, max: 3 };

export function privacyRoutes(deps: SiteDeps & { auth: Auth; adminEmails: readonly string[] }) {
  const operatorsOnly = createMiddleware<AppEnv>(async (c, next) => {
    if (!isPrivacyOperator(deps.adminEmails, c.var.session.user))
      throw new AppError("FORBIDDEN", NOT_AN_OPERATOR_MESSAGE);
    await next();
  });
  return new Hono<AppEnv>()
    .post(
      "/privacy-requests",
      rateLimit(deps.db, { name: "privacy-request", windowSeconds: 60 * 60, max: 5 }),
      async (c) => {
        const input = await jsonBody(c, ZPrivacyRequest);
        if (!(await withinBudget(deps.db, REQUESTS_PER_EMAIL, input.email)))
          throw rateLimitedError(REQUESTS_PER_EMAIL);
        return c.json(await submitPrivacyRequest(deps, input), 201);
      },
    )
    .use("/admin/*", requireSession(deps.auth), operatorsOnly)
    .get("/admin/privacy-requests", async (c) => c.json({ requests: await listPrivacyRequests(deps) }))
    .post("/admin/privacy-requests/:id/close", async (c) => {
      const id = z.uuid().safeParse(c.req.param("id"));
      if (!id.success) throw new AppError("NOT_FOUND", REQUEST_NOT_FOUND_MESSAGE);
      const input = await jsonBody(c, ZClosePrivacyRequest);
      return c.json(
        await closePrivacyRequest(deps, { ...input, id: id.data, operatorEmail: c.var.session.user.email }),
      );
    });
}
