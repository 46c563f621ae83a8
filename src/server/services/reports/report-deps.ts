import type { EventEmitter } from "node:events";
import type { Database } from "#server/db/client";
import type { Metrics } from "#server/metrics";
import type { ProviderGate } from "#server/providers/provider-gate";
import type { SharedBudget } from "#server/providers/shared-budget";
import type { VehicleDataProvider } from "#server/providers/types";
import type { JobQueue } from "#server/queue/job-queue";
import type { RutKeyOf } from "#server/rut-key";

/**
 * What changed in a request: its sources' progress, its start, or its end (done or failed). An end said by
 * the save that made the report carries its row, as stored: a waiting answer on this instance needs no
 * read of it.
 */
export type RequestChange = "progress" | "started" | "ended";

/** Where queued reports go: one durable job per request (queue/job-queue.ts). */
export type ReportJobs = {
  /** Queues a job of a declared type (queue/job-types.ts): the report's is REPORT_JOB. */
  send: JobQueue["send"];
  /** Queues many jobs of one type in one statement: a lot's rows. */
  sendMany: JobQueue["sendMany"];
  /** How the queue holds jobs of a type by id; a request without one is missing from the map. */
  fates: JobQueue["fates"];
  /** Says when a request changed on this instance (emit(id, RequestChange)), so a waiting answer looks at once. */
  changes: EventEmitter;
  /** Aborted once this instance stopped and handed its reports back: a waiting page is told to ask again. */
  stopped: AbortSignal;
};

export type ReportDeps = {
  db: Database;
  provider: VehicleDataProvider;
  sourceTimeoutMs: number;
  jobs: ReportJobs;
  /** The provider's plan shared by every instance; null for a provider without one (demo data). */
  budget: SharedBudget | null;
  /**
   * Requests one report sends to the budgeted provider: those keyed by the plate and those keyed by the
   * vehicle's answer, all claimed by its turn; and one report's share of the provider's window.
   */
  plan: { callsByPlate: number; callsByVehicle: number; secondsPerReport: number };
  /**
   * Plates without vehicle data one organisation's lots may ask about in 24 hours (decision 094): a lot
   * past it is refused, and a lot's row reached past it ends without asking any source.
   */
  lotNoDataPerDay: number;
  /** The provider's breaker and daily quota; null for a provider without a plan (demo data). */
  gate?: ProviderGate | null;
  /** The keyed hash an opposed owner's RUT is listed under (owner_suppressions). */
  rutKeyOf: RutKeyOf;
  metrics?: Metrics;
  now?: () => Date;
  /**
   * Told of requests that just ended, done or failed, once that is stored: their organisation's webhooks
   * (services/webhooks/announce-events.ts). It never throws, so nothing it does can fail a report.
   */
  announce?: (requestIds: readonly string[]) => Promise<void>;
};
