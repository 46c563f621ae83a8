// A second report of the same plate within a day is usually a double click or a forgotten tab, not a wish
// to pay again: the check screen asks first, and the server refuses to spend until it is told to.

import { formatDateTime } from "../format";
import type { IsoDateTime } from "./model";

/** How long after a report the same account is asked before paying for the same plate again. */
const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The code of POST /api/reports's 409: the account has a report of this plate from the last 24 hours. */
export const REPEAT_REPORT_CODE = "repeat_report";

/**
 * Of an account's reports of one plate, made or still in the making, the newest when it is recent enough
 * (under 24 hours) that another of the plate asks first; null when none is.
 */
export function recentReportOf<T extends { createdAt: Date }>(reports: readonly T[], now: Date): T | null {
  const newest = reports.reduce<T | null>(
    (latest, report) => (latest && latest.createdAt >= report.createdAt ? latest : report),
    null,
  );
  return newest && now.getTime() - newest.createdAt.getTime() < REPEAT_WINDOW_MS ? newest : null;
}

/** 'Ya consultaste la patente BBCL10 el 26-11-2026 14:05.': the prompt's words and the 409's message. */
export const repeatReportText = (plate: string, createdAt: IsoDateTime): string =>
  `Ya consultaste la patente ${plate} el ${formatDateTime(createdAt)}.`;
