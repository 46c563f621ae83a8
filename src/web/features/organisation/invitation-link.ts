import { ZAcceptInvite } from "#domain/contract/organisations";
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
 * The invitation of somebody who left its page to create an account: the confirmation mail brings them
 * back to the check screen, not here, so the automotora's page offers it again until it is accepted.
 */
export const pendingInvitation = storedValue("patente-clara:pending-invitation", ZAcceptInvite);
