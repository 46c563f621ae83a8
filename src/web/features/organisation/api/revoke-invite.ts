import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#web/lib/api";
import { organisationChanged } from "./organisation-changed";

export const REVOKE_FAILED_MESSAGE = "No pudimos anular la invitación. Inténtalo de nuevo.";

/** DELETE /api/organisation/invites/{id}: its link stops working. */
async function revokeInvite(id: string): Promise<void> {
  await apiFetch(`/api/organisation/invites/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeInvite, onSettled: () => organisationChanged(queryClient) });
}
