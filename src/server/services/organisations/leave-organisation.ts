import { eq } from "drizzle-orm";
import { lastAdminRefusal } from "#domain/organisation/membership";
import { NOT_A_MEMBER_MESSAGE } from "#domain/organisation/roles";
import type { Database } from "#server/db/client";
import { organisationMembers } from "#server/db/schema";
import { AppError } from "#server/errors";
import type { Actor } from "../actor";
import { deleteIfAbandoned } from "./abandoned-organisations";
import { endAdministration } from "./end-administration";
import { lockRoster, requireMember } from "./roster";

/**
 * A member leaves; from their next request on they act as themselves, on their own balance, and what
 * they set up as an administrador ends: pending invitations, API keys, webhooks (decision 092). The last
 * administrador may not leave while others remain. When the last member leaves, an organisation that
 * never paid nor checked anything is deleted, its RUT free again (decision 093); one that paid stays,
 * for its balance, its reports and its factura records, until the company claims it through an operator
 * (`npm run admin -- claim-organisation`): no invitation can bring anybody in, its inviters being gone.
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
    await endAdministration(tx, actor.userId, organisationId);
    if (roster.length === 1) await deleteIfAbandoned(tx, organisationId);
  });
}
