import { createRoute } from "@hono/zod-openapi";
import type { Context, TypedResponse } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { isAccessCode } from "#domain/access-code";
import { ZCheckAnswer, ZOwnerCheck, ZVinCheck } from "#domain/contract/public-reports";
import { type TPublicReport, ZPublicReport } from "#domain/contract/reports";
import { SHARED_REPORT_NOT_INDEXED, SHARED_REPORT_REVALIDATE } from "#domain/report/share-link";
import { ACCESS_CODE_NOT_FOUND_MESSAGE } from "#domain/report/texts";
import { RUT_CHECK_DIGIT_MESSAGE } from "#domain/rut";
import { VIN_REQUIRED_MESSAGE } from "#domain/vin";
import type { Auth } from "../auth";
import type { Database } from "../db/client";
import { documented, json, refusals } from "../http/api-responses";
import { apiRouter } from "../http/api-router";
import type { AppEnv } from "../http/context";
import { type EncodedBody, sendEncoded } from "../http/encoded-body";
import { rateLimit } from "../http/rate-limit";
import type { SharedReportBodies } from "../http/shared-report-bodies";
import { RATE_LIMITED_MESSAGE, type RateRule, spendBudget } from "../rate-limits";
import { resolveActor } from "../services/actor";
import {
  canonicalAccessCode,
  checkOwner,
  checkVin,
  isReportAuthor,
  type SharedReports,
} from "../services/reports/public-report";
import { renderReportPdf } from "../services/reports/report-pdf";
import { PDF_ANSWER, sendPdf } from "./send-pdf";

/** A client's views of shared reports, through this API or the report page, share one budget. */
export const SHARED_REPORT_VIEWS: RateRule = { name: "public-report", windowSeconds: 60, max: 60 };

/**
 * Checks that answer yes or no about a report's data (is this the owner's RUT? is this its VIN?) share
 * one budget per report, whoever asks and from however many addresses: ten a day cannot walk the RUTs a
 * masked one leaves open. Each client also has its own budget, so one cannot spend a report's alone. The
 * report's author, signed in, does not spend it: they hold the whole report anyway, and whoever else has
 * the link must not be able to lock them out of their own checks.
 */
export const SHARED_REPORT_CHECKS: RateRule = {
  name: "report-checks",
  windowSeconds: 24 * 60 * 60,
  max: 10,
  message: "Este informe alcanzó el máximo de verificaciones por hoy. Inténtalo de nuevo mañana.",
};
const CHECKS_PER_CLIENT: RateRule = { name: "report-checks-client", windowSeconds: 600, max: 10 };
const checkBudgets = (deps: { db: Database; auth: Auth }) => [
  rateLimit(deps.db, CHECKS_PER_CLIENT),
  createMiddleware<AppEnv>(async (c, next) => {
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    const byAuthor =
      session !== null &&
      (await isReportAuthor(
        deps.db,
        await resolveActor(deps.db, session.user.id),
        c.req.param("accessCode") ?? "",
      ));
    if (!byAuthor) await spendBudget(deps.db, SHARED_REPORT_CHECKS, reportAsked(c));
    await next();
  }),
];

/** The report a check is about, as its budget is kept: a code that cannot be one shares a single key. */
const reportAsked = (c: Context<AppEnv>): string => {
  const code = canonicalAccessCode(c.req.param("accessCode") ?? "");
  return isAccessCode(code) ? code : "-";
};

// The services read the code as typed (trimmed, in any case) and say when no report has it.
const params = z.object({
  accessCode: z.string().meta({ description: "The shared link's access code (12 characters)" }),
});

const linkRefusals = refusals({
  404: ACCESS_CODE_NOT_FOUND_MESSAGE,
  410: "Withdrawn ('Este informe ya no está disponible…') or expired ('Este enlace expiró el …')",
});

const sharedReportRoute = createRoute({
  method: "get",
  path: "/{accessCode}",
  summary:
    "A shared report, as the link shows it: the owner as first name and initials, the RUT's first two " +
    "digits, VIN and engine number's last 5, no policy number, fines without case numbers, TAG totals " +
    "by company. Rate limited per client; X-Robots-Tag: noindex",
  request: { params },
  responses: {
    200: json("The public report", ZPublicReport),
    ...linkRefusals,
    ...refusals({ 429: RATE_LIMITED_MESSAGE }),
  },
});

const pdfRoute = createRoute({
  method: "get",
  path: "/{accessCode}/pdf",
  summary: "The report as an A4 PDF with a QR code to the online version",
  request: { params },
  responses: { 200: PDF_ANSWER, ...linkRefusals, ...refusals({ 429: RATE_LIMITED_MESSAGE }) },
});

const ownerCheckRoute = createRoute({
  method: "post",
  path: "/{accessCode}/owner-check",
  summary: "Whether a RUT is the current owner's, without revealing the owner's RUT",
  request: {
    params,
    body: { required: true, content: { "application/json": { schema: documented(ZOwnerCheck, "input") } } },
  },
  responses: {
    200: json("Whether it matches", documented(ZCheckAnswer, "output")),
    ...refusals({ 400: RUT_CHECK_DIGIT_MESSAGE, 429: RATE_LIMITED_MESSAGE }),
    ...linkRefusals,
  },
});

const vinCheckRoute = createRoute({
  method: "post",
  path: "/{accessCode}/vin-check",
  summary:
    "Whether a VIN read on the car is the report's, without revealing it; budget shared with owner-check",
  request: {
    params,
    body: { required: true, content: { "application/json": { schema: documented(ZVinCheck, "input") } } },
  },
  responses: {
    200: json("Whether it matches", documented(ZCheckAnswer, "output")),
    ...linkRefusals,
    ...refusals({
      400: VIN_REQUIRED_MESSAGE,
      404: "No report has that code, or it has no VIN to compare ('Este informe no tiene el VIN…')",
      429: SHARED_REPORT_CHECKS.message ?? RATE_LIMITED_MESSAGE,
    }),
  },
});

/**
 * The lookup's answer: the report's JSON, serialised and compressed once (http/shared-report-bodies.ts),
 * so typed here as the report those bytes are.
 */
function sendReportJson(c: Context, body: EncodedBody): Response & TypedResponse<TPublicReport, 200, "json"> {
  const answer: Response = sendEncoded(c, body, "application/json");
  return answer as Response & TypedResponse<TPublicReport, 200, "json">;
}

/** A shared report's API: the lookup behind every link, its PDF and its checks; never indexed. */
export function publicReportRoutes(deps: {
  db: Database;
  auth: Auth;
  publicUrl: string;
  shared: SharedReports;
  bodies: SharedReportBodies;
}) {
  const viewBudget = rateLimit(deps.db, SHARED_REPORT_VIEWS);
  const pdfBudget = rateLimit(deps.db, { name: "public-report-pdf", windowSeconds: 60, max: 10 });
  const router = apiRouter();
  router.use(async (c, next) => {
    // Set before the answer is made, so it carries them, error answers included; a handler may
    // still choose its own cache-control.
    c.header("x-robots-tag", SHARED_REPORT_NOT_INDEXED);
    c.header("cache-control", "no-store");
    await next();
  });
  return router
    .openapi({ ...sharedReportRoute, middleware: [viewBudget] }, async (c) => {
      const body = deps.bodies.json(await deps.shared.find(c.req.valid("param").accessCode));
      c.header("cache-control", SHARED_REPORT_REVALIDATE);
      return sendReportJson(c, body);
    })
    .openapi({ ...pdfRoute, middleware: [pdfBudget] }, async (c) => {
      const { view } = await deps.shared.find(c.req.valid("param").accessCode);
      const pdf = await renderReportPdf(view, { publicUrl: deps.publicUrl, shared: true });
      return sendPdf(c, pdf, view);
    })
    .openapi({ ...ownerCheckRoute, middleware: checkBudgets(deps) }, async (c) => {
      const { rut } = c.req.valid("json");
      return c.json(await checkOwner(deps.db, c.req.valid("param").accessCode, rut), 200);
    })
    .openapi({ ...vinCheckRoute, middleware: checkBudgets(deps) }, async (c) => {
      const { vin } = c.req.valid("json");
      return c.json(await checkVin(deps.db, c.req.valid("param").accessCode, vin), 200);
    });
}
