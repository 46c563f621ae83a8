import { type Context, Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { isAccessCode } from "../../domain/access-code";
import { RUT_REQUIRED_MESSAGE } from "../../domain/rut";
import { VIN_INPUT_MAX_LENGTH, VIN_REQUIRED_MESSAGE } from "../../domain/vin";
import type { Database } from "../db/client";
import type { AppEnv } from "../http/context";
import { sendEncoded } from "../http/encoded-body";
import { jsonBody } from "../http/json-body";
import { type RateRule, rateLimit } from "../http/rate-limit";
import type { SharedReportBodies } from "../http/shared-report-bodies";
import {
  canonicalAccessCode,
  checkOwner,
  checkVin,
  type SharedReports,
} from "../services/reports/public-report";
import { renderReportPdf } from "../services/reports/report-pdf";
import { sendPdf } from "./send-pdf";

const ZOwnerCheck = z.object({
  rut: z.string({ error: RUT_REQUIRED_MESSAGE }).min(1, RUT_REQUIRED_MESSAGE).max(20),
});
const ZVinCheck = z.object({
  vin: z.string({ error: VIN_REQUIRED_MESSAGE }).max(VIN_INPUT_MAX_LENGTH, VIN_REQUIRED_MESSAGE),
});

/**
 * For the report page (/reporte/:accessCode) when it is sent as a frame, without its report: tells the
 * browser to fetch the report's data while it still downloads the page's code, instead of after it.
 * Only a well-formed code is named, so nothing from the address reaches the header unchecked; the page's
 * own request then takes the preloaded answer.
 */
export function preloadReportData(apiBase: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Read before next(): afterwards the params are those of whichever handler answered.
    const code = c.req.param("accessCode");
    await next();
    if (c.res.status !== 200 || !code || !isAccessCode(code)) return;
    // crossorigin: the page asks with fetch(), whose mode a preload must match to be reused.
    c.res.headers.set("link", `<${apiBase}/${code}>; rel=preload; as=fetch; crossorigin=anonymous`);
  };
}

/** Lookups of shared reports by one client, through this API or the report page, share one budget. */
export const PUBLIC_REPORT_LOOKUPS: RateRule = { name: "public-report", windowSeconds: 60, max: 60 };

/**
 * Checks that answer yes or no about a report's data (is this the owner's RUT? is this its VIN?) share
 * one budget per report, whoever asks and from however many addresses: ten a day cannot walk the RUTs a
 * masked one leaves open. Each client also has its own budget, so one cannot spend a report's alone.
 */
export const SHARED_REPORT_CHECKS: RateRule = {
  name: "report-checks",
  windowSeconds: 24 * 60 * 60,
  max: 10,
  message: "Este informe alcanzó el máximo de verificaciones por hoy. Inténtalo de nuevo mañana.",
};
const CHECKS_PER_CLIENT: RateRule = { name: "report-checks-client", windowSeconds: 600, max: 10 };
const checkBudgets = (db: Database) => [
  rateLimit(db, CHECKS_PER_CLIENT),
  rateLimit(db, SHARED_REPORT_CHECKS, reportAsked),
];

/** The report a check is about, as its budget is kept: a code that cannot be one shares a single key. */
const reportAsked = (c: Context<AppEnv>): string => {
  const code = canonicalAccessCode(c.req.param("code") ?? "");
  return isAccessCode(code) ? code : "-";
};

/** Shared reports are for whoever has the link, never for search engines. */
export const NOT_INDEXED = "noindex, nofollow";

/** A withdrawn link must stop working at once: caches may keep a copy only if they revalidate it. */
export const REVALIDATE_ALWAYS = "private, no-cache";

/** A shared report's API: the lookup behind every link, its PDF and its checks; never indexed. */
export function publicReportRoutes(deps: {
  db: Database;
  publicUrl: string;
  shared: SharedReports;
  bodies: SharedReportBodies;
}) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      // Set before the answer is made, so it carries them, error answers included; a handler may
      // still choose its own cache-control.
      c.header("x-robots-tag", NOT_INDEXED);
      c.header("cache-control", "no-store");
      await next();
    })
    .get("/:code", rateLimit(deps.db, PUBLIC_REPORT_LOOKUPS), async (c) => {
      const body = deps.bodies.json(await deps.shared.find(c.req.param("code")));
      c.header("cache-control", REVALIDATE_ALWAYS);
      return sendEncoded(c, body, "application/json");
    })
    .use("/:code/pdf", rateLimit(deps.db, { name: "public-report-pdf", windowSeconds: 60, max: 10 }))
    .use("/:code/owner-check", ...checkBudgets(deps.db))
    .use("/:code/vin-check", ...checkBudgets(deps.db))
    .get("/:code/pdf", async (c) => {
      const { view } = await deps.shared.find(c.req.param("code"));
      const pdf = await renderReportPdf(view, { publicUrl: deps.publicUrl, shared: true });
      return sendPdf(c, pdf, view);
    })
    .post("/:code/owner-check", async (c) => {
      const { rut } = await jsonBody(c, ZOwnerCheck);
      return c.json(await checkOwner(deps.db, c.req.param("code"), rut));
    })
    .post("/:code/vin-check", async (c) => {
      const { vin } = await jsonBody(c, ZVinCheck);
      return c.json(await checkVin(deps.db, c.req.param("code"), vin));
    });
}
