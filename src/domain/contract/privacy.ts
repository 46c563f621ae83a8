import { z } from "zod";
import { RIGHT_VALUES } from "../privacy/rights";

// The answers of the rights requests' routes; what they receive is in forms/privacy-request.ts, which the
// forms share.

/** POST /api/privacy-requests (201): the request's id and its legal deadline (yyyy-mm-dd). */
export const ZPrivacyReceipt = z.object({ id: z.string(), deadline: z.string() });
export type TPrivacyReceipt = z.output<typeof ZPrivacyReceipt>;

/** A rights request as the operators see it. */
const ZAdminPrivacyRequest = z.object({
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

/** GET /api/admin/privacy-requests: open ones first by deadline, then the latest closed ones. */
export const ZPrivacyRequests = z.object({ requests: z.array(ZAdminPrivacyRequest) });

/** The request as closed, and how many reports had their owner hidden by it. */
export const ZClosedPrivacyRequest = ZAdminPrivacyRequest.extend({ hiddenReports: z.number() });
export type TClosedPrivacyRequest = z.output<typeof ZClosedPrivacyRequest>;
