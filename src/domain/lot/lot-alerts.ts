// A lot's report as one line of the dealer's results table (issue 30): the car, the report's verdict (the
// words and colour beside its number) and the alerts as short labels, so that 200 cars can be sorted and
// filtered at a glance. The rules are the report's own (hard-stops.ts, score.ts, verdict.ts, pending.ts): a line never
// says more, or less, than the report it opens.

import { formatClp, plural, santiagoDate } from "../format";
import { vehicleTitle } from "../report/glance";
import { type HardStopKind, hardStopsOf } from "../report/hard-stops";
import { ROLLBACK_WARNING_PREFIX } from "../report/mileage";
import type { Headline, Tone } from "../report/model";
import { unverifiedChecks } from "../report/pending";
import { recallsOf } from "../report/recalls";
import { inspectionProblem, soapProblem } from "../report/score";
import { THEFT_REPORTED_ALERT } from "../report/theft";
import { chargesOf, crossingsTotal } from "../report/tolls";
import { reportVerdict, type VerdictInput } from "../report/verdict";

/** What a line reads of a stored report: what its verdict reads. */
export type LotReportInput = VerdictInput;

/** A hard stop's label; a new kind of hard stop does not compile until it has one. */
const HARD_STOP_LABELS: Record<HardStopKind, string> = {
  theft: THEFT_REPORTED_ALERT,
  odometerRollback: ROLLBACK_WARNING_PREFIX,
};

const VIN_WARNED_LABEL = "VIN con observaciones";

const amountText = (total: number): string => (total > 0 ? ` por ${formatClp(total)}` : "");

/**
 * The report's alerts as short labels, most serious first, as the verdict orders them: what stops a
 * purchase, the car's inspection, what is owed on it and what keeps it off the road, what a scanner or
 * the maker settles, and last what could not be checked (a partial report must not read as a clean one).
 */
export function lotAlerts(report: LotReportInput): string[] {
  const today = santiagoDate(report.generatedAt) ?? report.generatedAt.slice(0, 10);
  const vehicle = report.sections.vehicle.status === "found" ? report.sections.vehicle.data : null;
  const year = vehicle?.year ?? null;
  const crossings = crossingsTotal(chargesOf(report.sections.crossings));
  // The VIN's warnings count where the report raised them: not for a chassis older than the standard.
  const vinWarned = report.vin?.warnings.some((w) => report.securityAlerts.includes(w)) ?? false;
  const recalls = recallsOf(report.sections.recalls).length;
  const unverified = unverifiedChecks({
    sections: report.sections,
    vehicle: { year },
    inspection: report.inspectionVerdict,
    today,
  });
  const labels = [
    ...hardStopsOf(report).map((stop) => HARD_STOP_LABELS[stop.kind]),
    inspectionProblem(report.inspectionVerdict, year, today),
    soapProblem(report.soapVerdict),
    report.finesCount > 0
      ? `${plural(report.finesCount, "multa impaga", "multas impagas")}${amountText(report.finesTotal)}`
      : null,
    report.tagTotal > 0 || report.tagCount > 0 ? `Deuda TAG${amountText(report.tagTotal)}` : null,
    crossings > 0 ? `Peajes sin TAG${amountText(crossings)}` : null,
    vinWarned ? VIN_WARNED_LABEL : null,
    recalls > 0
      ? recalls === 1
        ? "1 llamado a revisión abierto"
        : `${recalls} llamados a revisión abiertos`
      : null,
    unverified.length > 0 ? `Sin verificar: ${unverified.join(", ")}` : null,
  ];
  return labels.filter((label) => label !== null);
}

/**
 * One report's line. Its `verdict` and `tone` are the report's verdict (verdict.ts) laid flat: /api/v1
 * published a lot's row with a string `verdict` before the verdict was one object elsewhere (decision 100).
 */
export type LotLine = { vehicle: string | null; verdict: Headline; tone: Tone; alerts: string[] };

/**
 * One report's line: the car as the report's title names it, the words and colour beside its number,
 * and the alerts. `score` is the stored score, which a hard stop already capped when the report was made.
 */
export function lotLine(report: LotReportInput, score: number): LotLine {
  const vehicle = report.sections.vehicle.status === "found" ? report.sections.vehicle.data : null;
  const { headline, tone } = reportVerdict({ ...report, score });
  return {
    vehicle: vehicle ? vehicleTitle(vehicle) : null,
    verdict: headline,
    tone,
    alerts: lotAlerts(report),
  };
}
