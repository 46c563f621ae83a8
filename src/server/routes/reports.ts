import { createRoute } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import {
  ZAuthorReport,
  ZCreateReport,
  ZMyReports,
  ZMyReportsQuery,
  ZRepeatReport,
  ZReportId,
  ZReportPending,
  ZReportState,
  ZShareExpiry,
} from "#domain/contract/reports";
import { EMAIL_NOT_VERIFIED_MESSAGE } from "#domain/credits";
import { PLATE_FORMAT_MESSAGE, PLATE_NO_TRIALS_MESSAGE } from "#domain/plate";
import { LIST_CURSOR_MESSAGE } from "#domain/report/list-cursor";
import { RETRY_EXPIRED_MESSAGE } from "#domain/report/pending";
import { REPEAT_REPORT_CODE, repeatReportText } from "#domain/report/repeat";
import {
  GENERATION_ERROR_MESSAGE,
  NO_VEHICLE_DATA_MESSAGE,
  REPORT_EMPTY_MESSAGE,
  SERVER_RESTARTING_MESSAGE,
} from "#domain/report/texts";
import type { Auth } from "../auth";
import { clientNetworkOf } from "../client-address";
import { json, refusals, SESSION } from "../http/api-responses";
import { apiRouter } from "../http/api-router";
import { perAccount, rateLimit, rateLimits } from "../http/rate-limit";
import { failureStatusOf, stateAnswer } from "../http/report-state-answer";
import { NO_SESSION_MESSAGE, requireSession } from "../http/require-session";
import { RATE_LIMITED_MESSAGE, type RateRule } from "../rate-limits";
import type { TrialGrantDeps } from "../services/credits/trial-grants";
import { authorReport, listReports } from "../services/reports/list-reports";
import { extendShareLink, revokeReport } from "../services/reports/public-report";
import { queueReport, TOO_MANY_QUEUED_MESSAGE } from "../services/reports/queue-report";
import type { ReportDeps } from "../services/reports/report-deps";
import { renderReportPdf } from "../services/reports/report-pdf";
import { finalProgress, followReport, type ReportState, reportState } from "../services/reports/report-state";
import { retryPendingSources } from "../services/reports/retry-sources";
import { PDF_ANSWER, sendPdf } from "./send-pdf";

// Every route here is behind the session (reportRoutes).
const params = z.object({ id: ZReportId });
const sessionRefusals = refusals({ 401: NO_SESSION_MESSAGE });
const notFound = refusals({ 404: REPORT_EMPTY_MESSAGE });

const createReportRoute = createRoute({
  method: "post",
  path: "/",
  summary: "Queue a vehicle report (reserves one credit, spent when the report is saved)",
  description:
    "With `Accept: text/event-stream` the answer is a stream: an `accepted` event ({ id }), `queued` events " +
    "({ position, etaSeconds }) while the report waits its turn in the provider's budget, then `progress` " +
    "events ({ percent, sources: one line per source asked, { source, state }, those that answered first in " +
    "the order they did; `done` is always empty }), ending with a `report` event (the report) or an `error` event " +
    "({ status, error }), or with a `reintenta` event ({ message }) when the server stops: the report is " +
    "still made, and the page follows it at GET /api/reports/{id}. Without the stream the answer waits up " +
    "to 60 s (less when the server stops): 201 with the report, or 202 with " +
    "{ id, status } and a Location to read it. A repeated `clientRequestId` follows the request already " +
    "made for it without spending again. When the account has a report of this plate from the last 24 " +
    "hours, the answer is 409 with its id and nothing is spent or held, unless `confirmRepeat` is true.",
  security: SESSION,
  request: { body: { required: true, content: { "application/json": { schema: ZCreateReport } } } },
  responses: {
    200: {
      description: "The report already made for this clientRequestId; or, asked for, the event stream",
      content: {
        "application/json": { schema: ZAuthorReport },
        "text/event-stream": { schema: { type: "string" } },
      },
    },
    201: json("The report, as its author sees it", ZAuthorReport),
    202: {
      ...json("Still queued or being made; read it again at Location", ZReportPending),
      headers: z.object({ location: z.string().meta({ description: "GET /api/reports/{id}" }) }),
    },
    409: json(
      `'${REPEAT_REPORT_CODE}': the account has a report of this plate from the last 24 hours (its id and ` +
        "when it was made); nothing was spent or held. Ask again with confirmRepeat to make a new one",
      ZRepeatReport,
    ),
    ...sessionRefusals,
    ...refusals({
      400: PLATE_FORMAT_MESSAGE,
      402: PLATE_NO_TRIALS_MESSAGE,
      403: EMAIL_NOT_VERIFIED_MESSAGE,
      404: `${NO_VEHICLE_DATA_MESSAGE} (no credit used)`,
      429:
        `Too many waiting ('${TOO_MANY_QUEUED_MESSAGE}'), too many asked this hour by the account or its ` +
        "network, or too many plates without data in 24 hours ('Consultaste 3 patentes sin datos…')",
      503: `${GENERATION_ERROR_MESSAGE} (no credit used)`,
    }),
  },
});

const stateRoute = createRoute({
  method: "get",
  path: "/{id}",
  summary:
    "Where one of my reports stands: queued (position, etaSeconds), running (progress), done (report) or failed",
  security: SESSION,
  request: { params },
  responses: { 200: json("Where it stands", ZReportState), ...sessionRefusals, ...notFound },
});

const listRoute = createRoute({
  method: "get",
  path: "/",
  summary:
    "My reports, newest first, a page at a time; the first page adds total, average score, 80+ count " +
    "and this month's count",
  security: SESSION,
  request: { query: ZMyReportsQuery },
  responses: {
    200: json("A page of reports, where the next starts, and the stats on the first", ZMyReports),
    ...sessionRefusals,
    ...refusals({
      400: `${LIST_CURSOR_MESSAGE} (a cursor not answered by this list), or a page size out of 1 to 100`,
    }),
  },
});

const retryRoute = createRoute({
  method: "post",
  path: "/{id}/retry",
  summary:
    "Ask again, free, the sources one of my reports could not check (within 24 hours); answers the updated report",
  security: SESSION,
  request: { params },
  responses: {
    200: json("The report, updated in place (same link)", ZAuthorReport),
    ...sessionRefusals,
    ...notFound,
    ...refusals({ 410: RETRY_EXPIRED_MESSAGE, 429: RATE_LIMITED_MESSAGE }),
  },
});

const extendRoute = createRoute({
  method: "post",
  path: "/{id}/extend",
  summary: "Extend the shared link of one of my reports by 30 days (at most 60 days ahead)",
  security: SESSION,
  request: { params },
  responses: {
    200: json("Until when the link now works", ZShareExpiry),
    ...sessionRefusals,
    ...notFound,
    ...refusals({ 410: "No puedes extender un enlace retirado.", 429: RATE_LIMITED_MESSAGE }),
  },
});

const pdfRoute = createRoute({
  method: "get",
  path: "/{id}/pdf",
  summary: "One of my reports as an A4 PDF, whole (the author's view)",
  security: SESSION,
  request: { params },
  responses: {
    200: PDF_ANSWER,
    ...sessionRefusals,
    ...notFound,
    ...refusals({ 429: RATE_LIMITED_MESSAGE }),
  },
});

const revokeRoute = createRoute({
  method: "post",
  path: "/{id}/revoke",
  summary: "Withdraw the shared link of one of my reports",
  security: SESSION,
  request: { params },
  responses: { 204: { description: "Revoked" }, ...sessionRefusals, ...notFound },
});

/** Without the event stream, an answer waits this long for the report, then says where to read it. */
const WAIT_FOR_REPORT_MS = 60_000;
/** A stream follows its report this long at the most; a page that waits longer reads GET /:id. */
const STREAM_FOR_MS = 15 * 60_000;

/**
 * Report requests an hour, counted whatever comes of them: a plate without data costs no credit, so only
 * the count of requests bounds what one account asks of the provider.
 */
const REPORTS_PER_ACCOUNT: Omit<RateRule, "max"> = {
  name: "reports-account",
  windowSeconds: 60 * 60,
  message: "Pediste demasiados informes en la última hora. Inténtalo de nuevo más tarde.",
};
/** The same per client network (IPv4 /24, IPv6 /64), so accounts made for it do not add up. */
const REPORTS_PER_NETWORK: Omit<RateRule, "max"> = {
  name: "reports-network",
  windowSeconds: 60 * 60,
  message: "Se pidieron demasiados informes desde tu red en la última hora. Inténtalo de nuevo más tarde.",
};

type ReportLimits = { perAccountPerHour: number; perNetworkPerHour: number; noDataPerDay: number };

export function reportRoutes(
  deps: ReportDeps & { auth: Auth; publicUrl: string; limits: ReportLimits; trials: TrialGrantDeps },
) {
  const { limits } = deps;
  const requestBudgets = rateLimits(deps.db, [
    [{ ...REPORTS_PER_ACCOUNT, max: limits.perAccountPerHour }, perAccount],
    [{ ...REPORTS_PER_NETWORK, max: limits.perNetworkPerHour }, (c) => clientNetworkOf(c.var.clientIp)],
  ]);
  const router = apiRouter();
  router.use(requireSession(deps));
  return (
    router
      .openapi({ ...createReportRoute, middleware: requestBudgets }, async (c) => {
        const { actor } = c.var;
        // Refusals (plate, plates without data, balance) come before anything is queued or streamed, with
        // their real status.
        const queued = await queueReport(
          { ...deps, noDataPerDay: limits.noDataPerDay },
          { ...c.req.valid("json"), actor },
        );
        if ("report" in queued) return c.json(queued.report, 200);
        if ("earlier" in queued) {
          const { earlier, plate } = queued;
          const error = repeatReportText(plate, earlier.createdAt);
          return c.json({ error, code: REPEAT_REPORT_CODE, earlier }, 409);
        }
        const { requestId } = queued;
        if (!c.req.header("accept")?.includes("text/event-stream")) {
          const state = await followReport(deps, actor, requestId, {
            timeoutMs: WAIT_FOR_REPORT_MS,
            signal: deps.jobs.stopped,
            justQueued: queued.queued,
          });
          if (state.status === "done") return c.json(state.report, 201);
          if (state.status === "failed")
            return c.json({ error: state.error }, failureStatusOf(state.errorCode));
          // Taking longer: where to read it when it is made.
          c.header("location", `/api/reports/${requestId}`);
          return c.json({ id: requestId, ...state }, 202);
        }
        return streamSSE(c, async (stream) => {
          const send = (event: string, data: unknown) =>
            stream.writeSSE({ event, data: JSON.stringify(data) });
          const closed = new AbortController();
          // The page went away: the report is made anyway, and waits in /dashboard/reportes.
          stream.onAbort(() => closed.abort());
          // The instance stops: the page is told to follow the report elsewhere (below). A listener removed
          // at the end, not AbortSignal.any: the stopping signal lives as long as the process and would
          // keep every stream's combined signal (nodejs/node#55351).
          const stopping = () => closed.abort();
          if (deps.jobs.stopped.aborted) stopping();
          deps.jobs.stopped.addEventListener("abort", stopping, { once: true });
          let final: ReportState;
          try {
            // Its id first, so a page that comes back can ask GET /api/reports/{id} where it stands.
            await send("accepted", { id: requestId });
            final = await followReport(deps, actor, requestId, {
              timeoutMs: STREAM_FOR_MS,
              signal: closed.signal,
              onState: (state) => {
                if (state.status === "queued")
                  void send("queued", { position: state.position, etaSeconds: state.etaSeconds });
                if (state.status === "running") void send("progress", state.progress);
              },
            });
          } finally {
            deps.jobs.stopped.removeEventListener("abort", stopping);
          }
          if (final.status === "done") {
            await send("progress", await finalProgress(deps, requestId));
            await send("report", final.report);
          } else if (final.status === "failed") {
            await send("error", { status: failureStatusOf(final.errorCode), error: final.error });
          } else if (deps.jobs.stopped.aborted) {
            // This instance stops; the report is made by another or by the next start, and the page follows
            // it by its id instead of showing an error.
            await send("reintenta", { message: SERVER_RESTARTING_MESSAGE });
          }
        });
      })
      .openapi(stateRoute, async (c) =>
        c.json(stateAnswer(await reportState(deps, c.var.actor, c.req.valid("param").id)), 200),
      )
      .openapi(listRoute, async (c) =>
        c.json(await listReports(deps.db, c.var.actor.account, c.req.valid("query")), 200),
      )
      .openapi(
        {
          ...retryRoute,
          middleware: [
            rateLimit(deps.db, { name: "retry-sources", windowSeconds: 600, max: 10 }, perAccount),
          ],
        },
        async (c) => {
          const reportId = c.req.valid("param").id;
          return c.json(await retryPendingSources(deps, { actor: c.var.actor, reportId }), 200);
        },
      )
      .openapi(
        {
          ...extendRoute,
          middleware: [rateLimit(deps.db, { name: "extend-link", windowSeconds: 600, max: 20 }, perAccount)],
        },
        async (c) => c.json(await extendShareLink(deps.db, c.var.actor, c.req.valid("param").id), 200),
      )
      // Drawing a PDF costs the server: per account, as the shared one is limited per client.
      .openapi(
        {
          ...pdfRoute,
          middleware: [rateLimit(deps.db, { name: "author-pdf", windowSeconds: 60, max: 10 }, perAccount)],
        },
        async (c) => {
          const view = await authorReport(deps.db, c.var.actor, c.req.valid("param").id);
          const pdf = await renderReportPdf(view, { publicUrl: deps.publicUrl, shared: false });
          return sendPdf(c, pdf, view);
        },
      )
      .openapi(revokeRoute, async (c) => {
        await revokeReport(deps.db, c.var.actor, c.req.valid("param").id);
        return c.body(null, 204);
      })
  );
}
