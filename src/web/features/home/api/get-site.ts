import { queryOptions } from "@tanstack/react-query";
// zod/mini like lib/auth.ts: the footer is on the landing page, which should not load the full zod.
import { z } from "zod/mini";
import { apiFetch } from "../../../lib/api";

/** Who answers for personal data (Ley 21.719); an empty field has not been configured yet. */
const ZController = z.object({ name: z.string(), rut: z.string(), address: z.string(), email: z.string() });
export type TController = z.output<typeof ZController>;

const ZSite = z.object({
  dealerSiteUrl: z.nullable(z.url()),
  // Answers of an older server (cached up to five minutes) lack it; the legal pages show '…' instead.
  controller: z.optional(ZController),
});
export type TSite = z.output<typeof ZSite>;

/** GET /api/site: settings of the public site that change per deployment, not per build. */
export const siteQueryOptions = queryOptions({
  queryKey: ["site"],
  queryFn: async ({ signal }): Promise<TSite> =>
    ZSite.parse(await (await apiFetch("/api/site", { signal })).json()),
  // Deployment settings: one read per visit is plenty.
  staleTime: Number.POSITIVE_INFINITY,
  retry: 1,
});
