import path from "node:path";
import type { DestinationStream } from "pino";
import { createApp } from "./app";
import { createAuth } from "./auth";
import { resolveAuthSecret, resolveWebhookSecret } from "./auth-secret";
import type { Database } from "./db/client";
import type { Env } from "./env";
import { createLogger } from "./logger";
import { createMailer } from "./mail/mailer";
import { selectGateway } from "./payments/select-gateway";
import { selectProvider } from "./providers/select-provider";
import type { VehicleDataProvider } from "./providers/types";
import { trialKeyOf } from "./trial-key";

/**
 * Wires the whole product from its configuration: the one place that decides which mailer, data
 * provider and payment gateway an environment gets. The entry point, the tests and the benchmarks all
 * build the app through it, so they run the same wiring.
 */
export function composeApp(
  env: Env,
  db: Database,
  opts: {
    webRoot?: string;
    provider?: VehicleDataProvider;
    gatewayMaxRetries?: number;
    logDestination?: DestinationStream;
  } = {},
) {
  const logger = createLogger(env.LOG_LEVEL, opts.logDestination);
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
  const provider = opts.provider ?? selectProvider(env, logger);
  const { app, answerFromNode } = createApp({
    env,
    db,
    auth,
    logger,
    mailer,
    provider,
    payments,
    trialKeyOf: (email) => trialKeyOf(secret, email),
    webRoot: opts.webRoot,
  });
  return { app, answerFromNode, logger };
}
