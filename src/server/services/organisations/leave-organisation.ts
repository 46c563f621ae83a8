import { count, eq } from "drizzle-orm";
import { lastAdminRefusal } from "#domain/organisation/membership";
import { NOT_A_MEMBER_MESSAGE } from "#domain/organisation/roles";
import type { Database } from "#server/db/client";
import { lots, organisationMembers, organisations, transactions, vehicleReports } from "#server/db/schema";
import { AppError } from "#server/errors";
import type { Actor } from "../actor";
import { revokeKeysOf } from "../api/revoke-api-key";
import type { Tx } from "../credits/spend-credit";
import { lockRoster, requireMember } from "./roster";

/**
 * A member leaves; from their next request on they act as themselves, on their own balance, and the API
 * keys they created stop working (decision 082). The last administrador may not leave while others
 * remain. When the last member leaves, an organisation that never bought nor checked anything is
 * deleted, its RUT free again (a trial made by mistake); one with purchases or reports stays, for its
 * factura records and its reports, and a pending invitation can still bring somebody in.
 */
export async function leaveOrganisation(deps: { db: Database }, actor: Actor): Promise<void> {
  const { organisationId } = requireMember(actor);
  await deps.db.transaction(async (tx) => {
    const roster = await lockRoster(tx, organisationId);
    const me = roster.find((member) => member.userId === actor.userId);
    if (!me) throw new AppError("FORBIDDEN", NOT_A_MEMBER_MESSAGE);
    const refusal = lastAdminRefusal(
      roster.map((member) => member.role),
      me.role,
      { kind: "leave" },
    );
    if (refusal) throw new AppError("CONFLICT", refusal);
    await tx.delete(organisationMembers).where(eq(organisationMembers.userId, actor.userId));
    await revokeKeysOf(tx, actor.userId);
    if (roster.length === 1 && !(await hasHistory(tx, organisationId)))
      await tx.delete(organisations).where(eq(organisations.id, organisationId));
  });
}

/** Whether anything of the organisation is worth keeping: a purchase (even unpaid), a report, a lot. */
async function hasHistory(tx: Tx, organisationId: string): Promise<boolean> {
  const counts = await Promise.all([
    tx.select({ n: count() }).from(transactions).where(eq(transactions.organisationId, organisationId)),
    tx.select({ n: count() }).from(vehicleReports).where(eq(vehicleReports.organisationId, organisationId)),
    tx.select({ n: count() }).from(lots).where(eq(lots.organisationId, organisationId)),
  ]);
  return counts.some(([row]) => (row?.n ?? 0) > 0);
}
