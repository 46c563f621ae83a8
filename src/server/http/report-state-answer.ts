import type { TReportState } from "#domain/contract/reports";
import type { AppErrorCode } from "../errors";
import type { ReportState } from "../services/reports/report-state";
import { statusOf } from "./error-answer";

/** The status a failed request answers with, among those the reports route declares. */
export const failureStatusOf = (code: AppErrorCode) => {
  const status = statusOf(code);
  return ([402, 403, 404, 503].includes(status) ? status : 503) as 402 | 403 | 404 | 503;
};

/**
 * A request's state as GET /api/reports/{id} tells it, and the author's page reads it: a refusal's code
 * becomes the status it would have had.
 */
export const stateAnswer = (state: ReportState): TReportState =>
  state.status === "failed"
    ? { status: state.status, errorStatus: failureStatusOf(state.errorCode), error: state.error }
    : state;
