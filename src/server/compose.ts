import path from "node:path";
import type { DestinationStream } from "pino";
import { createApp } from "./app";
import { createAuth } from "./auth";
import { resolveAuthSecret, resolveWebhookSecret } from "./auth-secret";
import type { DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import type { WebPages } from "./http/pages";
import { createLogger, type Logger } from "./logger";
import { createMailer } from "./mail/mailer";
import { createMetrics } from "./metrics";
import { selectGateway } from "./payments/select-gateway";
import { selectProvider } from "./providers/select-provider";
import { createSharedBudget, FREE_TURN } from "./providers/shared-budget";
import type { VehicleDataProvider } from "./providers/types";
import { createJobQueue } from "./queue/job-queue";
import { rutKeyOf } from "./rut-key";
import { makeReport, requeueStranded } from "./services/reports/make-report";
import { queuedCount } from "./services/reports/report-state";
import { isDiskFull } from "./storage-errors";
import { trialKeyOf } from "./trial-key";

/**
 * Wires the whole product from its configuration: the one place that decides which mailer, data
 * provider and payment gateway an environment gets. The entry point, the tests and the benchmarks all
 * build the app through it, so they run the same wiring.
 */
/**
 * Boostr requests one report sends: by plate the vehicle, SOAP, inspection, tickets and crossings without a
 * TAG; then, from the vehicle's answer, TAG by the owner's RUT, recalls by the VIN and the catalogue's
 * versions. The catalogue's brands and models are kept a day, so they are not counted: when they are
 * asked, they wait for a slot of their own.
 */
const BOOSTR_CALLS_BY_PLATE = 5;
const BOOSTR_CALLS_BY_VEHICLE = 3;
const SWEEP_EVERY_MS = 15_000;

export function composeApp(
  env: Env,
  database: Pick<DatabaseHandle, "db" | "execute">,
  opts: {
    web?: WebPages;
    provider?: VehicleDataProvider;
    gatewayMaxRetries?: number;
    logDestination?: DestinationStream;
    /** The process's own, when it already logs before the app exists (the database's connections). */
    logger?: Logger;
  } = {},
) {
  const { db } = database;
  const logger = opts.logger ?? createLogger(env.LOG_LEVEL, opts.logDestination);
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.resolve(env.DATA_DIR, "outbox"),
    logger,
  });
  const secret = resolveAuthSecret(env);
  const auth = createAuth({ db, env, secret, mailer, logger });
  const payments = {
    ...selectGateway(env, db, { maxRetries: opts.gatewayMaxRetries }),
    webhookSecret: resolveWebhookSecret(env),
  };
  // Boostr's plan is one budget for the whole deployment; demo data (or a provider a test brings) has none.
  // Longer than a report can take once started: sources one after the other, and the wait of the lookups
  // keyed by the vehicle for their turn. The report's first turn is taken before its job is fetched, so
  // however long the queue, that wait is no part of it (decision 059).
  const expireInSeconds = Math.ceil(
    (2 * env.REPORT_SOURCE_TIMEOUT_MS) / 1000 + 3 * env.BOOSTR_RATE_WINDOW_S + 10,
  );
  const budget =
    env.BOOSTR_API_KEY && !opts.provider
      ? createSharedBudget(db, {
          limit: env.BOOSTR_RATE_LIMIT,
          windowMs: env.BOOSTR_RATE_WINDOW_S * 1000,
          abandonedAfterMs: expireInSeconds * 1000,
        })
      : null;
  const provider = opts.provider ?? selectProvider(env, logger, budget?.limiter);
  const jobs = createJobQueue(database.execute, {
    workers: env.REPORT_WORKERS,
    expireInSeconds,
    logger,
  });
  const reports = {
    jobs,
    budget,
    plan: budget
      ? {
          callsByPlate: BOOSTR_CALLS_BY_PLATE,
          callsByVehicle: BOOSTR_CALLS_BY_VEHICLE,
          secondsPerReport:
            ((BOOSTR_CALLS_BY_PLATE + BOOSTR_CALLS_BY_VEHICLE) * env.BOOSTR_RATE_WINDOW_S) /
            env.BOOSTR_RATE_LIMIT,
        }
      : { callsByPlate: 0, callsByVehicle: 0, secondsPerReport: 1 },
  };
  const metrics = createMetrics({ queueDepth: () => queuedCount({ db }) });
  const keyOfRut = (rut: string) => rutKeyOf(secret, rut);
  const reportDeps = {
    db,
    provider,
    sourceTimeoutMs: env.REPORT_SOURCE_TIMEOUT_MS,
    metrics,
    rutKeyOf: keyOfRut,
    ...reports,
  };
  jobs
    .work(
      (signal) => (budget ? budget.takeTurn(BOOSTR_CALLS_BY_PLATE, signal) : Promise.resolve(FREE_TURN)),
      (job, turn) =>
        makeReport(reportDeps, job, turn).catch((err) => {
          // The queue fails the run without a word; a full disk is the operator's to fix, so it is said.
          if (isDiskFull(err))
            logger.error({ err, requestId: job.requestId }, "disk full: a report could not be saved");
          throw err;
        }),
    )
    .catch((err) => logger.error({ err }, "report workers did not start"));
  const sweep = setInterval(() => {
    requeueStranded(reportDeps).catch((err) => logger.warn({ err }, "requeueing stranded reports failed"));
  }, SWEEP_EVERY_MS).unref();
  const app = createApp({
    env,
    db,
    auth,
    logger,
    mailer,
    provider,
    payments,
    reports,
    metrics,
    trialKeyOf: (email) => trialKeyOf(secret, email),
    rutKeyOf: keyOfRut,
    authSecret: secret,
    web: opts.web,
  });
  /**
   * Stops taking jobs; running reports have `graceMs` to finish, then go back to the queue at once, and
   * the pages following a report here are told to ask again (ReportJobs.stopped).
   */
  const stop = async (graceMs = 0) => {
    clearInterval(sweep);
    await jobs.stop(graceMs);
  };
  return { app, logger, provider, stop };
}
