import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ZMember } from "#domain/contract/organisations";
import type { Role } from "#domain/organisation/roles";
import { apiFetch } from "#web/lib/api";
import { organisationChanged } from "./organisation-changed";

/** What an administrador does to another member: another role, or out of the automotora. */
export type TMemberChange = { userId: string; kind: "remove" } | { userId: string; kind: "role"; role: Role };

export const MEMBER_NOT_CHANGED_MESSAGE = "No pudimos hacer el cambio. Inténtalo de nuevo.";

/** PUT /api/organisation/members/{userId}/role, or DELETE /api/organisation/members/{userId}. */
async function changeMember(change: TMemberChange): Promise<void> {
  const path = `/api/organisation/members/${encodeURIComponent(change.userId)}`;
  if (change.kind === "remove") {
    await apiFetch(path, { method: "DELETE" });
    return;
  }
  const response = await apiFetch(`${path}/role`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ role: change.role }),
  });
  ZMember.parse(await response.json());
}

export function useChangeMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeMember, onSettled: () => organisationChanged(queryClient) });
}
