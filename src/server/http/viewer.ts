import type { Auth } from "../auth";
import type { Database } from "../db/client";
import { getMe } from "../services/account/get-me";
import type { TrialGrantDeps } from "../services/credits/trial-grants";
import { isOperator } from "../services/privacy/operators";

/** The body of GET /api/me for a request's cookies: the signed-in user, or null for a visitor. */
export async function viewerOf(deps: { db: Database; auth: Auth; trials: TrialGrantDeps }, headers: Headers) {
  const session = await deps.auth.api.getSession({ headers });
  if (!session) return null;
  const [me, operator] = await Promise.all([
    getMe(deps, session.user.id),
    isOperator(deps.db, session.user.id),
  ]);
  return { ...me, isPrivacyOperator: operator };
}
