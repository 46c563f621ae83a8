import { and, eq, sql } from "drizzle-orm";
import { INVITE_LINK_INVALID_MESSAGE, type TMyOrganisation } from "#domain/contract/organisations";
import {
  ALREADY_IN_AN_ORGANISATION_MESSAGE,
  INVITE_GONE_MESSAGE,
  INVITE_WRONG_EMAIL_MESSAGE,
  inviteUsable,
} from "#domain/organisation/membership";
import { organisationInvites, organisationMembers } from "#server/db/schema";
import { AppError } from "#server/errors";
import type { Actor } from "../actor";
import { inviteTokenHash } from "./invite-token";
import type { OrganisationDeps } from "./organisation-deps";
import { organisationView, pendingInvite } from "./organisation-view";
import { confirmedEmailOf } from "./roster";

/**
 * The invited person accepts, signed in with a confirmed account of the very address invited (compared
 * without case): a forwarded link is of no use to anybody else. The link works once, until it expires or
 * is replaced or withdrawn. Accepting again an invitation of the organisation one is already in changes
 * nothing and answers it, so a double click is no error.
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
  if (!inviteUsable(invite, new Date())) throw new AppError("GONE", INVITE_GONE_MESSAGE);
  if (actor.membership) throw new AppError("CONFLICT", ALREADY_IN_AN_ORGANISATION_MESSAGE);

  await deps.db.transaction(async (tx) => {
    // Taken once: of two accepts at the same moment, one finds it already used.
    const [taken] = await tx
      .update(organisationInvites)
      .set({ acceptedAt: sql`now()` })
      .where(and(eq(organisationInvites.id, invite.id), pendingInvite()))
      .returning({ id: organisationInvites.id });
    if (!taken) throw new AppError("GONE", INVITE_GONE_MESSAGE);
    // Joined another organisation since the request began: the invitation is left unused.
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
