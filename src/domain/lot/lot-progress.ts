// Where a lot stands, from its rows' report requests as the database holds them (issue 30): nothing of it
// lives in a process's memory, so a restart of the server loses no progress.

/** A row in the dealer's words: waiting, being made, made, no vehicle on record, or not made. */
export const LOT_ROW_STATUSES = ["en cola", "en proceso", "listo", "sin datos", "no se pudo"] as const;
export type LotRowStatus = (typeof LOT_ROW_STATUSES)[number];

/** How many of a lot's rows stand where: 'sin datos' is noData, 'no se pudo' failed. */
export type LotCounts = { queued: number; running: number; done: number; noData: number; failed: number };

/** A row's request as stored: null once housekeeping deleted it (finished requests, after 90 days). */
export type LotRequestState = {
  status: "queued" | "running" | "done" | "failed";
  /** Why a failed request made no report: 'NOT_FOUND' is a plate without vehicle data. */
  errorCode: string | null;
} | null;

/**
 * A row's status in the dealer's words. A saved report is 'listo' whatever became of its request; a
 * failed request is 'sin datos' when the registry has no such vehicle, else 'no se pudo' (the provider
 * did not answer, the save failed). A row with neither request nor report ended long ago without one.
 */
export function lotRowStatus(request: LotRequestState, hasReport: boolean): LotRowStatus {
  if (hasReport) return "listo";
  switch (request?.status) {
    case "queued":
      return "en cola";
    case "running":
      return "en proceso";
    case "failed":
      return request.errorCode === "NOT_FOUND" ? "sin datos" : "no se pudo";
    default:
      // 'done' without its report (the report was deleted since), or no request left: nothing to open.
      return "no se pudo";
  }
}

const COUNTED: Record<LotRowStatus, keyof LotCounts> = {
  "en cola": "queued",
  "en proceso": "running",
  listo: "done",
  "sin datos": "noData",
  "no se pudo": "failed",
};

export function lotCounts(statuses: Iterable<LotRowStatus>): LotCounts {
  const counts: LotCounts = { queued: 0, running: 0, done: 0, noData: 0, failed: 0 };
  for (const status of statuses) counts[COUNTED[status]]++;
  return counts;
}

export type LotProgress = {
  percent: number;
  finished: boolean;
  etaSeconds: number | null;
  creditsSpent: number;
  creditsReturned: number;
};

/**
 * A lot's progress from its counts. It is finished when no row waits or is being made, whatever each
 * row came to. Each report made spent its credit; each row that made none held one and gave it back;
 * the rows still going hold theirs. The time left is the plan's pace for the rows left, the one being
 * made included; rounded up, never 0 while something is left.
 */
export function lotProgress(counts: LotCounts, secondsPerReport: number): LotProgress {
  const ended = counts.done + counts.noData + counts.failed;
  const left = counts.queued + counts.running;
  const total = ended + left;
  return {
    // Floored: 100 % only once every row ended.
    percent: total === 0 ? 100 : Math.floor((ended / total) * 100),
    finished: left === 0,
    etaSeconds: left === 0 ? null : Math.max(1, Math.ceil(left * Math.max(0, secondsPerReport))),
    creditsSpent: counts.done,
    creditsReturned: counts.noData + counts.failed,
  };
}
