import type { Database } from "#server/db/client";
import type { Logger } from "#server/logger";
import type { ReportJobs } from "../reports/report-deps";
import type { Resolve } from "./outbound";
import type { SecretBox } from "./signing-secret";

/** What the webhook use-cases need (decision 084). */
export type WebhookDeps = {
  db: Database;
  /** Where deliveries are queued: one WEBHOOK_JOB each, with the delivery's id. */
  jobs: Pick<ReportJobs, "sendMany" | "fates">;
  /** Keeps the endpoints' signing secrets encrypted under the server's secret. */
  secrets: SecretBox;
  /** How a registered URL's host is resolved before its addresses are checked. */
  resolve: Resolve;
  /** WEBHOOKS_ALLOW_PRIVATE: loopback and private addresses too (development and tests only). */
  allowPrivate: boolean;
  logger: Logger;
};
