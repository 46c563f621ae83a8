import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { RIGHT_VALUES } from "../../../../domain/privacy/rights";
import { ApiError, apiFetch } from "../../../lib/api";

export const ZAdminPrivacyRequest = z.object({
  id: z.string(),
  rut: z.string(),
  plate: z.string(),
  email: z.string(),
  right: z.enum(RIGHT_VALUES),
  message: z.string(),
  status: z.enum(["abierta", "cerrada"]),
  /** yyyy-mm-dd, 15 business days after it arrived. */
  deadline: z.string(),
  createdAt: z.string(),
  outcome: z.enum(["aceptada", "rechazada"]).nullable(),
  closingNote: z.string().nullable(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
});
export type TAdminPrivacyRequest = z.output<typeof ZAdminPrivacyRequest>;

const ZPrivacyRequests = z.object({ requests: z.array(ZAdminPrivacyRequest) });

/** GET /api/admin/privacy-requests: open ones first by deadline, then the latest closed ones. */
export const privacyRequestsQueryOptions = queryOptions({
  queryKey: ["admin", "privacy-requests"],
  queryFn: async ({ signal }): Promise<TAdminPrivacyRequest[]> =>
    ZPrivacyRequests.parse(await (await apiFetch("/api/admin/privacy-requests", { signal })).json()).requests,
  // A refusal (not an operator) will not change by asking again.
  retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
});

export const usePrivacyRequests = () => useQuery(privacyRequestsQueryOptions);
