import { eq } from "drizzle-orm";
import { INVITE_LINK_INVALID_MESSAGE, type TInvitePreview } from "#domain/contract/organisations";
import { INVITE_GONE_MESSAGE, inviteUsable } from "#domain/organisation/membership";
import { organisationInvites, organisations } from "#server/db/schema";
import { AppError } from "#server/errors";
import { inviteTokenHash } from "./invite-token";
import type { OrganisationDeps } from "./organisation-deps";

/**
 * What the holder of an invitation's link is told before signing in: which automotora invites, as what,
 * until when. Nothing else of it: whoever holds the link (forwarded, or read over a shoulder) learns only
 * what the mail already said. Refused as accepting refuses it (accept-invite.ts): a token that never
 * existed is a 404, one accepted, withdrawn, replaced or expired a 410, so the page says the same before
 * and after signing in.
 */
export async function previewInvite(
  deps: Pick<OrganisationDeps, "db" | "secret">,
  token: string,
): Promise<TInvitePreview> {
  const [invite] = await deps.db
    .select({
      displayName: organisations.displayName,
      role: organisationInvites.role,
      expiresAt: organisationInvites.expiresAt,
      acceptedAt: organisationInvites.acceptedAt,
      revokedAt: organisationInvites.revokedAt,
    })
    .from(organisationInvites)
    .innerJoin(organisations, eq(organisations.id, organisationInvites.organisationId))
    .where(eq(organisationInvites.tokenHash, inviteTokenHash(deps.secret, token)));
  if (!invite) throw new AppError("NOT_FOUND", INVITE_LINK_INVALID_MESSAGE);
  if (!inviteUsable(invite, new Date())) throw new AppError("GONE", INVITE_GONE_MESSAGE);
  return { displayName: invite.displayName, role: invite.role, expiresAt: invite.expiresAt.toISOString() };
}
