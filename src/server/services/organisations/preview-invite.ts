import { eq } from "drizzle-orm";
import { INVITE_LINK_INVALID_MESSAGE, type TInvitePreview } from "#domain/contract/organisations";
import { inviteRefusal } from "#domain/organisation/membership";
import { organisationInvites, organisations } from "#server/db/schema";
import { AppError } from "#server/errors";
import { inviteTokenHash } from "./invite-token";
import type { OrganisationDeps } from "./organisation-deps";
import { inviterRoleOf } from "./roster";

/**
 * What the holder of an invitation's link is told before signing in: which automotora invites, as what,
 * until when. Nothing else of it: whoever holds the link (forwarded, or read over a shoulder) learns only
 * what the mail already said. Refused as accepting refuses it (accept-invite.ts): a token that never
 * existed is a 404, one accepted, withdrawn, replaced or expired a 410, and so is one whose sender is no
 * longer an administrador of the automotora (decision 092), saying so, so the page says the same before
 * and after signing in.
 */
export async function previewInvite(
  deps: Pick<OrganisationDeps, "db" | "secret">,
  token: string,
): Promise<TInvitePreview> {
  const [invite] = await deps.db
    .select({
      displayName: organisations.displayName,
      organisationId: organisationInvites.organisationId,
      invitedBy: organisationInvites.invitedBy,
      role: organisationInvites.role,
      expiresAt: organisationInvites.expiresAt,
      acceptedAt: organisationInvites.acceptedAt,
      revokedAt: organisationInvites.revokedAt,
    })
    .from(organisationInvites)
    .innerJoin(organisations, eq(organisations.id, organisationInvites.organisationId))
    .where(eq(organisationInvites.tokenHash, inviteTokenHash(deps.secret, token)));
  if (!invite) throw new AppError("NOT_FOUND", INVITE_LINK_INVALID_MESSAGE);
  const refusal = inviteRefusal({ ...invite, inviterRole: await inviterRoleOf(deps.db, invite) }, new Date());
  if (refusal) throw new AppError("GONE", refusal);
  return { displayName: invite.displayName, role: invite.role, expiresAt: invite.expiresAt.toISOString() };
}
