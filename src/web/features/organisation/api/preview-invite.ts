import { queryOptions, useQuery } from "@tanstack/react-query";
import { type TInvitePreview, ZInvitePreview } from "#domain/contract/organisations";
import { ApiError, apiFetch } from "#web/lib/api";

/** POST /api/organisation/invites/preview: which automotora invites, as what, until when; no session needed. */
async function previewInvite(token: string, signal: AbortSignal): Promise<TInvitePreview> {
  const response = await apiFetch("/api/organisation/invites/preview", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token }),
    signal,
  });
  return ZInvitePreview.parse(await response.json());
}

export const useInvitePreview = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: ["invite-preview", token],
      queryFn: ({ signal }) => previewInvite(token, signal),
      // It changes only by being accepted, which this page shows from the answer itself; and every read
      // spends the visitor's budget.
      staleTime: Number.POSITIVE_INFINITY,
      retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
    }),
  );
