import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  API_KEY_NAME_MESSAGE,
  API_KEY_NOT_FOUND_MESSAGE,
  TOO_MANY_API_KEYS_MESSAGE,
  ZApiKeyId,
  ZApiKeyList,
  ZCreateApiKey,
  ZCreatedApiKey,
} from "#domain/contract/api-keys";
import { NOT_A_MEMBER_MESSAGE, ROLE_FORBIDDEN_MESSAGE } from "#domain/organisation/roles";
import type { Auth } from "../auth";
import type { Database } from "../db/client";
import { json, refusals, SESSION } from "../http/api-responses";
import { apiRouter } from "../http/api-router";
import { perAccount, rateLimit } from "../http/rate-limit";
import { NO_SESSION_MESSAGE, requireSession } from "../http/require-session";
import { RATE_LIMITED_MESSAGE } from "../rate-limits";
import { createApiKey } from "../services/api/create-api-key";
import { listApiKeys } from "../services/api/list-api-keys";
import { revokeApiKey } from "../services/api/revoke-api-key";

// /api/organisation/api-keys: the keys an automotora's systems call /api/v1 with (issue 31, decision 082).
// The dashboard's, behind the session, for administradores only; a key never authenticates these.

const adminOnly = refusals({
  401: NO_SESSION_MESSAGE,
  403: `${NOT_A_MEMBER_MESSAGE} / ${ROLE_FORBIDDEN_MESSAGE}`,
});

const listRoute = createRoute({
  method: "get",
  path: "/",
  summary: "The automotora's API keys, newest first, revoked ones included (administrador)",
  security: SESSION,
  responses: { 200: json("Listed by name and prefix; never the secret", ZApiKeyList), ...adminOnly },
});

const createKeyRoute = createRoute({
  method: "post",
  path: "/",
  summary:
    "Create an API key for the automotora (administrador): its secret is answered this once, and only its " +
    "hash kept. It acts as its creator within the automotora, and is revoked if they leave. Rate limited",
  security: SESSION,
  request: { body: { required: true, content: { "application/json": { schema: ZCreateApiKey } } } },
  responses: {
    201: json("The key, and its secret (pc_live_…) this once", ZCreatedApiKey),
    ...adminOnly,
    ...refusals({ 400: API_KEY_NAME_MESSAGE, 409: TOO_MANY_API_KEYS_MESSAGE, 429: RATE_LIMITED_MESSAGE }),
  },
});

const revokeRoute = createRoute({
  method: "delete",
  path: "/{id}",
  summary:
    "Revoke an API key (administrador): refused from its next request on, on every instance. Revoking it " +
    "again changes nothing",
  security: SESSION,
  request: { params: z.object({ id: ZApiKeyId }) },
  responses: {
    204: { description: "Revoked" },
    ...adminOnly,
    ...refusals({ 404: API_KEY_NOT_FOUND_MESSAGE }),
  },
});

export function apiKeyRoutes(deps: { auth: Auth; db: Database }) {
  const session = requireSession(deps);
  const createBudget = rateLimit(
    deps.db,
    { name: "api-key-create", windowSeconds: 60 * 60, max: 20 },
    perAccount,
  );
  return apiRouter()
    .openapi({ ...listRoute, middleware: [session] }, async (c) =>
      c.json({ keys: await listApiKeys(deps, c.var.actor) }, 200),
    )
    .openapi({ ...createKeyRoute, middleware: [session, createBudget] }, async (c) => {
      const created = await createApiKey(deps, c.var.actor, c.req.valid("json").name);
      // Which key, never its secret: the log names it by id and prefix.
      c.var.logger.info({ apiKeyId: created.key.id, prefix: created.key.prefix }, "API key created");
      return c.json(created, 201);
    })
    .openapi({ ...revokeRoute, middleware: [session] }, async (c) => {
      const { id } = c.req.valid("param");
      await revokeApiKey(deps, c.var.actor, id);
      c.var.logger.info({ apiKeyId: id }, "API key revoked");
      return c.body(null, 204);
    });
}
