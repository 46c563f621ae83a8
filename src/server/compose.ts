import path from "node:path";
import type { DestinationStream } from "pino";
import { quotaWarningCrossed } from "#domain/provider/daily-quota";
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
import { withAnswerCache } from "./providers/answer-cache";
import { createProviderGate, type ProviderGate } from "./providers/provider-gate";
import { selectProvider } from "./providers/select-provider";
import { createSharedBudget, FREE_TURN } from "./providers/shared-budget";
import type { VehicleDataProvider } from "./providers/types";
import { createJobQueue } from "./queue/job-queue";
import { REPORT_JOB, WEBHOOK_JOB } from "./queue/job-types";
import { rutKeyOf } from "./rut-key";
import { purgeIdempotencyKeys } from "./services/api/idempotency";
import { endStalledLots } from "./services/lots/end-stalled-lots";
import { deleteAbandonedOrganisations } from "./services/organisations/abandoned-organisations";
import { endWaitingPastTheDay } from "./services/reports/end-past-the-day";
import { makeReport, requeueStranded } from "./services/reports/make-report";
import { bestWaitingTurn, promisedCalls, queuedCount } from "./services/reports/report-state";
import { announceEnded } from "./services/webhooks/announce-events";
import { deliverWebhook } from "./services/webhooks/deliver-webhook";
import { createPoster, type Resolve, systemResolve } from "./services/webhooks/outbound";
import { secretBox } from "./services/webhooks/signing-secret";
import { purgeDeliveries, resendStranded } from "./services/webhooks/webhook-housekeeping";
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
 * asked, they are owed to the report's turn on demand (shared-budget.ts).
 */
const BOOSTR_CALLS_BY_PLATE = 5;
const BOOSTR_CALLS_BY_VEHICLE = 3;
/**
 * What a report's turn claims before it starts: every request but the catalogue's versions, which the
 * catalogue kept answers for a car of a model seen that day. When it is asked, its slot is owed to the
 * turn then; a slot claimed and not used would hold the next report back until this one ended.
 */
const BOOSTR_CALLS_CLAIMED = BOOSTR_CALLS_BY_PLATE + BOOSTR_CALLS_BY_VEHICLE - 1;
const SWEEP_EVERY_MS = 15_000;
/** Old deliveries are purged by the sweep this often: the log keeps days, an hour more is nothing. */
const PURGE_DELIVERIES_EVERY_MS = 60 * 60 * 1000;

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
    /** How webhook hosts are resolved, and one more certificate authority to trust: a test's receiver's. */
    webhooks?: { resolve?: Resolve; ca?: string };
  } = {},
) {
  const { db } = database;
  const logger = opts.logger ?? createLogger(env.LOG_LEVEL, opts.logDestination);
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.resolve(env.DATA_DIR, "outbox"),
    logger,
    site: { publicUrl: env.PUBLIC_URL, contactEmail: env.CONTACT_EMAIL },
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
  const dailyLimit = env.BOOSTR_DAILY_LIMIT ?? null;
  const budget =
    env.BOOSTR_API_KEY && !opts.provider
      ? createSharedBudget(db, {
          limit: env.BOOSTR_RATE_LIMIT,
          windowMs: env.BOOSTR_RATE_WINDOW_S * 1000,
          abandonedAfterMs: expireInSeconds * 1000,
          dailyLimit,
          onDailyUse: (before, after) => warnOfQuota(logger, dailyLimit, before, after),
          waitingRank: () => bestWaitingTurn({ db }),
        })
      : null;
  // Known once the provider exists; its client tells it of a refused key from the first request on.
  let gate: ProviderGate | null = null;
  const metrics = createMetrics({
    queueDepth: () => queuedCount({ db }),
    providerState: () => gate?.state() ?? Promise.resolve(null),
  });
  const direct =
    opts.provider ??
    selectProvider(env, logger, {
      limiter: budget?.limiter,
      onRequest: (endpoint, outcome) => {
        metrics.boostrRequests.inc({ endpoint, outcome });
        if (outcome === "key_rejected")
          gate?.record("key_rejected").catch((err) => logger.warn({ err }, "the breaker could not record"));
      },
    });
  // Boostr's answers are reused for a while: each call is a call of the plan's day.
  const answers = budget
    ? withAnswerCache(direct, db, {
        secret,
        reuseMs: env.BOOSTR_REUSE_S * 1000,
        logger,
        onReuse: async (source) => {
          metrics.sourceReused.inc({ source });
          // The plate-fines service is not Boostr's: it holds no slot of the plan.
          if (source !== "plateFines") await budget.forgoOne();
        },
      })
    : null;
  const provider = answers?.provider ?? direct;
  const jobs = createJobQueue(database.execute, {
    types: [REPORT_JOB, WEBHOOK_JOB],
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
    // Read by a lot's preview and creation and by each of its rows before they ask any source.
    lotNoDataPerDay: env.LOT_NO_DATA_PLATES_PER_DAY,
  };
  gate = budget
    ? createProviderGate(db, {
        budget,
        callsPerReport: BOOSTR_CALLS_BY_PLATE + BOOSTR_CALLS_BY_VEHICLE,
        callsAtStart: BOOSTR_CALLS_BY_PLATE,
        promisedCalls: () => promisedCalls({ db, plan: reports.plan }),
        openForMs: env.BOOSTR_BREAKER_OPEN_S * 1000,
        // Asked of Boostr itself, not of the answers kept: the point is whether it answers now.
        probe: async () => (await direct.vehicle(env.BOOSTR_PROBE_PLATE)).status !== "unavailable",
        logger,
      })
    : null;
  const keyOfRut = (rut: string) => rutKeyOf(secret, rut);
  const webhooks = {
    db,
    jobs,
    secrets: secretBox(secret),
    resolve: opts.webhooks?.resolve ?? systemResolve,
    allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE,
    logger,
  };
  const poster = createPoster({ ...webhooks, ca: opts.webhooks?.ca });
  const reportDeps = {
    db,
    provider,
    sourceTimeoutMs: env.REPORT_SOURCE_TIMEOUT_MS,
    metrics,
    rutKeyOf: keyOfRut,
    gate,
    ...reports,
    // After the outcome is stored: a failure here is logged, and the report stands.
    announce: (requestIds: readonly string[]) =>
      announceEnded(webhooks, requestIds).catch((err) =>
        logger.warn({ err }, "webhook events could not be announced"),
      ),
  };
  jobs
    .work(
      REPORT_JOB,
      async (signal) => {
        // Queued reports wait while the provider is down or the day is spent, instead of burning through.
        await gate?.waitUntilServing(signal);
        // A report's requests are claimed at once: those keyed by the vehicle then wait for no round trip
        // once it answered, and none of a later report's can come between.
        return budget ? budget.takeTurn(BOOSTR_CALLS_CLAIMED, signal) : FREE_TURN;
      },
      (job, turn) =>
        makeReport(reportDeps, job, turn).catch((err) => {
          // The queue fails the run without a word; a full disk is the operator's to fix, so it is said.
          if (isDiskFull(err))
            logger.error({ err, requestId: job.payload.requestId }, "disk full: a report could not be saved");
          throw err;
        }),
    )
    .catch((err) => logger.error({ err }, "report workers did not start"));
  // A delivery waits for nothing before it is fetched: no provider, no budget.
  jobs
    .work(
      WEBHOOK_JOB,
      async () => ({ release: async () => {} }),
      (job) => deliverWebhook({ ...webhooks, poster }, job),
    )
    .catch((err) => logger.error({ err }, "webhook workers did not start"));
  let deliveriesPurgedAt = 0;
  const sweep = setInterval(() => {
    requeueStranded(reportDeps).catch((err) => logger.warn({ err }, "requeueing stranded reports failed"));
    endStalledLots(reportDeps).catch((err) =>
      logger.warn({ err }, "ending lots the provider stalled failed"),
    );
    endWaitingPastTheDay(reportDeps).catch((err) =>
      logger.warn({ err }, "ending reports waiting past the day's quota failed"),
    );
    answers?.purge().catch((err) => logger.warn({ err }, "deleting expired source answers failed"));
    gate?.probeIfDue().catch((err) => logger.warn({ err }, "probing the data provider failed"));
    purgeIdempotencyKeys(db).catch((err) => logger.warn({ err }, "purging old idempotency keys failed"));
    resendStranded(webhooks).catch((err) => logger.warn({ err }, "resending stranded webhooks failed"));
    deleteAbandonedOrganisations({ db, logger }).catch((err) =>
      logger.warn({ err }, "deleting abandoned organisations failed"),
    );
    if (Date.now() - deliveriesPurgedAt >= PURGE_DELIVERIES_EVERY_MS) {
      deliveriesPurgedAt = Date.now();
      purgeDeliveries(webhooks).catch((err) => logger.warn({ err }, "purging old webhook deliveries failed"));
    }
  }, SWEEP_EVERY_MS).unref();
  const app = createApp({
    env,
    db,
    auth,
    logger,
    mailer,
    provider,
    payments,
    reports: { ...reports, gate },
    metrics,
    trialKeyOf: (email) => trialKeyOf(secret, email),
    rutKeyOf: keyOfRut,
    authSecret: secret,
    webhooks,
    web: opts.web,
  });
  /**
   * Stops taking jobs; running reports have `graceMs` to finish, then go back to the queue at once, and
   * the pages following a report here are told to ask again (ReportJobs.stopped).
   */
  const stop = async (graceMs = 0) => {
    clearInterval(sweep);
    await jobs.stop(graceMs);
    await poster.close();
  };
  return { app, logger, provider, stop };
}

/** The operator hears when the day's calls pass 80 % of the plan's, and when they reach it. */
function warnOfQuota(logger: Logger, limit: number | null, before: number, after: number) {
  const crossed = quotaWarningCrossed(limit, before, after);
  if (crossed === 100)
    logger.warn(
      { used: after, limit },
      "Boostr's daily quota is spent: new reports are refused until midnight",
    );
  else if (crossed) logger.warn({ used: after, limit }, `Boostr's daily quota is ${crossed} % used`);
}
