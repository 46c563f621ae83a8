import { Hono } from "hono";
import type { Auth } from "../auth";
import type { Database } from "../db/client";
import type { AppEnv } from "../http/context";
import { requireSession } from "../http/require-session";
import { deleteAccount } from "../services/account/delete-account";
import { getMe } from "../services/account/get-me";

export function meRoutes(deps: { db: Database; auth: Auth; trialKeyOf: (email: string) => string }) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
      // A visitor is nobody, not an error: every page asks, and a browser logs each 401 as a console error.
      return c.json(session ? await getMe(deps.db, session.user.id) : null);
    })
    .delete("/", requireSession(deps.auth), async (c) => {
      // Sign out first so the answer carries the cookie-clearing headers, then erase the data.
      const { headers } = await deps.auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
      await deleteAccount(deps, c.var.session.user.id);
      c.var.logger.info({ userId: c.var.session.user.id }, "account deleted");
      for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
      return c.body(null, 204);
    });
}
