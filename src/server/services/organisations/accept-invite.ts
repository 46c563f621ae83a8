import { and, eq, sql } from "drizzle-orm";
import { INVITE_LINK_INVALID_MESSAGE, type TMyOrganisation } from "#domain/contract/organisations";
import {
  ALREADY_IN_AN_ORGANISATION_MESSAGE,
  INVITE_GONE_MESSAGE,
  INVITE_WRONG_EMAIL_MESSAGE,
  INVITER_GONE_MESSAGE,
  inviteRefusal,
} from "#domain/organisation/membership";
import { organisationInvites, organisationMembers } from "#server/db/schema";
import { AppError } from "#server/errors";
import type { Actor } from "../actor";
import { inviteTokenHash } from "./invite-token";
import type { OrganisationDeps } from "./organisation-deps";
import { organisationView, pendingInvite } from "./organisation-view";
import { confirmedEmailOf, inviterRoleOf } from "./roster";

/**
 * The invited person accepts, signed in with a confirmed account of the very address invited (compared
 * without case): a forwarded link is of no use to anybody else. The link works once, until it expires or
 * is replaced or withdrawn, and only while whoever sent it is still an administrador of the organisation
 * (decision 092). Accepting again an invitation of the organisation one is already in changes nothing and
 * answers it, so a double click is no error. Accepting only ever adds a member: nobody's role changes,
 * so no invitation can leave an organisation without its administrador.
 */
export async function acceptInvite(
  deps: Pick<OrganisationDeps, "db" | "secret" | "logger">,
  actor: Actor,
  token: string,
): Promise<TMyOrganisation> {
  const email = (await confirmedEmailOf(deps.db, actor.userId)).toLowerCase();
  const [invite] = await deps.db
    .select()
    .from(organisationInvites)
    .where(eq(organisationInvites.tokenHash, inviteTokenHash(deps.secret, token)));
  if (!invite) throw new AppError("NOT_FOUND", INVITE_LINK_INVALID_MESSAGE);
  if (invite.email.toLowerCase() !== email) throw new AppError("FORBIDDEN", INVITE_WRONG_EMAIL_MESSAGE);
  if (actor.membership?.organisationId === invite.organisationId) return current(deps, actor);
  const refusal = inviteRefusal({ ...invite, inviterRole: await inviterRoleOf(deps.db, invite) }, new Date());
  if (refusal) throw new AppError("GONE", refusal);
  if (actor.membership) throw new AppError("CONFLICT", ALREADY_IN_AN_ORGANISATION_MESSAGE);

  await deps.db.transaction(async (tx) => {
    // The inviter's membership first, held until this commits: a removal or demotion of them under way
    // finishes before (and the invitation is void), or waits for this one. Taken before the invitation,
    // the order a removal takes them in (roster, then invitations), so the two queue, never deadlock.
    const inviterRole = await inviterRoleOf(tx, invite, { lock: true });
    if (inviterRole !== "administrador") throw new AppError("GONE", INVITER_GONE_MESSAGE);
    // Taken once: of two accepts at the same moment, one finds it already used.
    const [taken] = await tx
      .update(organisationInvites)
      .set({ acceptedAt: sql`now()` })
      .where(and(eq(organisationInvites.id, invite.id), pendingInvite()))
      .returning({ id: organisationInvites.id });
    if (!taken) throw new AppError("GONE", INVITE_GONE_MESSAGE);
    // Joined another organisation since the request began: the invitation is left unused. An insert and
    // nothing else: accepting never changes a member's role.
    const [joined] = await tx
      .insert(organisationMembers)
      .values({ userId: actor.userId, organisationId: invite.organisationId, role: invite.role })
      .onConflictDoNothing()
      .returning({ userId: organisationMembers.userId });
    if (!joined) throw new AppError("CONFLICT", ALREADY_IN_AN_ORGANISATION_MESSAGE);
  });
  deps.logger.info(
    { organisationId: invite.organisationId, inviteId: invite.id },
    "organisation invite accepted",
  );
  return current(deps, actor);
}

async function current(deps: Pick<OrganisationDeps, "db">, actor: Actor): Promise<TMyOrganisation> {
  const view = await organisationView(deps.db, actor.userId);
  if (!view) throw new AppError("GONE", INVITE_GONE_MESSAGE);
  return view;
}
