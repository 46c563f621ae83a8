import { createRoute } from "@hono/zod-openapi";
import {
  CONFIRMATION_LINK_INVALID_MESSAGE,
  ZConfirmationOutcome,
  ZConfirmationRequest,
  ZConfirmationTarget,
} from "#domain/contract/email-confirmation";
import { json, refusals } from "../http/api-responses";
import { apiRouter } from "../http/api-router";
import { rateLimit } from "../http/rate-limit";
import { RATE_LIMITED_MESSAGE, type RateRule } from "../rate-limits";
import { type ConfirmationDeps, confirmationTarget, confirmEmail } from "../services/account/confirm-email";

/** Links tried per client: plenty for a person with a few mails, nothing for a script guessing tokens. */
const CONFIRMATIONS_PER_CLIENT: RateRule = { name: "email-confirmation", windowSeconds: 600, max: 20 };

const targetRoute = createRoute({
  method: "get",
  path: "/",
  summary:
    "The address a confirmation link confirms, whether it is confirmed already, and the free checks it " +
    "holds or that confirming grants (none today when the day's are all given: `trialsArriveAt` says when)",
  request: { query: ZConfirmationRequest },
  responses: {
    200: json("The address", ZConfirmationTarget),
    ...refusals({ 400: CONFIRMATION_LINK_INVALID_MESSAGE, 429: RATE_LIMITED_MESSAGE }),
  },
});

const confirmRoute = createRoute({
  method: "post",
  path: "/",
  summary:
    "Confirms the address (the page's button, never a GET). Signs nobody in; from a browser that did not " +
    "create the account it ends the account's sessions and answers a token to choose a new password",
  request: {
    body: { required: true, content: { "application/json": { schema: ZConfirmationRequest } } },
  },
  responses: {
    200: json("Confirmed", ZConfirmationOutcome),
    ...refusals({ 400: CONFIRMATION_LINK_INVALID_MESSAGE, 429: RATE_LIMITED_MESSAGE }),
  },
});

export function emailConfirmationRoutes(deps: ConfirmationDeps) {
  const budget = rateLimit(deps.db, CONFIRMATIONS_PER_CLIENT);
  return apiRouter()
    .openapi({ ...targetRoute, middleware: [budget] }, async (c) => {
      return c.json(await confirmationTarget(deps, c.req.valid("query").token), 200);
    })
    .openapi({ ...confirmRoute, middleware: [budget] }, async (c) => {
      const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
      const outcome = await confirmEmail(deps, c.req.valid("json").token, session?.user.id ?? null);
      c.var.logger.info({ outcome: outcome.outcome }, "e-mail confirmed");
      return c.json(outcome, 200);
    });
}
