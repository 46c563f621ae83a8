import { and, eq, isNull } from "drizzle-orm";
import { API_KEY_NOT_FOUND_MESSAGE } from "#domain/contract/api-keys";
import type { Database } from "#server/db/client";
import { apiKeys } from "#server/db/schema";
import { AppError } from "#server/errors";
import { type Actor, requireRole } from "../actor";
import type { Tx } from "../credits/spend-credit";

/**
 * An administrador revokes one of the organisation's keys: its next request is refused, on every instance,
 * since every request looks the key up. Revoking a revoked key changes nothing and is no error.
 */
export async function revokeApiKey(deps: { db: Database }, actor: Actor, keyId: string): Promise<void> {
  const { organisationId } = requireRole(actor, "manageApiKeys");
  const ofOrganisation = and(eq(apiKeys.id, keyId), eq(apiKeys.organisationId, organisationId));
  const [known] = await deps.db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(ofOrganisation, isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (known) return;
  const [revoked] = await deps.db.select({ id: apiKeys.id }).from(apiKeys).where(ofOrganisation);
  if (!revoked) throw new AppError("NOT_FOUND", API_KEY_NOT_FOUND_MESSAGE);
}

/**
 * A key acts as the administrador who created it (decision 082): when they leave the organisation, are
 * removed from it or delete their account, their keys stop working in the same transaction.
 */
export async function revokeKeysOf(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.createdBy, userId), isNull(apiKeys.revokedAt)));
}
