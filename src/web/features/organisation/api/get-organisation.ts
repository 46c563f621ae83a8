import { queryOptions, useQuery } from "@tanstack/react-query";
import { type TMyOrganisation, ZMyOrganisation } from "#domain/contract/organisations";
import { ApiError, apiFetch } from "#web/lib/api";

/** GET /api/organisation: the automotora as its member sees it; null for a person in none (404). */
async function getOrganisation({ signal }: { signal: AbortSignal }): Promise<TMyOrganisation | null> {
  try {
    const response = await apiFetch("/api/organisation", { signal });
    return ZMyOrganisation.parse(await response.json());
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const organisationQueryOptions = queryOptions({
  queryKey: ["organisation"],
  queryFn: getOrganisation,
  retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
});

export const useOrganisation = () => useQuery(organisationQueryOptions);
