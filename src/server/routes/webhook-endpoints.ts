import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  SECRET_OVERLAP_HOURS,
  TOO_MANY_WEBHOOKS_MESSAGE,
  WEBHOOK_DISABLED_MESSAGE,
  WEBHOOK_DUPLICATE_MESSAGE,
  WEBHOOK_NOT_FOUND_MESSAGE,
  WEBHOOK_PRIVATE_ADDRESS_MESSAGE,
  WEBHOOK_UNRESOLVED_MESSAGE,
  ZCreatedWebhook,
  ZCreateWebhook,
  ZDeliveryList,
  ZRotatedWebhook,
  ZTestDelivery,
  ZWebhookId,
  ZWebhookList,
} from "#domain/contract/webhooks";
import { NOT_A_MEMBER_MESSAGE, ROLE_FORBIDDEN_MESSAGE } from "#domain/organisation/roles";
import type { Auth } from "../auth";
import { json, refusals, SESSION } from "../http/api-responses";
import { apiRouter } from "../http/api-router";
import { perAccount, rateLimit } from "../http/rate-limit";
import { NO_SESSION_MESSAGE, requireSession } from "../http/require-session";
import { RATE_LIMITED_MESSAGE } from "../rate-limits";
import { deleteWebhook } from "../services/webhooks/delete-webhook";
import { listDeliveries } from "../services/webhooks/list-deliveries";
import { listWebhooks } from "../services/webhooks/list-webhooks";
import { registerWebhook } from "../services/webhooks/register-webhook";
import { rotateWebhookSecret } from "../services/webhooks/rotate-webhook-secret";
import { sendTestEvent } from "../services/webhooks/send-test-event";
import type { WebhookDeps } from "../services/webhooks/webhook-deps";

// /api/organisation/webhooks: the URLs an automotora's administrador registers for its events (issue 31,
// decision 084), for the dashboard. Not /api/webhooks, where Mercado Pago's notifications come in.

const adminOnly = refusals({
  401: NO_SESSION_MESSAGE,
  403: `${NOT_A_MEMBER_MESSAGE} / ${ROLE_FORBIDDEN_MESSAGE}`,
});
const params = z.object({ id: ZWebhookId });

const listRoute = createRoute({
  method: "get",
  path: "/",
  summary: "The automotora's webhooks, oldest first; a deleted one stays listed, disabled, with its log",
  security: SESSION,
  responses: { 200: json("The webhooks", ZWebhookList), ...adminOnly },
});

const registerRoute = createRoute({
  method: "post",
  path: "/",
  summary:
    "Register an https URL for the automotora's events (administrador); its host must resolve to public " +
    "addresses only. The signing secret is answered this once. At most 5 active. Rate limited",
  security: SESSION,
  request: { body: { required: true, content: { "application/json": { schema: ZCreateWebhook } } } },
  responses: {
    201: json("The webhook and its signing secret", ZCreatedWebhook),
    ...adminOnly,
    ...refusals({
      400: `The URL's Spanish message / ${WEBHOOK_PRIVATE_ADDRESS_MESSAGE} / ${WEBHOOK_UNRESOLVED_MESSAGE}`,
      409: `${TOO_MANY_WEBHOOKS_MESSAGE} / ${WEBHOOK_DUPLICATE_MESSAGE}`,
      429: RATE_LIMITED_MESSAGE,
    }),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/{id}",
  summary: "Delete a webhook (administrador): no event is sent to it any more, retries included",
  security: SESSION,
  request: { params },
  responses: {
    204: { description: "Deleted, or already" },
    ...adminOnly,
    ...refusals({ 404: WEBHOOK_NOT_FOUND_MESSAGE }),
  },
});

const rotateRoute = createRoute({
  method: "post",
  path: "/{id}/rotate-secret",
  summary:
    "Rotate a webhook's signing secret (administrador): the new one is answered this once and signs from " +
    `now on; the one it replaces still signs beside it for ${SECRET_OVERLAP_HOURS} hours, and a rotation ` +
    "during that time drops the secret before it at once",
  security: SESSION,
  request: { params },
  responses: {
    200: json("The webhook and its new signing secret", ZRotatedWebhook),
    ...adminOnly,
    ...refusals({ 404: WEBHOOK_NOT_FOUND_MESSAGE, 409: WEBHOOK_DISABLED_MESSAGE }),
  },
});

const testRoute = createRoute({
  method: "post",
  path: "/{id}/test",
  summary:
    "Send a test event (a report.completed marked test) to a webhook, logged as any delivery. Rate limited",
  security: SESSION,
  request: { params },
  responses: {
    202: json("The delivery to follow in the log", ZTestDelivery),
    ...adminOnly,
    ...refusals({ 404: WEBHOOK_NOT_FOUND_MESSAGE, 409: WEBHOOK_DISABLED_MESSAGE, 429: RATE_LIMITED_MESSAGE }),
  },
});

const deliveriesRoute = createRoute({
  method: "get",
  path: "/{id}/deliveries",
  summary: "A webhook's latest 50 deliveries, newest first: state, tries, last status and error",
  security: SESSION,
  request: { params },
  responses: {
    200: json("The deliveries", ZDeliveryList),
    ...adminOnly,
    ...refusals({ 404: WEBHOOK_NOT_FOUND_MESSAGE }),
  },
});

export function webhookEndpointRoutes(deps: WebhookDeps & { auth: Auth }) {
  const hourly = (name: string, max: number) =>
    rateLimit(deps.db, { name, windowSeconds: 60 * 60, max }, perAccount);
  // Each registration resolves a name someone chose; each test is a request of ours to their URL.
  const registerBudget = hourly("webhook-register", 20);
  const testBudget = hourly("webhook-test", 30);
  const session = requireSession(deps);
  return apiRouter()
    .openapi({ ...listRoute, middleware: [session] }, async (c) =>
      c.json({ webhooks: await listWebhooks(deps, c.var.actor) }, 200),
    )
    .openapi({ ...registerRoute, middleware: [session, registerBudget] }, async (c) => {
      const created = await registerWebhook(deps, c.var.actor, c.req.valid("json"));
      c.var.logger.info({ webhookId: created.webhook.id }, "webhook registered");
      return c.json(created, 201);
    })
    .openapi({ ...deleteRoute, middleware: [session] }, async (c) => {
      await deleteWebhook(deps, c.var.actor, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi({ ...rotateRoute, middleware: [session] }, async (c) => {
      const id = c.req.valid("param").id;
      const rotated = await rotateWebhookSecret(deps, c.var.actor, id);
      c.var.logger.info({ webhookId: id }, "webhook signing secret rotated");
      return c.json(rotated, 200);
    })
    .openapi({ ...testRoute, middleware: [session, testBudget] }, async (c) =>
      c.json(await sendTestEvent(deps, c.var.actor, c.req.valid("param").id), 202),
    )
    .openapi({ ...deliveriesRoute, middleware: [session] }, async (c) =>
      c.json({ deliveries: await listDeliveries(deps, c.var.actor, c.req.valid("param").id) }, 200),
    );
}
