import { and, count, eq, isNull } from "drizzle-orm";
import { MAX_API_KEYS, type TApiKey, TOO_MANY_API_KEYS_MESSAGE } from "#domain/contract/api-keys";
import type { Database } from "#server/db/client";
import { apiKeys } from "#server/db/schema";
import { AppError } from "#server/errors";
import { type Actor, requireRole } from "../actor";
import { lockRoster, requireAdminIn } from "../organisations/roster";
import { newApiKey } from "./api-key-token";
import { keysOf } from "./list-api-keys";

/**
 * An administrador creates a key for the organisation; its secret is answered this once and only its hash
 * kept. Under the roster's lock: a member removed at the same moment cannot end up with a working key,
 * and two creations cannot both pass the limit.
 */
export async function createApiKey(
  deps: { db: Database },
  actor: Actor,
  name: string,
): Promise<{ key: TApiKey; secret: string }> {
  const { organisationId } = requireRole(actor, "manageApiKeys");
  const { secret, prefix, hash } = newApiKey();
  return deps.db.transaction(async (tx) => {
    requireAdminIn(await lockRoster(tx, organisationId), actor.userId);
    const [active] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.organisationId, organisationId), isNull(apiKeys.revokedAt)));
    if ((active?.n ?? 0) >= MAX_API_KEYS) throw new AppError("CONFLICT", TOO_MANY_API_KEYS_MESSAGE);
    const [stored] = await tx
      .insert(apiKeys)
      .values({ organisationId, name, prefix, hash, createdBy: actor.userId })
      .returning({ id: apiKeys.id });
    const [key] = stored ? await keysOf(tx, organisationId, eq(apiKeys.id, stored.id)) : [];
    if (!key) throw new Error("the API key was not stored");
    return { key, secret };
  });
}
