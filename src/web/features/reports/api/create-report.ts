import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { z } from "zod";
import {
  type TAuthorReport,
  type TCreateReport,
  type TRepeatReport,
  ZAuthorReport,
  ZProgress,
  ZQueuePosition,
  ZRepeatReport,
  ZReportAccepted,
  ZReportFailure,
  ZReportRetry,
} from "#domain/contract/reports";
import { INVALID_SESSION_MESSAGE, REQUEST_ERROR_MESSAGE } from "#domain/report/texts";
import { ApiError, apiFetch, errorMessageOf } from "#web/lib/api";
import { meQueryOptions } from "#web/lib/auth";
import { readSse } from "#web/lib/sse";
import { storedValue } from "#web/lib/storage";
import { myReportsKey } from "./get-my-reports";
import { getReportState } from "./get-report-state";

/**
 * The sources' real progress; while the report waits its turn, where it stands in the queue; while the
 * server restarts, what the person is told meanwhile.
 */
export type TProgress = z.output<typeof ZProgress> & {
  queue?: z.output<typeof ZQueuePosition>;
  notice?: string;
};

/** Before the server says which sources it asks: the percentage alone. */
export const NO_PROGRESS: TProgress = { percent: 0, sources: [], done: [] };

/**
 * The report this browser is waiting for, kept while it waits: a page closed meanwhile finds it again
 * (use-pending-report.ts), as the server makes it anyway.
 */
export const pendingReport = storedValue(
  "patente-clara:pending-report",
  ZReportAccepted.extend({ plate: z.string() }),
);

/** The stream ended, or the network failed, before the server said how the request went. */
class ConnectionLostError extends Error {}

/** The server stopped ('reintenta'): the report is still made, and is followed by the request's id. */
class ServerRestartingError extends Error {
  constructor(readonly requestId: string) {
    super("the server is restarting");
  }
}

/** How often a report is asked about while the server restarts. */
const FOLLOW_EVERY_MS = 2000;
/** How long a restart may leave the server unreachable (or a proxy answering 502–504) before giving up. */
const RESTART_PATIENCE_MS = 2 * 60_000;

async function streamReport(
  body: TCreateReport,
  onProgress: (progress: TProgress) => void,
): Promise<TAuthorReport> {
  let response: Response;
  try {
    response = await apiFetch("/api/reports", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify(body),
    });
  } catch (error) {
    // fetch rejects with a TypeError only when no answer came at all.
    throw error instanceof TypeError ? new ConnectionLostError(error.message) : error;
  }
  if (!response.body) throw new ConnectionLostError("empty body");
  let requestId: string | undefined;
  let last = NO_PROGRESS;
  const show = (progress: TProgress) => {
    last = progress;
    onProgress(progress);
  };
  try {
    for await (const { event, data } of readSse(response.body)) {
      if (event === "accepted") {
        requestId = ZReportAccepted.parse(JSON.parse(data)).id;
        pendingReport.write({ id: requestId, plate: body.plate });
      } else if (event === "progress") show(ZProgress.parse(JSON.parse(data)));
      else if (event === "queued") show({ ...NO_PROGRESS, queue: ZQueuePosition.parse(JSON.parse(data)) });
      else if (event === "reintenta" && requestId) {
        // Where it stood stays on screen, with the server's words, while the page follows it by its id.
        onProgress({ ...last, notice: ZReportRetry.parse(JSON.parse(data)).message });
        throw new ServerRestartingError(requestId);
      } else if (event === "report") {
        pendingReport.clear();
        return ZAuthorReport.parse(JSON.parse(data));
      } else if (event === "error") {
        pendingReport.clear();
        const { status, error } = ZReportFailure.parse(JSON.parse(data));
        throw new ApiError(status, error);
      }
    }
  } catch (error) {
    throw error instanceof TypeError ? new ConnectionLostError(error.message) : error;
  }
  throw new ConnectionLostError("stream closed without a result");
}

/** No answer yet from a server coming back (or from the proxy before it): worth asking again. */
const isRestarting = (error: unknown) =>
  error instanceof TypeError || (error instanceof ApiError && error.status >= 502 && error.status <= 504);

/**
 * Follows, by its id, a report whose server restarted (the pending-report mechanism's request): until it is
 * made or refused, through the moments the server does not answer. The notice stays until it answers.
 */
async function followReport(requestId: string, onProgress: (progress: TProgress) => void) {
  const giveUpAt = Date.now() + RESTART_PATIENCE_MS;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_EVERY_MS));
    let state: Awaited<ReturnType<typeof getReportState>>;
    try {
      state = await getReportState(requestId);
    } catch (error) {
      if (isRestarting(error) && Date.now() < giveUpAt) continue;
      throw error instanceof TypeError ? new ConnectionLostError(error.message) : error;
    }
    if (state === null || state.status === "done" || state.status === "failed") pendingReport.clear();
    if (state === null) throw new ConnectionLostError("the request is gone");
    if (state.status === "done") return state.report;
    if (state.status === "failed") throw new ApiError(state.errorStatus, state.error);
    onProgress(
      state.status === "queued"
        ? { ...NO_PROGRESS, queue: { position: state.position, etaSeconds: state.etaSeconds } }
        : state.progress,
    );
  }
}

/** What the check screen asks: a plate, and whether a repeat of a recent report is meant. */
type TReportAsked = Pick<TCreateReport, "plate" | "confirmRepeat">;

/**
 * Generates a report, reporting the server's real progress. A connection lost mid-stream is retried once
 * with the same request id: the server then hands back the report it may already have saved instead of
 * spending a second credit on it. A server that stops says so ('reintenta'): the report is followed by
 * its id until it is made, by another instance or after the restart.
 */
export async function createReport(
  asked: TReportAsked,
  onProgress: (progress: TProgress) => void,
): Promise<TAuthorReport> {
  const body = { ...asked, clientRequestId: crypto.randomUUID() };
  for (let tries = 1; ; tries++) {
    try {
      return await streamReport(body, onProgress);
    } catch (error) {
      if (error instanceof ServerRestartingError) return followReport(error.requestId, onProgress);
      if (!(error instanceof ConnectionLostError) || tries > 1) throw error;
      onProgress(NO_PROGRESS);
    }
  }
}

/**
 * The account's report of this plate from the last 24 hours, when the server refused to spend on another
 * until asked again with confirmRepeat; null for any other outcome.
 */
export function earlierReportOf(error: unknown): TRepeatReport["earlier"] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return ZRepeatReport.safeParse(error.body).data?.earlier ?? null;
}

/**
 * No source had the plate (the demo's ZZZZ99): nothing was spent, and the screen says what to try next
 * rather than showing an error. POST /api/reports and a followed request both say it with 404.
 */
export const isNoVehicleData = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** The session ended (expired, or signed out in another tab) while the check screen was open. */
export const isSessionLost = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** The server's own words, but for a lost session, which the spec words (section 8) with a way back in. */
export function createReportErrorMessage(error: unknown): string {
  if (isSessionLost(error)) return INVALID_SESSION_MESSAGE;
  return errorMessageOf(error, REQUEST_ERROR_MESSAGE);
}

/** The mutation plus the progress of the report being generated; progress starts over with each try. */
export function useCreateReport() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<TProgress>(NO_PROGRESS);
  const mutation = useMutation({
    mutationFn: (asked: TReportAsked) => {
      setProgress(NO_PROGRESS);
      return createReport(asked, setProgress);
    },
    // Not awaited: the report opens at once while the credit counter and the list catch up. A lost
    // session is not asked again here: the route guard would leave for the login page before the screen
    // could say why (see SignInAgain).
    onSettled: (_report, error) => {
      if (!isSessionLost(error)) void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: myReportsKey });
    },
  });
  return { ...mutation, progress };
}
