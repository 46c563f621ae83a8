import { pathToFileURL } from "node:url";
import { createMiddleware } from "hono/factory";
import type { Database } from "../db/client";
import { AppError } from "../errors";
import type { AppEnv } from "../http/context";
import { sendEncoded } from "../http/encoded-body";
import { rateLimitedError, withinBudget } from "../http/rate-limit";
import type { SharedReportBodies } from "../http/shared-report-bodies";
import type { PrerenderedPage } from "../http/web-assets";
import type { Logger } from "../logger";
import { canonicalAccessCode, type SharedReports } from "../services/reports/public-report";
import type { PublicReport } from "../services/reports/report-view";
import { NOT_INDEXED, PUBLIC_REPORT_LOOKUPS, REVALIDATE_ALWAYS } from "./public-reports";

/** What src/web/prerender/render.tsx gives the server. */
type RenderModule = {
  renderPublicReport: (report: PublicReport) => { root: string; data: string };
  renderRefusal: (
    accessCode: string,
    refusal: { status: number; message: string },
  ) => {
    root: string;
    data: string;
  };
};

/** The page's template cut where the markup of #root and the page's data go. */
function splitTemplate(page: PrerenderedPage) {
  if (!page.serverRender) return undefined;
  const { template, outlet } = page.serverRender;
  const [beforeRoot, rest, ...more] = template.split(outlet);
  const bodyEnd = rest?.lastIndexOf("</body>") ?? -1;
  if (beforeRoot === undefined || rest === undefined || more.length || bodyEnd < 0) return undefined;
  return {
    beforeRoot,
    afterRoot: rest.slice(0, bodyEnd),
    end: rest.slice(bodyEnd),
  };
}

type Template = NonNullable<ReturnType<typeof splitTemplate>>;

/** The page with `root` drawn into #root and `data` after it, where the page's code reads it first. */
const drawn = (template: Template, { root, data }: { root: string; data: string }): string =>
  `${template.beforeRoot}${root}${template.afterRoot}${data}${template.end}`;

/** The two pages the server sends: the report drawn in, or the reason there is none drawn in. */
const pagesFrom = (template: Template, module: RenderModule, logger: Logger) => ({
  report: (report: PublicReport): string => drawn(template, module.renderPublicReport(report)),
  /** Undefined if it cannot be drawn: the plain frame then goes out, and the API explains. */
  refusal: (accessCode: string, refusal: AppError) => {
    try {
      const { status, message } = refusal;
      return { html: drawn(template, module.renderRefusal(accessCode, { status, message })), status };
    } catch (err) {
      logger.error({ err }, "report page refusal not drawn: sent as a frame");
      return undefined;
    }
  },
});

/**
 * The public report page (/reporte/:accessCode) sent with its report drawn in: a phone on a slow network
 * shows the report as soon as the HTML and its stylesheet arrive, before the page's code, and a browser
 * without scripts shows it too. The report travels along as data, so the code draws the same page
 * without asking the server again.
 *
 * Each page counts one lookup against the client's budget, shared with the API, before the code is
 * looked up. A refusal (no such report, a withdrawn or expired link, over the budget) is drawn in too,
 * and carried as data, under its status: a browser without scripts reads the reason, and the page's code
 * shows it without spending another lookup. Anything else (an
 * unavailable database, a build without the render module) leaves the frame to the next handler, and the
 * page's code asks the API, whose answer says why in Spanish.
 */
export function reportPage(deps: {
  db: Database;
  shared: SharedReports;
  bodies: SharedReportBodies;
  page: PrerenderedPage | undefined;
  logger: Logger;
}) {
  const { page, logger } = deps;
  const template = page && splitTemplate(page);
  if (page?.serverRender && !template)
    logger.error("report page template cannot be split: pages go out as frames");
  // Loaded once, at start; a build without it leaves the frame.
  const pages: Promise<ReturnType<typeof pagesFrom> | undefined> =
    page?.serverRender && template
      ? import(pathToFileURL(page.serverRender.module).href)
          .then((module: Partial<RenderModule>) => {
            // A bundle from another build may lack what this server calls.
            if (typeof module.renderPublicReport !== "function" || typeof module.renderRefusal !== "function")
              throw new Error("the render module lacks renderPublicReport or renderRefusal");
            return pagesFrom(template, module as RenderModule, logger);
          })
          .catch((err) => {
            logger.error({ err }, "report page renderer unavailable: report pages go out as frames");
            return undefined;
          })
      : Promise.resolve(undefined);

  return createMiddleware<AppEnv>(async (c, next) => {
    const render = await pages;
    if (!render) return next();
    const rawCode = c.req.param("accessCode") ?? "";
    c.header("x-robots-tag", NOT_INDEXED);
    try {
      // Counted here, not by a middleware before: a page over the budget is drawn as a refusal too.
      if (!(await withinBudget(deps.db, PUBLIC_REPORT_LOOKUPS, c.get("clientIp"))))
        throw rateLimitedError(PUBLIC_REPORT_LOOKUPS);
      const html = deps.bodies.page(await deps.shared.find(rawCode), render.report);
      c.header("cache-control", REVALIDATE_ALWAYS);
      return sendEncoded(c, html, "text/html; charset=UTF-8");
    } catch (err) {
      if (!(err instanceof AppError)) {
        logger.warn({ err }, "report page not drawn: sent as a frame");
        return next();
      }
      const refusal = render.refusal(canonicalAccessCode(rawCode), err);
      if (!refusal) return next();
      c.header("cache-control", "no-store");
      if (err.retryAfterSeconds) c.header("retry-after", String(err.retryAfterSeconds));
      return c.html(refusal.html, refusal.status);
    }
  });
}
