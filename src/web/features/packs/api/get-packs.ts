import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import type { Pack } from "../../../../domain/catalogue";
import { apiFetch } from "../../../lib/api";

const ZPack = z.object({
  id: z.string(),
  name: z.string(),
  reports: z.number(),
  description: z.string(),
  price: z.number(),
  // The server sends it only where it is higher than the price, null otherwise.
  originalPrice: z.number().nullable(),
  segment: z.enum(["personas", "automotoras"]),
});

const ZPacks = z.object({ packs: z.array(ZPack) });

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
