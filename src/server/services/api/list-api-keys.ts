import { and, desc, eq, type SQL } from "drizzle-orm";
import type { TApiKey } from "#domain/contract/api-keys";
import type { Database } from "#server/db/client";
import { apiKeys, users } from "#server/db/schema";
import { type Actor, requireRole } from "../actor";
import type { Tx } from "../credits/spend-credit";

/** An organisation's keys as the dashboard lists them, newest first; `only` narrows them to one. */
export async function keysOf(db: Database | Tx, organisationId: string, only?: SQL): Promise<TApiKey[]> {
  const rows = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
      creatorName: users.name,
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.organisationId, organisationId), only))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(({ creatorName, createdAt, lastUsedAt, revokedAt, ...key }) => ({
    ...key,
    createdAt: createdAt.toISOString(),
    lastUsedAt: lastUsedAt?.toISOString() ?? null,
    revokedAt: revokedAt?.toISOString() ?? null,
    createdBy: creatorName === null ? null : { name: creatorName },
  }));
}

/** The organisation's keys, revoked ones included, for its administradores. */
export async function listApiKeys(deps: { db: Database }, actor: Actor): Promise<TApiKey[]> {
  const { organisationId } = requireRole(actor, "manageApiKeys");
  return keysOf(deps.db, organisationId);
}
