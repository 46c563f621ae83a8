import { z } from "zod";
import type { VehicleReport } from "../../../../domain/report/assemble";

// The body is built by the shared domain code (assembleReport) and only ever read through presentReport;
// checking it field by field here would restate assemble.ts. The envelope around it is checked.
const ZVehicleReport = z.custom<VehicleReport>(
  (value) => typeof value === "object" && value !== null && "sections" in value && "score" in value,
);

/** GET /api/public/reports/{accessCode}: what anyone holding the link sees (owner RUT masked). */
export const ZPublicReport = z.object({
  plate: z.string(),
  accessCode: z.string(),
  reportCode: z.string(),
  sharePath: z.string(),
  isDemo: z.boolean(),
  createdAt: z.string(),
  report: ZVehicleReport,
});
export type TPublicReport = z.output<typeof ZPublicReport>;

/** A report as its author receives it after generating it. */
export const ZAuthorReport = ZPublicReport.extend({ id: z.string(), revokedAt: z.string().nullable() });
export type TAuthorReport = z.output<typeof ZAuthorReport>;
