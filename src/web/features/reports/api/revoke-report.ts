import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#web/lib/api";
import { myReportsKey, patchMyReport } from "./get-my-reports";

/** Withdraws the shared link for good: the public page and its PDF stop answering. */
export async function revokeReport(reportId: string): Promise<void> {
  await apiFetch(`/api/reports/${encodeURIComponent(reportId)}/revoke`, { method: "POST" });
}

export function useRevokeReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeReport,
    onSuccess: (_, reportId) => patchMyReport(queryClient, reportId, { revokedAt: new Date().toISOString() }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: myReportsKey });
    },
  });
}
