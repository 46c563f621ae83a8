import cluster from "node:cluster";
import type { AddressInfo } from "node:net";
import { composeApp } from "./compose";
import { databaseTargetOf, openDatabase } from "./db/client";
import { ConfigError, type Env, loadEnv } from "./env";
import type { WebPages } from "./http/pages";
import { createLogger } from "./logger";
import { type BeforeApp, serveApp } from "./serve";
import { housekeeping } from "./services/privacy/housekeeping";
import { seedDemoFleet } from "./services/reports/demo-fleet";
import { startFailureLine } from "./storage-errors";
import { nextRestart } from "./worker-restarts";

const HOUSEKEEPING_EVERY_MS = 10 * 60 * 1000;
/** On SIGTERM, how long running reports may take to finish before they go back to the queue. */
const REPORT_GRACE_MS = 5_000;
/** On SIGTERM, when a shutdown that hangs (a database that does not answer) is cut short. */
const FORCED_EXIT_MS = 9_000;

/** How the process gets its pages: the build's (npm start) or Vite's (npm run dev). */
export type RunOptions = {
  web: () => Promise<WebPages | undefined>;
  /** Development only: Vite's middleware, which answers its own paths before the app. */
  before?: BeforeApp;
  /** Called once the server has closed. */
  onStop?: () => Promise<void>;
};

async function main(env: Env, opts: RunOptions) {
  const logger = createLogger(env.LOG_LEVEL);
  // A rejection nobody awaits is one operation that failed, its caller already gone: pg-boss completes
  // and fails jobs without awaiting it, so with the database away each finished job rejects (the job
  // then expires and runs again). Nothing half-done is left in this process: log it and keep serving.
  process.on("unhandledRejection", (err) => logger.error({ err }, "unhandled rejection"));
  // A thrown exception nobody caught stopped some code half-way, leaving state nobody can vouch for:
  // a programming error, not the database (whose errors are all listened to). End, so that the cluster's
  // primary or the service manager starts a clean process.
  process.on("uncaughtException", (err) => {
    logger.fatal({ err }, "uncaught exception");
    process.exit(1);
  });
  const database = await openDatabase(databaseTargetOf(env), { logger });
  const composed = composeApp(env, database, { web: await opts.web(), logger });
  // Before the first request, so the first demo report already has similar cars to stand among.
  const fleet = await seedDemoFleet(database.db, composed.provider);
  if (fleet) logger.info({ reports: fleet }, "demo data: made the demo fleet's reports");

  const server = serveApp(composed, { port: env.PORT, hostname: env.HOST, before: opts.before });
  server.once("listening", () => {
    logger.info(
      {
        host: env.HOST,
        port: (server.address() as AddressInfo).port,
        database: database.kind,
        mail: env.SMTP_URL ? "smtp" : "outbox",
      },
      `Patente Clara escuchando en ${env.PUBLIC_URL}`,
    );
  });

  // Every instance keeps house (retention periods, expired rows): deleting rows already gone costs
  // nothing, and no instance has to be the one.
  const keepHouse = () => housekeeping({ db: database.db, logger });
  // The first run at a random moment of the first interval: instances started together by a deploy do
  // not all sweep at once.
  let pruning: NodeJS.Timeout | undefined;
  const firstRun = setTimeout(() => {
    void keepHouse();
    pruning = setInterval(keepHouse, HOUSEKEEPING_EVERY_MS).unref();
  }, Math.random() * HOUSEKEEPING_EVERY_MS).unref();

  // On SIGTERM: no new connections and no new jobs; running reports have REPORT_GRACE_MS to finish, then go
  // back to the queue at once (another instance or the next start takes them, without waiting for their
  // expiry), and the report streams still open are told to ask again ('reintenta'); then the database
  // closes and the process exits 0. Everything fits before the forced exit, and both within the 10 s a
  // container usually gets between SIGTERM and SIGKILL.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    clearTimeout(firstRun);
    clearInterval(pruning);
    const force = setTimeout(() => {
      logger.error("shutdown did not finish in time");
      process.exit(1);
    }, FORCED_EXIT_MS).unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // server.close only ends the connections idle at that moment; a kept-alive one whose answer ends later
    // (a stream told to ask again) is ended as soon as it is idle too.
    const idle = setInterval(() => server.closeIdleConnections(), 100).unref();
    (async () => {
      await composed.stop(REPORT_GRACE_MS);
      await closed;
      clearInterval(idle);
      await opts.onStop?.();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    })().catch((err) => {
      logger.error({ err }, "shutdown failed");
      process.exit(1);
    });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/**
 * WEB_CONCURRENCY > 1: the primary applies migrations once, then forks that many workers sharing the
 * port, and replaces a worker that dies, after a back-off (worker-restarts.ts). Each worker is a full,
 * stateless instance.
 */
async function start(opts: RunOptions) {
  const env = loadEnv();
  if (env.WEB_CONCURRENCY <= 1 || !cluster.isPrimary) return main(env, opts);
  // loadEnv has checked that more than one worker comes with DATABASE_URL.
  const database = await openDatabase({ url: env.DATABASE_URL as string });
  await database.close();
  let stopping = false;
  let streak = 0;
  const bornAt = new Map<number, number>();
  const replacements = new Set<NodeJS.Timeout>();
  const fork = () => bornAt.set(cluster.fork().id, Date.now());
  for (let i = 0; i < env.WEB_CONCURRENCY; i++) fork();
  cluster.on("exit", (worker, code) => {
    const lived = Date.now() - (bornAt.get(worker.id) ?? 0);
    bornAt.delete(worker.id);
    if (stopping) return;
    const next = nextRestart(streak, lived);
    streak = next.streak;
    console.error(`worker ${worker.process.pid} exited with ${code}; starting another in ${next.delayMs} ms`);
    const replacement = setTimeout(() => {
      replacements.delete(replacement);
      fork();
    }, next.delayMs);
    replacements.add(replacement);
  });
  const stop = () => {
    stopping = true;
    for (const replacement of replacements) clearTimeout(replacement);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

/**
 * Starts the product (src/server/index.ts, src/server/dev.ts); a configuration error, a full disk or a
 * data folder it cannot write ends it with one line in Spanish.
 */
export function run(opts: RunOptions): void {
  start(opts).catch((err) => {
    if (err instanceof ConfigError) {
      console.error(err.message);
    } else {
      // start() read the environment before anything could fail, so reading it again succeeds.
      console.error(startFailureLine(err, loadEnv()) ?? err);
    }
    process.exit(1);
  });
}
