import { ZAcceptInvite } from "#domain/contract/organisations";

// An invitation's link carries its token (/automotora/invitacion?token=…); nothing else of the address is
// read, so the page can say nothing a crafted link put there.

export const TOKEN_PARAM = "token";

/** The invitation's token as the server would take it; null for a link cut short or tampered with. */
export function inviteTokenOf(params: URLSearchParams): string | null {
  const parsed = ZAcceptInvite.safeParse({ token: params.get(TOKEN_PARAM) ?? undefined });
  return parsed.success ? parsed.data.token : null;
}
