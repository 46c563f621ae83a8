import { and, count, eq, sql } from "drizzle-orm";
import type { TInviteMember, TPendingInvite } from "#domain/contract/organisations";
import { formatDate } from "#domain/format";
import { INVITE_PAGE_PATH } from "#domain/organisation/invite-path";
import {
  ALREADY_A_MEMBER_MESSAGE,
  INVITE_NOT_SENT_MESSAGE,
  INVITE_VALID_DAYS,
  MAX_PENDING_INVITES,
  TOO_MANY_INVITES_MESSAGE,
} from "#domain/organisation/membership";
import { roleLabel } from "#domain/organisation/roles";
import { organisationInvites, organisationMembers, organisations, users } from "#server/db/schema";
import { AppError } from "#server/errors";
import { organisationInviteMail } from "#server/mail/templates";
import { type Actor, requireRole } from "../actor";
import { inviteTokenHash, newInviteToken } from "./invite-token";
import type { OrganisationDeps } from "./organisation-deps";
import { inviteView, memberName, pendingInvite } from "./organisation-view";

/**
 * An administrador invites an address to join as `role`: a link with a random token, whose keyed hash is
 * all that is kept, mailed to that address and working for 7 days, once (decision 076). Inviting an
 * address again replaces its pending invitation, so only the newest link works. The answer is sent only
 * once the mail is: an invitation whose mail could not leave is withdrawn and said.
 */
export async function inviteMember(
  deps: OrganisationDeps,
  actor: Actor,
  input: TInviteMember,
): Promise<TPendingInvite> {
  const { organisationId, displayName } = requireRole(actor, "invite");
  const email = input.email.toLowerCase();
  const [already] = await deps.db
    .select({ userId: organisationMembers.userId })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(
      and(eq(organisationMembers.organisationId, organisationId), eq(sql`lower(${users.email})`, email)),
    );
  if (already) throw new AppError("CONFLICT", ALREADY_A_MEMBER_MESSAGE);

  const token = newInviteToken();
  const invite = await deps.db.transaction(async (tx) => {
    // One invitation at a time per organisation, so the count below holds until this one is written.
    await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.id, organisationId))
      .for("update");
    const ofThisOrganisation = eq(organisationInvites.organisationId, organisationId);
    await tx
      .update(organisationInvites)
      .set({ revokedAt: sql`now()` })
      .where(and(ofThisOrganisation, eq(organisationInvites.email, email), pendingInvite()));
    const [pending] = await tx
      .select({ n: count() })
      .from(organisationInvites)
      .where(and(ofThisOrganisation, pendingInvite()));
    if ((pending?.n ?? 0) >= MAX_PENDING_INVITES) throw new AppError("CONFLICT", TOO_MANY_INVITES_MESSAGE);
    const [row] = await tx
      .insert(organisationInvites)
      .values({
        organisationId,
        email,
        role: input.role,
        tokenHash: inviteTokenHash(deps.secret, token),
        invitedBy: actor.userId,
        expiresAt: sql`now() + ${sql.raw(`interval '${INVITE_VALID_DAYS} days'`)}`,
      })
      .returning();
    if (!row) throw new Error("the invitation was not stored");
    return row;
  });

  const [inviter] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, actor.userId));
  const url = `${deps.publicUrl}${INVITE_PAGE_PATH}?${new URLSearchParams({ token })}`;
  try {
    await deps.mailer.send(
      organisationInviteMail(email, {
        inviter: inviter ? memberName(inviter.firstName, inviter.lastName) : "Un administrador",
        organisation: displayName,
        role: roleLabel(input.role).toLowerCase(),
        url,
        expiresOn: formatDate(invite.expiresAt.toISOString()),
      }),
    );
  } catch (err) {
    await deps.db.delete(organisationInvites).where(eq(organisationInvites.id, invite.id));
    throw new AppError("UNAVAILABLE", INVITE_NOT_SENT_MESSAGE, 60, { cause: err });
  }
  deps.logger.info({ organisationId, inviteId: invite.id }, "organisation invite sent");
  return inviteView(invite);
}
