import { createRoute } from "@hono/zod-openapi";
import { deleteCookie } from "hono/cookie";
import { z } from "zod";
import { ZMe } from "#domain/contract/account";
import { ZPhoneSaved, ZPhoneUpdate } from "#domain/contract/account-phone";
import { PHONE_MESSAGE } from "#domain/forms/fields";
import type { Auth } from "../auth";
import type { Database } from "../db/client";
import { documented, json, refusals, SESSION } from "../http/api-responses";
import { apiRouter } from "../http/api-router";
import { perAccount, rateLimit } from "../http/rate-limit";
import { NO_SESSION_MESSAGE, requireSession } from "../http/require-session";
import { viewerOf } from "../http/viewer";
import { RATE_LIMITED_MESSAGE } from "../rate-limits";
import { deleteAccount } from "../services/account/delete-account";
import { exportUserData } from "../services/account/export-data";
import { updatePhone } from "../services/account/update-phone";
import type { TrialGrantDeps } from "../services/credits/trial-grants";
import { knownDeviceCookie } from "../sign-in-guard";

const getMeRoute = createRoute({
  method: "get",
  path: "/",
  summary: "The signed-in user, profile and credit balance; null for a visitor without a session",
  responses: { 200: json("Me, or null", documented(z.nullable(ZMe), "output")) },
});

const exportRoute = createRoute({
  method: "get",
  path: "/export",
  summary:
    "All my data as one JSON download: profile, credits, consents, reports, payments, messages, requests",
  security: SESSION,
  responses: {
    200: json(
      "The export (content-disposition: attachment)",
      z.custom<Awaited<ReturnType<typeof exportUserData>>>().meta({ type: "object" }),
    ),
    ...refusals({ 401: NO_SESSION_MESSAGE, 429: RATE_LIMITED_MESSAGE }),
  },
});

const phoneRoute = createRoute({
  method: "put",
  path: "/phone",
  summary: "Change my phone ('+' and 1 to 14 digits, as at sign-up); an empty one removes it. Rate limited",
  security: SESSION,
  request: {
    body: { required: true, content: { "application/json": { schema: documented(ZPhoneUpdate, "input") } } },
  },
  responses: {
    200: json("The phone as stored", ZPhoneSaved),
    ...refusals({ 400: PHONE_MESSAGE, 401: NO_SESSION_MESSAGE, 429: RATE_LIMITED_MESSAGE }),
  },
});

const deleteMeRoute = createRoute({
  method: "delete",
  path: "/",
  summary: "Delete my account and personal data; signs out",
  security: SESSION,
  responses: { 204: { description: "Deleted" }, ...refusals({ 401: NO_SESSION_MESSAGE }) },
});

export function meRoutes(deps: {
  db: Database;
  auth: Auth;
  trialKeyOf: (email: string) => string;
  trials: TrialGrantDeps;
}) {
  const session = requireSession(deps);
  const exportBudget = rateLimit(
    deps.db,
    { name: "data-export", windowSeconds: 60 * 60, max: 10 },
    perAccount,
  );
  const phoneBudget = rateLimit(
    deps.db,
    { name: "phone-update", windowSeconds: 60 * 60, max: 20 },
    perAccount,
  );
  return apiRouter()
    .openapi(getMeRoute, async (c) => {
      // A visitor is nobody, not an error: every page asks, and a browser logs each 401 as a console error.
      return c.json(await viewerOf(deps, c.req.raw.headers), 200);
    })
    .openapi({ ...exportRoute, middleware: [session, exportBudget] }, async (c) => {
      const data = await exportUserData(deps.db, c.var.session.user.id);
      const day = data.exportedAt.slice(0, 10);
      c.header("content-disposition", `attachment; filename="patente-clara-mis-datos-${day}.json"`);
      return c.json(data, 200);
    })
    .openapi({ ...phoneRoute, middleware: [session, phoneBudget] }, async (c) => {
      const { phone } = c.req.valid("json");
      return c.json(await updatePhone(deps.db, c.var.session.user.id, phone), 200);
    })
    .openapi({ ...deleteMeRoute, middleware: [session] }, async (c) => {
      // Sign out first so the answer carries the cookie-clearing headers, then erase the data.
      const { headers } = await deps.auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
      await deleteAccount(deps, c.var.session.user.id);
      c.var.logger.info({ userId: c.var.session.user.id }, "account deleted");
      for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
      // Nor is the browser known to the account any more (sign-in-guard.ts): it keeps nothing of it.
      const device = knownDeviceCookie(await deps.auth.$context);
      deleteCookie(c, device.name, { path: device.attributes.path, secure: device.attributes.secure });
      return c.body(null, 204);
    });
}
