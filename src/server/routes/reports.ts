import { type Context, Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { PLATE_REQUIRED_MESSAGE } from "../../domain/plate";
import { PROGRESS_STEPS, progressOf } from "../../domain/report/progress";
import { REPORT_EMPTY_MESSAGE } from "../../domain/report/texts";
import type { Auth } from "../auth";
import { AppError } from "../errors";
import type { AppEnv } from "../http/context";
import { jsonBody } from "../http/json-body";
import { perAccount, rateLimit } from "../http/rate-limit";
import { requireSession } from "../http/require-session";
import { authorReport, listReports } from "../services/reports/list-reports";
import { extendShareLink, revokeReport } from "../services/reports/public-report";
import { queueReport } from "../services/reports/queue-report";
import type { ReportDeps } from "../services/reports/report-deps";
import { renderReportPdf } from "../services/reports/report-pdf";
import { followReport, reportState } from "../services/reports/report-state";
import { retryPendingSources } from "../services/reports/retry-sources";
import { sendPdf } from "./send-pdf";

export const ZCreateReport = z.object({
  plate: z.string({ error: PLATE_REQUIRED_MESSAGE }).max(40, PLATE_REQUIRED_MESSAGE),
  clientRequestId: z.uuid().optional(),
});

const ZReportId = z.uuid();

/** The report an address names; one that cannot be a report's id is as unknown as a missing one. */
function reportIdOf(c: Context<AppEnv>): string {
  const id = ZReportId.safeParse(c.req.param("id"));
  if (!id.success) throw new AppError("NOT_FOUND", REPORT_EMPTY_MESSAGE);
  return id.data;
}

/** Without the event stream, an answer waits this long for the report, then says where to read it. */
const WAIT_FOR_REPORT_MS = 60_000;
/** A stream follows its report this long at the most; a page that waits longer reads GET /:id. */
const STREAM_FOR_MS = 15 * 60_000;

const PROGRESS_SOURCES = PROGRESS_STEPS.flatMap((step) => step.sources);

const errorStatusOf = (status: number) =>
  ([402, 403, 404, 503].includes(status) ? status : 503) as 402 | 403 | 404 | 503;

export function reportRoutes(deps: ReportDeps & { auth: Auth; publicUrl: string }) {
  return (
    new Hono<AppEnv>()
      .use(requireSession(deps.auth))
      .post("/", async (c) => {
        const userId = c.var.session.user.id;
        // Refusals (plate, balance) come before anything is queued or streamed, with their real status.
        const queued = await queueReport(deps, { ...(await jsonBody(c, ZCreateReport)), userId });
        if ("report" in queued) return c.json(queued.report, 200);
        const { requestId } = queued;
        if (!c.req.header("accept")?.includes("text/event-stream")) {
          const state = await followReport(deps, userId, requestId, { timeoutMs: WAIT_FOR_REPORT_MS });
          if (state.status === "done") return c.json(state.report, 201);
          if (state.status === "failed")
            return c.json({ error: state.error }, errorStatusOf(state.errorStatus));
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
          // Its id first, so a page that comes back can ask GET /api/reports/{id} where it stands.
          await send("accepted", { id: requestId });
          const final = await followReport(deps, userId, requestId, {
            timeoutMs: STREAM_FOR_MS,
            signal: closed.signal,
            onState: (state) => {
              if (state.status === "queued")
                void send("queued", { position: state.position, etaSeconds: state.etaSeconds });
              if (state.status === "running") void send("progress", state.progress);
            },
          });
          if (final.status === "done") {
            await send("progress", progressOf(new Set(PROGRESS_SOURCES), true));
            await send("report", final.report);
          } else if (final.status === "failed") {
            await send("error", { status: final.errorStatus, error: final.error });
          }
        });
      })
      .get("/:id", async (c) => {
        const id = reportIdOf(c);
        return c.json(await reportState(deps, c.var.session.user.id, id));
      })
      .get("/", async (c) => c.json(await listReports(deps.db, c.var.session.user.id)))
      .post(
        "/:id/retry",
        rateLimit(deps.db, { name: "retry-sources", windowSeconds: 600, max: 10 }, perAccount),
        async (c) => {
          const id = reportIdOf(c);
          return c.json(await retryPendingSources(deps, { userId: c.var.session.user.id, reportId: id }));
        },
      )
      .post(
        "/:id/extend",
        rateLimit(deps.db, { name: "extend-link", windowSeconds: 600, max: 20 }, perAccount),
        async (c) => {
          const id = reportIdOf(c);
          return c.json(await extendShareLink(deps.db, c.var.session.user.id, id));
        },
      )
      // Drawing a PDF costs the server: per account, as the shared one is limited per client.
      .get(
        "/:id/pdf",
        rateLimit(deps.db, { name: "author-pdf", windowSeconds: 60, max: 10 }, perAccount),
        async (c) => {
          const id = reportIdOf(c);
          const view = await authorReport(deps.db, c.var.session.user.id, id);
          const pdf = await renderReportPdf(view, { publicUrl: deps.publicUrl, shared: false });
          return sendPdf(c, pdf, view);
        },
      )
      .post("/:id/revoke", async (c) => {
        const id = reportIdOf(c);
        await revokeReport(deps.db, c.var.session.user.id, id);
        return c.body(null, 204);
      })
  );
}
