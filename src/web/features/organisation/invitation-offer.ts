import type { TInvitePreview } from "#domain/contract/organisations";
import { formatDate } from "#domain/format";
import { roleDuties, roleLabel } from "#domain/organisation/roles";

// What the invitation's page says of it in every state (signed out, e-mail to confirm, ready to join): who
// invites, as what, until when, as its preview answers them.

/** 'Autos Los Aromos te invitó a unirte como vendedor'. */
export const invitationTitle = ({ displayName, role }: TInvitePreview): string =>
  `${displayName} te invitó a unirte como ${roleLabel(role).toLowerCase()}`;

/** What the role lets one do, and the day the link stops working (dd-mm-aaaa, in Santiago). */
export const invitationDescription = ({ role, expiresAt }: TInvitePreview) => ({
  roleSummary: roleDuties(role),
  expiresOn: formatDate(expiresAt),
});
