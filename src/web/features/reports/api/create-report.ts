import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { z } from "zod";
import {
  type TAuthorReport,
  type TCreateReport,
  ZAuthorReport,
  ZProgress,
  ZQueuePosition,
  ZReportAccepted,
  ZReportFailure,
} from "#domain/contract/reports";
import { PROGRESS_STEPS } from "#domain/report/progress";
import { INVALID_SESSION_MESSAGE, REQUEST_ERROR_MESSAGE } from "#domain/report/texts";
import { ApiError, apiFetch, errorMessageOf } from "#web/lib/api";
import { meQueryOptions } from "#web/lib/auth";
import { readSse } from "#web/lib/sse";
import { storedValue } from "#web/lib/storage";
import { myReportsQueryOptions } from "./get-my-reports";

/** The sources' real progress; while the report waits its turn, where it stands in the queue. */
export type TProgress = z.output<typeof ZProgress> & { queue?: z.output<typeof ZQueuePosition> };

const NO_PROGRESS: TProgress = { percent: 0, done: PROGRESS_STEPS.map(() => false) };

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
  try {
    for await (const { event, data } of readSse(response.body)) {
      if (event === "accepted")
        pendingReport.write({ ...ZReportAccepted.parse(JSON.parse(data)), plate: body.plate });
      else if (event === "progress") onProgress(ZProgress.parse(JSON.parse(data)));
      else if (event === "queued")
        onProgress({ ...NO_PROGRESS, queue: ZQueuePosition.parse(JSON.parse(data)) });
      else if (event === "report") {
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

/**
 * Generates a report, reporting the server's real progress. A connection lost mid-stream is retried once
 * with the same request id: the server then hands back the report it may already have saved instead of
 * spending a second credit on it.
 */
export async function createReport(
  plate: string,
  onProgress: (progress: TProgress) => void,
): Promise<TAuthorReport> {
  const body = { plate, clientRequestId: crypto.randomUUID() };
  try {
    return await streamReport(body, onProgress);
  } catch (error) {
    if (!(error instanceof ConnectionLostError)) throw error;
    onProgress(NO_PROGRESS);
    return streamReport(body, onProgress);
  }
}

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
    mutationFn: (plate: string) => {
      setProgress(NO_PROGRESS);
      return createReport(plate, setProgress);
    },
    // Not awaited: the report opens at once while the credit counter and the list catch up. A lost
    // session is not asked again here: the route guard would leave for the login page before the screen
    // could say why (see SignInAgain).
    onSettled: (_report, error) => {
      if (!isSessionLost(error)) void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: myReportsQueryOptions.queryKey });
    },
  });
  return { ...mutation, progress };
}
