import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type TInviteMember, type TPendingInvite, ZPendingInvite } from "#domain/contract/organisations";
import { apiFetch } from "#web/lib/api";
import { organisationChanged } from "./organisation-changed";

export const INVITE_FAILED_MESSAGE = "No pudimos enviar la invitación. Inténtalo de nuevo.";

/** POST /api/organisation/invites: the server mails the link and answers the pending invitation. */
async function inviteMember(input: TInviteMember): Promise<TPendingInvite> {
  const response = await apiFetch("/api/organisation/invites", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(input),
  });
  return ZPendingInvite.parse(await response.json());
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteMember, onSuccess: () => organisationChanged(queryClient) });
}
