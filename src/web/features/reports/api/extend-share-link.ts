import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ZShareExpiry } from "#domain/contract/reports";
import { apiFetch } from "#web/lib/api";
import { myReportsKey, patchMyReport } from "./get-my-reports";

/**
 * 'Extender 30 días': the link works 30 more days from the later of now and its expiry, an expired one
 * again; answers the new expiry. The server refuses a withdrawn link.
 */
export async function extendShareLink(reportId: string): Promise<string> {
  const response = await apiFetch(`/api/reports/${encodeURIComponent(reportId)}/extend`, { method: "POST" });
  return ZShareExpiry.parse(await response.json()).shareExpiresAt;
}

export function useExtendShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendShareLink,
    onSuccess: (shareExpiresAt, reportId) => patchMyReport(queryClient, reportId, { shareExpiresAt }),
    // Refused (withdrawn from another tab) or not, the list then shows the link as it stands.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: myReportsKey });
    },
  });
}
