import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { ZClosedPrivacyRequest, ZPrivacyReceipt, ZPrivacyRequests } from "#domain/contract/privacy";
import { ZClosePrivacyRequest, ZPrivacyRequest } from "#domain/forms/privacy-request";
import type { Auth } from "../auth";
import { documented, json, refusals, SESSION } from "../http/api-responses";
import { apiRouter } from "../http/api-router";
import { operatorsOnly } from "../http/operators-only";
import { rateLimit } from "../http/rate-limit";
import { NO_SESSION_MESSAGE, requireSession } from "../http/require-session";
import { RATE_LIMITED_MESSAGE, type RateRule, spendBudget } from "../rate-limits";
import type { RutKeyOf } from "../rut-key";
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

const submitRoute = createRoute({
  method: "post",
  path: "/privacy-requests",
  summary:
    "Exercise a right of Ley 21.719 (no account needed; sent signed in, it goes in that account's data " +
    "export); answered within 15 business days",
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: documented(ZPrivacyRequest, "input") } },
    },
  },
  responses: {
    201: json("Received, with its legal deadline", ZPrivacyReceipt),
    ...refusals({ 400: "Spanish message of the first invalid field", 429: RATE_LIMITED_MESSAGE }),
  },
});

const operatorRefusals = refusals({ 401: NO_SESSION_MESSAGE, 403: NOT_AN_OPERATOR_MESSAGE });

const listRoute = createRoute({
  method: "get",
  path: "/admin/privacy-requests",
  summary: "Open rights requests by deadline, then the latest closed (operators granted by npm run admin)",
  security: SESSION,
  responses: { 200: json("The requests", ZPrivacyRequests), ...operatorRefusals },
});

const closeRoute = createRoute({
  method: "post",
  path: "/admin/privacy-requests/{id}/close",
  summary:
    "Close a rights request; an accepted opposition hides the owner on the plate's earlier reports and " +
    "keeps them out of its later ones",
  security: SESSION,
  request: {
    params: z.object({ id: z.uuid({ error: REQUEST_NOT_FOUND_MESSAGE }) }),
    body: { required: true, content: { "application/json": { schema: ZClosePrivacyRequest } } },
  },
  responses: {
    200: json("The closed request and how many reports it hid the owner of", ZClosedPrivacyRequest),
    ...operatorRefusals,
    ...refusals({
      400: "Spanish message of the first invalid field",
      404: REQUEST_NOT_FOUND_MESSAGE,
      410: "Esa solicitud ya está cerrada.",
    }),
  },
});

export function privacyRoutes(deps: SiteDeps & { auth: Auth; rutKeyOf: RutKeyOf }) {
  const submitBudget = rateLimit(deps.db, { name: "privacy-request", windowSeconds: 60 * 60, max: 5 });
  const router = apiRouter().openapi({ ...submitRoute, middleware: [submitBudget] }, async (c) => {
    const input = c.req.valid("json");
    await spendBudget(deps.db, REQUESTS_PER_EMAIL, input.email);
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    return c.json(await submitPrivacyRequest(deps, { ...input, userId: session?.user.id ?? null }), 201);
  });
  router.use("/admin/*", requireSession(deps), operatorsOnly(deps.db, NOT_AN_OPERATOR_MESSAGE));
  return router
    .openapi(listRoute, async (c) => c.json({ requests: await listPrivacyRequests(deps) }, 200))
    .openapi(closeRoute, async (c) => {
      const { id } = c.req.valid("param");
      const operatorEmail = c.var.session.user.email;
      return c.json(await closePrivacyRequest(deps, { ...c.req.valid("json"), id, operatorEmail }), 200);
    });
}
