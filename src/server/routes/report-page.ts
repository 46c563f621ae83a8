import { pathToFileURL } from "node:url";
import { createMiddleware } from "hono/factory";
import type { Database } from "../db/client";
import { AppError } from "../http/app-error";
import type { AppEnv } from "../http/context";
import { sendEncoded } from "../http/encoded-body";
import { withinRateLimit } from "../http/rate-limit";
import type { PrerenderedPage } from "../http/web-assets";
import type { Logger } from "../logger";
import type { PublicReportBodies } from "../services/reports/public-report";
import type { PublicReport } from "../services/reports/report-view";
import { PUBLIC_REPORT_LOOKUPS } from "./public-reports";

/** What src/web/prerender/render.tsx gives the server. */
type RenderModule = {
  renderPublicReport: (report: PublicReport) => { root: string; data: string };
};

/** The page's template cut where the markup of #root and the report's data go. */
function splitTemplate(page: PrerenderedPage["serverRender"]) {
  const [beforeRoot, rest, ...more] = page ? page.template.split(page.outlet) : [];
  const bodyEnd = rest?.lastIndexOf("</body>") ?? -1;
  if (beforeRoot === undefined || rest === undefined || more.length || bodyEnd < 0) return undefined;
  return { beforeRoot, afterRoot: rest.slice(0, bodyEnd), end: rest.slice(bodyEnd) };
}

type Template = NonNullable<ReturnType<typeof splitTemplate>>;

const drawInto =
  (template: Template, render: RenderModule["renderPublicReport"]) =>
  (report: PublicReport): string => {
    const { root, data } = render(report);
    // The data goes after #root: the page's code reads it before drawing into #root.
    return `${template.beforeRoot}${root}${template.afterRoot}${data}${template.end}`;
  };

/**
 * The public report page (/reporte/:accessCode) sent with its report drawn in: a phone on a slow network
 * shows the report as soon as the HTML and its stylesheet arrive, before the page's code, and a browser
 * without scripts shows it too. The report travels along as data, so the code draws the same page
 * without asking the server again.
 *
 * Where no report can be drawn (a code with no report, a withdrawn link, a client over its lookup
 * budget, an unavailable database), the next handler sends the frame, and the page's code asks the API,
 * whose answer says why in Spanish.
 */
export function reportPage(deps: {
  db: Database;
  bodies: PublicReportBodies;
  page: PrerenderedPage["serverRender"];
  logger: Logger;
}) {
  const { page, logger } = deps;
  const template = splitTemplate(page);
  // Loaded once, at start; a build without it leaves the frame.
  const draw: Promise<((report: PublicReport) => string) | undefined> =
    page && template
      ? import(pathToFileURL(page.module).href).then(
          (module: RenderModule) => drawInto(template, module.renderPublicReport),
          (err) => {
            logger.error({ err }, "report page renderer unavailable: report pages go out as frames");
            return undefined;
          },
        )
      : Promise.resolve(undefined);

  return createMiddleware<AppEnv>(async (c, next) => {
    const render = await draw;
    if (!render) return next();
    try {
      if (!(await withinRateLimit(deps.db, PUBLIC_REPORT_LOOKUPS, c.get("clientIp")))) return next();
      const html = await deps.bodies.page(c.req.param("accessCode") ?? "", render);
      // A withdrawn link must stop working at once: caches may keep a copy only if they revalidate it.
      c.header("cache-control", "private, no-cache");
      c.header("x-robots-tag", "noindex, nofollow");
      return sendEncoded(c, html, "text/html; charset=UTF-8");
    } catch (err) {
      // Refusals are the API's to explain; anything else is a fault worth knowing about.
      if (!(err instanceof AppError)) logger.warn({ err }, "report page not drawn: sent as a frame");
      return next();
    }
  });
}
