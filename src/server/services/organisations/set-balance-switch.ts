import { eq } from "drizzle-orm";
import type { TBalanceSwitch } from "#domain/contract/organisations";
import { NOT_A_MEMBER_MESSAGE } from "#domain/organisation/roles";
import type { Database } from "#server/db/client";
import { organisationMembers } from "#server/db/schema";
import { AppError } from "#server/errors";
import type { Actor } from "../actor";
import { requireMember } from "./roster";

/**
 * Any member chooses whose balance their next checks use: the organisation's, or their own (free trials
 * and personal packs). The actor of the next request spends from it (actor.ts).
 */
export async function setBalanceSwitch(
  deps: { db: Database },
  actor: Actor,
  usesOrganisation: boolean,
): Promise<TBalanceSwitch> {
  requireMember(actor);
  const [row] = await deps.db
    .update(organisationMembers)
    .set({ usesOrganisation })
    .where(eq(organisationMembers.userId, actor.userId))
    .returning({ usesOrganisation: organisationMembers.usesOrganisation });
  if (!row) throw new AppError("FORBIDDEN", NOT_A_MEMBER_MESSAGE);
  return row;
}
