import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#web/lib/api";
import { organisationChanged } from "./organisation-changed";

export const LEAVE_FAILED_MESSAGE = "No pudimos sacarte de la automotora. Inténtalo de nuevo.";

/** POST /api/organisation/leave: from the next request on, the person acts as themselves. */
async function leaveOrganisation(): Promise<void> {
  await apiFetch("/api/organisation/leave", { method: "POST" });
}

export function useLeaveOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: leaveOrganisation, onSuccess: () => organisationChanged(queryClient) });
}
