import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { MyReportAnswer, PageContext, SharedReportAnswer } from "#domain/contract/page-context";
import { ZReportId } from "#domain/contract/reports";
import { firstError } from "#domain/forms/issues";
import type { Auth } from "../auth";
import type { Database } from "../db/client";
import { AppError } from "../errors";
import { type RateRule, spendBudget } from "../rate-limits";
import { resolveActor } from "../services/actor";
import type { TrialGrantDeps } from "../services/credits/trial-grants";
import type { SharedReports } from "../services/reports/public-report";
import type { ReportDeps } from "../services/reports/report-deps";
import { reportState } from "../services/reports/report-state";
import type { AppEnv } from "./context";
import { errorAnswerOf } from "./error-answer";
import { redactPath } from "./redact-path";
import { stateAnswer } from "./report-state-answer";
import { NO_SESSION_MESSAGE } from "./require-session";
import { viewerOf } from "./viewer";

/** React Router's server build: the built module, or (in development) how to load it from Vite. */
export type WebPages = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** The browser's files (dist/web/client); in development Vite serves them. */
  clientRoot?: string;
};

/** The front end as `vite build` wrote it under `webRoot`, or undefined when it has not been built. */
export async function builtPages(webRoot: string): Promise<WebPages | undefined> {
  const serverFile = path.join(webRoot, "server/index.js");
  if (!existsSync(serverFile)) return undefined;
  const build = (await import(pathToFileURL(serverFile).href)) as ServerBuild;
  return { build, mode: "production", clientRoot: path.join(webRoot, "client") };
}

export type PageDeps = {
  db: Database;
  auth: Auth;
  /** The free trials' daily ceiling, which the viewer's balance follows (trial-grants.ts). */
  trials: TrialGrantDeps;
  publicUrl: string;
  site: PageContext["site"];
  shared: SharedReports;
  /** The budget a shared report's page shares with the API's GET of it. */
  sharedReportViews: RateRule;
  /** The queue's pace, for where an author's report still waiting stands. */
  reportPlan: ReportDeps["plan"];
};

/** What the page loaders of one request may ask of the server (PageContext), bound to that request. */
function pageContext(deps: PageDeps, c: Context<AppEnv>): PageContext {
  let viewer: ReturnType<PageContext["viewer"]> | undefined;
  // Once per request, however many loaders ask.
  const viewerOnce = () => {
    viewer ??= viewerOf(deps, c.req.raw.headers);
    return viewer;
  };
  const refusal = (err: unknown) => {
    const { status, error, retryAfterSeconds } = errorAnswerOf(err as Error, c.req.path, c.var.logger);
    return { status, message: error, retryAfterSeconds };
  };
  return {
    nonce: c.get("secureHeadersNonce") ?? "",
    publicUrl: deps.publicUrl,
    viewer: viewerOnce,
    site: deps.site,
    sharedReport: async (accessCode): Promise<SharedReportAnswer> => {
      try {
        await spendBudget(deps.db, deps.sharedReportViews, c.get("clientIp"));
        return { status: 200, report: (await deps.shared.find(accessCode)).view };
      } catch (err) {
        return refusal(err);
      }
    },
    // The checks of GET /api/reports/{id}: its session, then its address's schema, then the same use-case.
    myReport: async (id): Promise<MyReportAnswer> => {
      try {
        const me = await viewerOnce();
        if (!me) throw new AppError("UNAUTHENTICATED", NO_SESSION_MESSAGE);
        const reportId = ZReportId.safeParse(id);
        if (!reportId.success) throw new AppError("NOT_FOUND", firstError(reportId.error));
        const actor = await resolveActor(deps.db, me.user.id);
        const state = await reportState({ db: deps.db, plan: deps.reportPlan }, actor, reportId.data);
        return { status: 200, state: stateAnswer(state) };
      } catch (err) {
        return refusal(err);
      }
    },
    logError: (error) => c.var.logger.error({ err: error, path: redactPath(c.req.path) }, "page failed"),
  };
}

/** What a page answers a method it does not take (405, with `Allow: GET, HEAD`). */
export const METHOD_NOT_ALLOWED_MESSAGE = "Método no permitido: esta dirección es una página.";

/** Whether any route module takes a form (exports an action): only then may a page take more than reads. */
async function takesForms(web: WebPages): Promise<boolean> {
  const build = typeof web.build === "function" ? await web.build() : web.build;
  return Object.values(build.routes).some((route) => route?.module.action !== undefined);
}

/**
 * Every page, drawn by React Router on the server from the same use-cases as the API, behind the app's
 * middleware like any other route.
 */
export function pages(web: WebPages, deps: PageDeps) {
  const handle = createRequestHandler(web.build, web.mode);
  return createMiddleware<AppEnv>(async (c) => {
    // React Router would draw its error page for any other method and log it as a page that failed, with
    // a stack, once per request of whoever sends them: it is a visitor's mistake, not ours.
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && !(await takesForms(web))) {
      c.var.logger.debug({ method: c.req.method, path: redactPath(c.req.path) }, "page method not allowed");
      return c.text(METHOD_NOT_ALLOWED_MESSAGE, 405, { allow: "GET, HEAD" });
    }
    const res = await handle(c.req.raw, pageContext(deps, c));
    // A page names the hashed files of the build that drew it, and may show the viewer's own data.
    if (!res.headers.has("cache-control")) res.headers.set("cache-control", "private, no-cache");
    return res;
  });
}
