import { isPrivacyOperator } from "#domain/privacy/operators";
import type { Auth } from "../auth";
import type { Database } from "../db/client";
import { getMe } from "../services/account/get-me";

/** The body of GET /api/me for a request's cookies: the signed-in user, or null for a visitor. */
export async function viewerOf(
  deps: { db: Database; auth: Auth; adminEmails: readonly string[] },
  headers: Headers,
) {
  const session = await deps.auth.api.getSession({ headers });
  if (!session) return null;
  const isOperator = isPrivacyOperator(deps.adminEmails, session.user);
  return { ...(await getMe(deps.db, session.user.id)), isPrivacyOperator: isOperator };
}
