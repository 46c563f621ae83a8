import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { myReportsQueryOptions } from "./get-my-reports";

/** Withdraws the shared link for good: the public page and the PDF stop answering. */
export async function revokeReport(reportId: string): Promise<void> {
  await apiFetch(`/api/reports/${encodeURIComponent(reportId)}/revoke`, { method: "POST" });
}

export function useRevokeReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myReportsQueryOptions.queryKey }),
  });
}
