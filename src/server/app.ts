import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { compress } from "hono/compress";
import { csrf } from "hono/csrf";
import { routePath } from "hono/route";
import { CONFIRM_EMAIL_PATH } from "#domain/confirm-email-path";
import { type Auth, CLIENT_IP_HEADER } from "./auth";
import { type Database, isDatabaseUp } from "./db/client";
import type { Env } from "./env";
import { AppError } from "./errors";
import { API_V1_PATH, answerApiV1Error, isApiV1Path } from "./http/api-v1-errors";
import { bearerToken } from "./http/bearer-token";
import { limitBody } from "./http/body-limit";
import { clientIp } from "./http/client-ip";
import type { ApiRequest, AppEnv } from "./http/context";
import { errorAnswerOf } from "./http/error-answer";
import { metricsAccess } from "./http/metrics-access";
import { pages, type WebPages } from "./http/pages";
import { redactPath } from "./http/redact-path";
import { securityHeaders } from "./http/security-headers";
import { sharedReportBodies } from "./http/shared-report-bodies";
import { UNAVAILABLE_MESSAGE } from "./http/unavailable";
import { webAssets } from "./http/web-assets";
import type { Logger } from "./logger";
import type { Mailer } from "./mail/mailer";
import type { Metrics } from "./metrics";
import type { Gateways } from "./payments/select-gateway";
import { SIMULATED_GATEWAY_PATH } from "./payments/simulated-gateway";
import type { VehicleDataProvider } from "./providers/types";
import { adminPurchaseRoutes } from "./routes/admin-purchases";
import { API_DOCUMENT_PATH, serveApiDocument } from "./routes/api-document";
import { apiKeyRoutes } from "./routes/api-keys";
import { apiV1Routes } from "./routes/api-v1";
import { devGatewayRoutes } from "./routes/dev-gateway";
import { emailConfirmationRoutes } from "./routes/email-confirmation";
import { healthRoutes } from "./routes/health";
import { isLotUpload, LOTS_PATH, lotRoutes } from "./routes/lots";
import { meRoutes } from "./routes/me";
import { organisationRoutes } from "./routes/organisations";
import { paymentRoutes } from "./routes/payments";
import { privacyRoutes } from "./routes/privacy";
import { publicReportRoutes, SHARED_REPORT_VIEWS } from "./routes/public-reports";
import { reportRoutes } from "./routes/reports";
import { seoRoutes } from "./routes/seo";
import { sharePreviewRoutes } from "./routes/share-preview";
import { siteRoutes } from "./routes/site";
import { webhookEndpointRoutes } from "./routes/webhook-endpoints";
import { webhookRoutes } from "./routes/webhooks";
import type { RutKeyOf } from "./rut-key";
import { privacyControllerOf } from "./services/privacy/controller";
import { sharedReports } from "./services/reports/public-report";
import type { ReportDeps } from "./services/reports/report-deps";
import { sharePath } from "./services/reports/report-view";
import type { WebhookDeps } from "./services/webhooks/webhook-deps";

export type AppDeps = {
  env: Env;
  db: Database;
  auth: Auth;
  logger: Logger;
  provider: VehicleDataProvider;
  mailer: Mailer;
  payments: Gateways & { webhookSecret: string };
  /** Shared with the report workers, which time the sources and count the queue. */
  metrics: Metrics;
  /** Where reports are queued and made: the jobs, the provider's shared budget and its pace. */
  reports: Pick<ReportDeps, "jobs" | "budget" | "plan" | "gate" | "lotNoDataPerDay">;
  /** The keyed hash of an e-mail under which its free trials are remembered (trial-key.ts). */
  trialKeyOf: (email: string) => string;
  /** The keyed hash of a RUT under which an owner who opposed is listed (rut-key.ts). */
  rutKeyOf: RutKeyOf;
  /** better-auth's secret: it signs the confirmation links that /api/email-confirmation reads. */
  authSecret: string;
  /** The organisations' own webhooks (not Mercado Pago's, which /api/webhooks receives). */
  webhooks: WebhookDeps;
  /** The pages, drawn by React Router; omitted in API-only tests. */
  web?: WebPages;
};

/** Builds the whole HTTP app without listening, so tests drive it in-process with app.request(). */
export function createApp(deps: AppDeps) {
  const { env, auth, logger } = deps;
  const { metrics } = deps;
  // The site's settings of this deployment, as GET /api/site and every page get them.
  const site = {
    dealerSiteUrl: env.DEALER_SITE_URL ?? null,
    contactEmail: env.CONTACT_EMAIL,
    controller: privacyControllerOf(env),
  };
  // Routers declared with createRoute hand their definitions up to it, for /api/openapi.json.
  const app = new OpenAPIHono<AppEnv>();

  const security = securityHeaders({ production: env.NODE_ENV === "production" });
  const recordApiRequest = (request: ApiRequest, status: number, started: number) => {
    const seconds = (performance.now() - started) / 1000;
    metrics.httpRequests.inc({ method: request.method, route: request.route, status });
    metrics.httpDuration.observe({ method: request.method, route: request.route }, seconds);
    const ms = Math.round(seconds * 1000);
    logger.info({ method: request.method, path: redactPath(request.path), status, ms }, "request");
  };
  const answerError = (err: Error, c: Context<AppEnv>): Response => {
    // The versioned API answers every refusal in its own shape, whoever made it (decision 082).
    if (isApiV1Path(c.req.path)) return answerApiV1Error(err, c, logger);
    const { status, error, retryAfterSeconds } = errorAnswerOf(err, c.req.path, logger);
    if (retryAfterSeconds) c.header("retry-after", String(retryAfterSeconds));
    return c.json({ error }, status);
  };

  // The free trials' daily ceiling: what a confirmation grants, and what every read of the viewer says.
  const trials = { db: deps.db, logger, metrics, perDay: env.TRIAL_GRANTS_PER_DAY };

  const publicReportsApi = "/api/public/reports";
  const shared = sharedReports(deps.db);
  const sharedBodies = sharedReportBodies();

  // App-wide middleware: every request passes it, the shared report's lookup included.
  app.use(security);
  app.use(clientIp(env.TRUST_PROXY));
  app.use(async (c, next) => {
    const started = performance.now();
    c.set("logger", logger);
    // Answers of the API are about one visitor (a session, a balance, a report): no cache keeps them,
    // unless a route says otherwise. Set before the handler so error answers carry it too.
    if (c.req.path.startsWith("/api/")) c.header("cache-control", "no-store");
    await next();
    // The matched pattern, not the raw path: one series per route whatever the ids in the URL.
    const request = { method: c.req.method, route: routePath(c), path: c.req.path };
    if (request.path.startsWith("/api/")) recordApiRequest(request, c.res.status, started);
  });

  // better-auth checks Origin and Fetch Metadata itself, and webhooks come from Mercado Pago's servers;
  // our own cookie-authenticated mutations and the simulated gateway's form get Hono's check. JSON bodies
  // and DELETE already need a CORS preflight we never grant. A dealer's system calling /api/v1 with its
  // key is no browser, and /api/v1 reads no cookie, so a bearer request there has nothing to forge; a
  // bearer header anywhere else gets the check like any other request (decision 082).
  const sameOrigin = csrf({ origin: auth.options.trustedOrigins as string[] });
  app.use("/api/*", async (c, next) =>
    c.req.path.startsWith("/api/auth/") ||
    c.req.path.startsWith("/api/webhooks/") ||
    (isApiV1Path(c.req.path) && bearerToken(c.req.header("authorization")) !== null)
      ? next()
      : sameOrigin(c, next),
  );
  app.use("/dev/*", sameOrigin);
  // A lot's file may be 2 MB: its two routes take it under a limit of their own (routes/lots.ts).
  const apiBodyLimit = limitBody();
  app.use("/api/*", (c, next) => (isLotUpload(c.req.path) ? next() : apiBodyLimit(c, next)));
  app.use("/dev/*", limitBody());

  // better-auth's own link confirms on a GET and signs the opener in (decision 057): a mail already sent
  // with it lands on the confirmation page instead, which asks before confirming.
  app.get("/api/auth/verify-email", (c) =>
    c.redirect(`${CONFIRM_EMAIL_PATH}?${new URLSearchParams({ token: c.req.query("token") ?? "" })}`, 302),
  );
  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    // The rate limiter keys on this header, so a client must never be able to choose its value.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.var.clientIp);
    const res = await auth.handler(new Request(c.req.raw, { headers }));
    if (res.status >= 500 && !(await isDatabaseUp(deps.db)))
      return c.json({ error: UNAVAILABLE_MESSAGE }, 503);
    return res;
  });
  app.route("/api/health", healthRoutes({ db: deps.db, gate: deps.reports.gate }));
  app.route(
    "/api/email-confirmation",
    emailConfirmationRoutes({
      ...deps,
      secret: deps.authSecret,
      trialGrantsPerDay: env.TRIAL_GRANTS_PER_DAY,
    }),
  );
  app.get("/metrics", async (c) => {
    const access = metricsAccess(
      env.METRICS_TOKEN,
      c.req.header("authorization"),
      env.NODE_ENV === "production",
    );
    // In production the numbers are only for whoever holds the token: without one, for nobody.
    if (access === "disabled") return c.json({ error: "Métricas desactivadas: falta METRICS_TOKEN" }, 403);
    if (access === "unauthorized") return c.json({ error: "No autorizado" }, 401);
    c.header("content-type", metrics.registry.contentType);
    return c.body(await metrics.registry.metrics());
  });
  // The document is 100 KB of JSON that /desarrolladores reads on every visit.
  app.use(API_DOCUMENT_PATH, compress());
  serveApiDocument(app, env.PUBLIC_URL);
  app.route("/api/me", meRoutes({ ...deps, trials }));
  app.route("/api/organisation/api-keys", apiKeyRoutes(deps));
  app.route("/api/organisation", organisationRoutes({ ...deps, publicUrl: env.PUBLIC_URL }));
  app.route("/api/organisation/webhooks", webhookEndpointRoutes({ ...deps.webhooks, auth }));
  app.route(
    "/api/reports",
    reportRoutes({
      ...deps,
      ...deps.reports,
      metrics,
      trials,
      sourceTimeoutMs: env.REPORT_SOURCE_TIMEOUT_MS,
      publicUrl: env.PUBLIC_URL,
      limits: {
        perAccountPerHour: env.REPORTS_PER_ACCOUNT_PER_HOUR,
        perNetworkPerHour: env.REPORTS_PER_NETWORK_PER_HOUR,
        noDataPerDay: env.NO_DATA_PLATES_PER_DAY,
      },
    }),
  );
  app.route(LOTS_PATH, lotRoutes({ ...deps, ...deps.reports, publicUrl: env.PUBLIC_URL }));
  app.route(
    publicReportsApi,
    publicReportRoutes({ db: deps.db, auth, publicUrl: env.PUBLIC_URL, shared, bodies: sharedBodies }),
  );
  app.route("/api", siteRoutes({ ...deps, operatorEmail: env.OPERATOR_EMAIL, site }));
  // Before privacy's: its guard covers /api/admin/* too, and would answer first with its own message.
  app.route("/api", adminPurchaseRoutes(deps));
  app.route("/api", privacyRoutes({ ...deps, operatorEmail: env.OPERATOR_EMAIL }));
  const { gateway, simulated, webhookSecret } = deps.payments;
  app.route("/api", paymentRoutes({ ...deps, metrics, gateway, includeTestPack: env.ENABLE_TEST_PACK }));
  app.route("/api/webhooks", webhookRoutes({ db: deps.db, gateway, secret: webhookSecret, logger, metrics }));
  if (simulated) {
    const deliver = (request: Request) => Promise.resolve(app.fetch(request));
    app.route(
      SIMULATED_GATEWAY_PATH,
      devGatewayRoutes({
        db: deps.db,
        auth,
        simulated,
        secret: webhookSecret,
        deliver,
        publicUrl: env.PUBLIC_URL,
      }),
    );
  }
  app.route(
    API_V1_PATH,
    apiV1Routes({
      ...deps,
      ...deps.reports,
      metrics,
      sourceTimeoutMs: env.REPORT_SOURCE_TIMEOUT_MS,
      noDataPerDay: env.NO_DATA_PLATES_PER_DAY,
      requestsPerMinute: env.API_REQUESTS_PER_MINUTE,
      publicUrl: env.PUBLIC_URL,
    }),
  );
  app.all(`${API_V1_PATH}/*`, () => {
    throw new AppError("NOT_FOUND", "Recurso no encontrado");
  });
  app.all("/api/*", (c) => c.json({ error: "Recurso no encontrado" }, 404));

  app.route("/", seoRoutes({ publicUrl: env.PUBLIC_URL }));
  app.route("/", sharePreviewRoutes({ db: deps.db, shared }));
  if (deps.web) {
    // A shared link with a slash added on the way (a chat app, a hand-typed address) is the same report.
    app.get("/reporte/:accessCode/", (c) =>
      c.redirect(
        `${sharePath(encodeURIComponent(c.req.param("accessCode")))}${new URL(c.req.url).search}`,
        301,
      ),
    );
    if (deps.web.clientRoot) app.route("/", webAssets(deps.web.clientRoot));
    app.all(
      "*",
      // A page is drawn per request: compressed as it streams (the build's files are sent precompressed).
      compress(),
      pages(deps.web, {
        db: deps.db,
        auth,
        trials,
        publicUrl: env.PUBLIC_URL,
        site,
        shared,
        sharedReportViews: SHARED_REPORT_VIEWS,
        reportPlan: deps.reports.plan,
      }),
    );
  }

  app.onError(answerError);

  return app;
}
