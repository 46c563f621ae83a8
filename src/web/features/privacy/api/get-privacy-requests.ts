import { queryOptions, useQuery } from "@tanstack/react-query";
import { type TAdminPrivacyRequest, ZPrivacyRequests } from "#domain/contract/privacy";
import { ApiError, apiFetch } from "#web/lib/api";

/** GET /api/admin/privacy-requests: open ones first by deadline, then the latest closed ones. */
export const privacyRequestsQueryOptions = queryOptions({
  queryKey: ["admin", "privacy-requests"],
  queryFn: async ({ signal }): Promise<TAdminPrivacyRequest[]> =>
    ZPrivacyRequests.parse(await (await apiFetch("/api/admin/privacy-requests", { signal })).json()).requests,
  // A refusal (not an operator) will not change by asking again.
  retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
});

export const usePrivacyRequests = () => useQuery(privacyRequestsQueryOptions);
