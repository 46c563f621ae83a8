import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { apiKeys, organisationMembers, organisations } from "#server/db/schema";
import { AppError } from "#server/errors";
import { type Actor, organisationAccount } from "../actor";
import { hashApiKey, looksLikeApiKey } from "./api-key-token";

export const INVALID_API_KEY_MESSAGE = "La clave de API no es válida o fue revocada.";

/** last_used_at is written at most this often per key: a busy key would otherwise write on every request. */
const LAST_USED_EVERY_S = 60;

/**
 * The actor of a request that carried `token` as its bearer (decision 082): the key's organisation,
 * acting as the administrador who created it, who must still be one of it. Looked up by hash on every
 * request, with no cache, so a revoked key is refused at once on every instance. Anything else is the
 * Spanish 401.
 */
export async function authenticateApiKey(db: Database, token: string): Promise<Actor> {
  if (!looksLikeApiKey(token)) throw new AppError("UNAUTHENTICATED", INVALID_API_KEY_MESSAGE);
  const [key] = await db
    .select({
      id: apiKeys.id,
      userId: organisationMembers.userId,
      organisationId: organisationMembers.organisationId,
      role: organisationMembers.role,
      displayName: organisations.displayName,
      stale: sql<boolean>`coalesce(${apiKeys.lastUsedAt} < now() - make_interval(secs => ${LAST_USED_EVERY_S}), true)`,
    })
    .from(apiKeys)
    .innerJoin(
      organisationMembers,
      and(
        eq(organisationMembers.userId, apiKeys.createdBy),
        eq(organisationMembers.organisationId, apiKeys.organisationId),
        // A key demoted with its creator is revoked then (decision 092); this also stops one of a
        // creator demoted before that rule.
        eq(organisationMembers.role, "administrador"),
      ),
    )
    .innerJoin(organisations, eq(organisations.id, apiKeys.organisationId))
    .where(and(eq(apiKeys.hash, hashApiKey(token)), isNull(apiKeys.revokedAt)));
  if (!key) throw new AppError("UNAUTHENTICATED", INVALID_API_KEY_MESSAGE);
  if (key.stale) {
    // Conditional, so instances touching the same key at once write it once.
    const recent = sql`now() - make_interval(secs => ${LAST_USED_EVERY_S})`;
    await db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(apiKeys.id, key.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, recent))));
  }
  const { organisationId, role, displayName } = key;
  // A key spends the organisation's balance whatever its creator's switch says: it is the organisation's.
  const membership = { organisationId, role, displayName, usesOrganisation: true };
  return { userId: key.userId, membership, account: organisationAccount(membership), apiKeyId: key.id };
}
