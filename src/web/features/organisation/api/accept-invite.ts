import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type TMyOrganisation, ZMyOrganisation } from "#domain/contract/organisations";
import { ApiError, apiFetch } from "#web/lib/api";
import { pendingInvitation } from "../pending-invitation";
import { organisationQueryOptions } from "./get-organisation";
import { organisationChanged } from "./organisation-changed";

export const ACCEPT_FAILED_MESSAGE = "No pudimos aceptar la invitación. Inténtalo de nuevo.";

/** POST /api/organisation/invites/accept: the organisation joined, as its new member sees it. */
async function acceptInvite(token: string): Promise<TMyOrganisation> {
  const response = await apiFetch("/api/organisation/invites/accept", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token }),
  });
  return ZMyOrganisation.parse(await response.json());
}

/** Statuses after which the same link can never work: not worth offering it again. */
const LINK_SPENT = [400, 404, 410];

/** A refusal, of accepting or of the preview, saying the link can never work. */
export const isSpentLink = (error: unknown): error is ApiError =>
  error instanceof ApiError && LINK_SPENT.includes(error.status);

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: (organisation) => {
      pendingInvitation.clear();
      queryClient.setQueryData(organisationQueryOptions.queryKey, organisation);
      return organisationChanged(queryClient);
    },
    onError: (error) => {
      if (isSpentLink(error)) pendingInvitation.clear();
    },
  });
}
