// zod/mini: the shared report page needs only these checks, and its first paint waits for every byte.
import { z } from "zod/mini";
import type { VehicleReport } from "../../../../domain/report/assemble";

// The body is built by the shared domain code (assembleReport) and only ever read through presentReport;
// checking it field by field here would restate assemble.ts. The envelope around it is checked.
const ZVehicleReport = z.custom<VehicleReport>(
  (value) => typeof value === "object" && value !== null && "sections" in value && "score" in value,
);

/**
 * GET /api/public/reports/{accessCode}: what anyone holding the link sees (the server's shared view: the
 * owner's initials, RUT and serials cut short), and until when the link works.
 */
export const ZPublicReport = z.object({
  plate: z.string(),
  accessCode: z.string(),
  reportCode: z.string(),
  sharePath: z.string(),
  isDemo: z.boolean(),
  createdAt: z.string(),
  shareExpiresAt: z.string(),
  report: ZVehicleReport,
});
export type TPublicReport = z.output<typeof ZPublicReport>;

/**
 * What a report page sent by the server carries for its code (renderPublicReport, renderRefusal): the
 * report, or the server's refusal, so the page's code neither asks again nor spends another lookup.
 */
export const ZReportPageData = z.union([
  z.object({ report: ZPublicReport }),
  z.object({ accessCode: z.string(), refusal: z.object({ status: z.number(), message: z.string() }) }),
]);
export type TReportPageData = z.output<typeof ZReportPageData>;

/** A report as its author receives it after generating it: the full view, and the link's state. */
export const ZAuthorReport = z.extend(ZPublicReport, { id: z.string(), revokedAt: z.nullable(z.string()) });
export type TAuthorReport = z.output<typeof ZAuthorReport>;
