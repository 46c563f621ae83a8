import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Pack } from "#domain/catalogue";
import { ZPacks } from "#domain/contract/payments";
import { apiFetch } from "#web/lib/api";

/**
 * The catalogue as the domain types it. A null original price becomes the price itself, which
 * visibleOriginalPrice reads as "nothing to strike through", so the domain rules apply unchanged.
 */
async function getPacks({ signal }: { signal: AbortSignal }): Promise<Pack[]> {
  const response = await apiFetch("/api/packs", { signal });
  return ZPacks.parse(await response.json()).packs.map((pack) => ({
    ...pack,
    originalPrice: pack.originalPrice ?? pack.price,
  }));
}

export const packsQueryOptions = queryOptions({
  queryKey: ["packs"],
  queryFn: getPacks,
  // The catalogue changes with a deploy, not while someone is choosing.
  staleTime: 5 * 60_000,
});

export const usePacks = () => useQuery(packsQueryOptions);
