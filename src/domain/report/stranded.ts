// The sweep's rule for a report request still waiting or being made a while after it was asked
// (services/reports/make-report.ts, requeueStranded). A request's outcome is decided once, by whoever
// finishes its job; the sweep only steps in where no job ever will (decision 059).

/** Where a request stands between being asked and its outcome. */
export type ActiveStatus = "queued" | "running";

/**
 * Its job as the queue holds it: `live` waits, runs or will be tried again; `ended` completed, failed its
 * last try or was cancelled; `missing` was never sent, or has long been archived.
 */
export type JobFate = "live" | "ended" | "missing";

/** `leave` it to its job, `send` its job again, or `fail` it so the credit it holds is back. */
export type StrandedAction = "leave" | "send" | "fail";

export function strandedAction(status: ActiveStatus, job: JobFate): StrandedAction {
  // However long it has waited: a long queue is no reason to fail a request that will be made.
  if (job === "live") return "leave";
  // Stored, but the process stopped before its job was sent: sending it now loses nothing.
  if (job === "missing" && status === "queued") return "send";
  // A job ran and is gone without deciding (its process died on the last try): nothing will decide it.
  return "fail";
}
