import type { ReportDeps } from "../reports/report-deps";

/**
 * What the lot services need of the report pipeline: a lot's rows are report requests, queued, paced and
 * made as any other (decision 077).
 */
export type LotDeps = Pick<
  ReportDeps,
  "db" | "jobs" | "plan" | "gate" | "now" | "announce" | "lotNoDataPerDay"
>;
