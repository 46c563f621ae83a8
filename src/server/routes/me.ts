import { Hono } from "hono";
import { isPrivacyOperator } from "../../domain/privacy/operators";
import type { Auth } from "../auth";
import type { Database } from "../db/client";
import type { AppEnv } from "../http/context";
import { perAccount, rateLimit } from "../http/rate-limit";
import { requireSession } from "../http/require-session";
import { deleteAccount } from "../services/account/delete-account";
import { exportUserData } from "../services/account/export-data";
import { getMe } from "../services/account/get-me";

export function meRoutes(deps: {
  db: Database;
  auth: Auth;
  trialKeyOf: (email: string) => string;
  adminEmails: readonly string[];
}) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
      // A visitor is nobody, not an error: every page asks, and a browser logs each 401 as a console error.
      if (!session) return c.json(null);
      const isOperator = isPrivacyOperator(deps.adminEmails, session.user);
      return c.json({ ...(await getMe(deps.db, session.user.id)), isPrivacyOperator: isOperator });
    })
    .get(
      "/export",
      requireSession(deps.auth),
      rateLimit(deps.db, { name: "data-export", windowSeconds: 60 * 60, max: 10 }, perAccount),
      async (c) => {
        const data = await exportUserData(deps.db, c.var.session.user.id);
        const day = data.exportedAt.slice(0, 10);
        c.header("content-disposition", `attachment; filename="patente-clara-mis-datos-${day}.json"`);
        return c.json(data);
      },
    )
    .delete("/", requireSession(deps.auth), async (c) => {
      // Sign out first so the answer carries the cookie-clearing headers, then erase the data.
      const { headers } = await deps.auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
      await deleteAccount(deps, c.var.session.user.id);
      c.var.logger.info({ userId: c.var.session.user.id }, "account deleted");
      for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
      return c.body(null, 204);
    });
}
