import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type TClosedPrivacyRequest, ZClosedPrivacyRequest } from "#domain/contract/privacy";
import type { TClosePrivacyRequest } from "#domain/forms/privacy-request";
import { apiFetch } from "#web/lib/api";
import { privacyRequestsQueryOptions } from "./get-privacy-requests";

/**
 * POST /api/admin/privacy-requests/:id/close: the request as closed, and how many reports had their owner
 * hidden by it (an accepted opposition, suppression or blocking).
 */
export async function closePrivacyRequest({
  id,
  ...input
}: TClosePrivacyRequest & { id: string }): Promise<TClosedPrivacyRequest> {
  const response = await apiFetch(`/api/admin/privacy-requests/${encodeURIComponent(id)}/close`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(input),
  });
  return ZClosedPrivacyRequest.parse(await response.json());
}

export function useClosePrivacyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closePrivacyRequest,
    // Also after a refusal: another operator may have closed it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyRequestsQueryOptions.queryKey }),
  });
}
