import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { PLATE_REQUIRED_MESSAGE } from "../../domain/plate";
import { REPORT_EMPTY_MESSAGE } from "../../domain/report/texts";
import type { Auth } from "../auth";
import { AppError } from "../http/app-error";
import type { AppEnv } from "../http/context";
import { jsonBody } from "../http/json-body";
import { perAccount, rateLimit } from "../http/rate-limit";
import { requireSession } from "../http/require-session";
import { createReport, prepareReport, type ReportDeps } from "../services/reports/create-report";
import { listReports } from "../services/reports/list-reports";
import { revokeReport } from "../services/reports/public-report";
import { retryPendingSources } from "../services/reports/retry-sources";

export const ZCreateReport = z.object({
  plate: z.string({ error: PLATE_REQUIRED_MESSAGE }).max(40, PLATE_REQUIRED_MESSAGE),
  clientRequestId: z.uuid().optional(),
});

const ZReportId = z.uuid();

const GENERIC_ERROR = "Error al procesar la solicitud";

export function reportRoutes(deps: ReportDeps & { auth: Auth }) {
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .post("/", async (c) => {
      const input = { ...(await jsonBody(c, ZCreateReport)), userId: c.var.session.user.id };
      if (!c.req.header("accept")?.includes("text/event-stream")) {
        const { report, created } = await createReport(deps, input);
        return c.json(report, created ? 201 : 200);
      }
      // Refuse what we can before the stream opens, so those answers keep their real HTTP status.
      const prepared = await prepareReport(deps.db, input);
      return streamSSE(c, async (stream) => {
        const send = (event: string, data: unknown) => stream.writeSSE({ event, data: JSON.stringify(data) });
        try {
          const { report } = await createReport(
            deps,
            { ...input, onProgress: (progress) => void send("progress", progress) },
            prepared,
          );
          await send("report", report);
        } catch (err) {
          if (!(err instanceof AppError)) c.var.logger.error({ err }, "report generation failed");
          const status = err instanceof AppError ? err.status : 500;
          await send("error", { status, error: err instanceof AppError ? err.message : GENERIC_ERROR });
        }
      });
    })
    .get("/", async (c) => c.json(await listReports(deps.db, c.var.session.user.id)))
    .post(
      "/:id/retry",
      rateLimit(deps.db, { name: "retry-sources", windowSeconds: 600, max: 10 }, perAccount),
      async (c) => {
        const id = ZReportId.safeParse(c.req.param("id"));
        if (!id.success) throw new AppError("NOT_FOUND", REPORT_EMPTY_MESSAGE);
        return c.json(await retryPendingSources(deps, { userId: c.var.session.user.id, reportId: id.data }));
      },
    )
    .post("/:id/revoke", async (c) => {
      const id = ZReportId.safeParse(c.req.param("id"));
      if (!id.success) throw new AppError("NOT_FOUND", REPORT_EMPTY_MESSAGE);
      await revokeReport(deps.db, c.var.session.user.id, id.data);
      return c.body(null, 204);
    });
}
