import type { TInvitePreview } from "#domain/contract/organisations";
import { formatDate } from "#domain/format";
import { type Role, roleLabel } from "#domain/organisation/roles";

// What the invitation's page says of it in every state (signed out, e-mail to confirm, ready to join): who
// invites, as what, until when, as its preview answers them.

/** What the role offered lets the person do, in one sentence they read before deciding. */
const WHAT_THE_ROLE_DOES: Record<Role, string> = {
  vendedor: "Verificarás patentes con el saldo de la automotora y verás sus informes.",
  administrador:
    "Verificarás patentes con el saldo de la automotora, comprarás sus packs e invitarás a tu equipo.",
};

/** 'Autos Los Aromos te invitó a unirte como vendedor'. */
export const invitationTitle = ({ displayName, role }: TInvitePreview): string =>
  `${displayName} te invitó a unirte como ${roleLabel(role).toLowerCase()}`;

/** What the role lets one do, and the day the link stops working (dd-mm-aaaa, in Santiago). */
export const invitationDescription = ({ role, expiresAt }: TInvitePreview) => ({
  roleSummary: WHAT_THE_ROLE_DOES[role],
  expiresOn: formatDate(expiresAt),
});
