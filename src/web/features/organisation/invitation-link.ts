import { ZAcceptInvite } from "#domain/contract/organisations";
import { paths } from "#web/config/paths";
import { storedValue } from "#web/lib/storage";

// An invitation's link carries its token (/automotora/invitacion?token=…); nothing else of the address is
// read, so the page can say nothing a crafted link put there.

export const TOKEN_PARAM = "token";

/** The invitation's token as the server would take it; null for a link cut short or tampered with. */
export function inviteTokenOf(params: URLSearchParams): string | null {
  const parsed = ZAcceptInvite.safeParse({ token: params.get(TOKEN_PARAM) ?? undefined });
  return parsed.success ? parsed.data.token : null;
}

/**
 * The invitation of somebody who left its page to create an account or confirm their address: confirming
 * on this device brings them back to it (pendingInvitationHref), and the automotora's page offers it again
 * until it is accepted.
 */
export const pendingInvitation = storedValue("patente-clara:pending-invitation", ZAcceptInvite);

/** The page of the invitation left on this device, for a person just signed in or confirmed; else null. */
export function pendingInvitationHref(): string | null {
  const pending = pendingInvitation.read();
  return pending ? paths.dashboard.organisationInvite.getHref(pending.token) : null;
}
