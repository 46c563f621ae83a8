// The sentence and colour under the score (decision 060). The number keeps the spec's rules and headline
// bands; the verdict is ours and comes from the findings: the most serious one names what to do, so a
// buyer who reads only the box still learns what stands in the way. Green and 'recomendable' only when
// every source answered and no alert stands; grey while sources are missing and nothing was found.

import { formatClp, plural, santiagoDate } from "../format";
import { hardStopsOf } from "./hard-stops";
import type { Tone } from "./model";
import { partialNote, unverifiedChecks } from "./pending";
import { recallsOf } from "./recalls";
import { capForHardStops, inspectionProblem, soapProblem } from "./score";
import { headline, scoreColor } from "./texts";
import { chargesOf, crossingsTotal } from "./tolls";
import type { VehicleReport } from "./vehicle-report";

export type Verdict = {
  /** 'hardStop' and 'finding' name a finding; 'provisional' says what is missing; 'clear' recommends. */
  kind: "hardStop" | "finding" | "provisional" | "clear";
  tone: Tone;
  text: string;
};

export const RECOMMENDED_TEXT = "Vehículo recomendable: sus antecedentes no muestran problemas relevantes.";
export const MORE_ALERTS_TEXT = "Revisa también las demás alertas del informe.";
const OTHER_ALERTS_TEXT = "Este informe tiene alertas: revísalas antes de comprar.";

/** What the verdict reads from a report; a stored body of any age has all of it. */
export type VerdictInput = Pick<
  VehicleReport,
  | "generatedAt"
  | "sections"
  | "score"
  | "securityAlerts"
  | "inspectionVerdict"
  | "soapVerdict"
  | "finesCount"
  | "finesTotal"
  | "tagCount"
  | "tagTotal"
  | "mileage"
  | "vin"
>;

const reportDay = (report: Pick<VehicleReport, "generatedAt">): string =>
  santiagoDate(report.generatedAt) ?? report.generatedAt.slice(0, 10);

function finesText(count: number, total: number): string {
  const fines = plural(count, "multa impaga", "multas impagas");
  const paid = count === 1 ? "se pague" : "se paguen";
  return `Hay ${fines}${total > 0 ? ` por ${formatClp(total)}` : ""}: exige que ${paid} antes de transferir.`;
}

/** TAG debt stays with the owner's RUT; crossings without a TAG follow the plate to whoever buys (046). */
function debtsText(tag: number, tagCount: number, crossings: number): string | null {
  const pay = "exige el pago antes de transferir.";
  if (crossings > 0 && (tag > 0 || tagCount > 0)) {
    return `Hay ${formatClp(tag + crossings)} en deudas; ${formatClp(crossings)} pasan a quien compre: ${pay}`;
  }
  if (crossings > 0) return `Hay ${formatClp(crossings)} en peajes sin TAG que pasan a quien compre: ${pay}`;
  const debts = tag > 0 ? `${formatClp(tag)} en deudas TAG` : tagCount > 0 ? "deudas TAG" : null;
  return debts
    ? `Hay ${debts} del dueño actual; no pasan a quien compre, pero pide que las pague antes de transferir.`
    : null;
}

function recallsText(count: number): string {
  const open = count === 1 ? "un llamado a revisión abierto" : `${count} llamados a revisión abiertos`;
  return `Tiene ${open}: pide el comprobante de la reparación en un concesionario oficial antes de comprar.`;
}

/**
 * The findings a buyer must settle before paying, most serious first: the car itself (its inspection),
 * then what is owed on it and what keeps it off the road, then what a scanner or the maker settles.
 */
function findingTexts(report: VerdictInput, today: string): string[] {
  const vehicle = report.sections.vehicle.status === "found" ? report.sections.vehicle.data : null;
  const inspection = inspectionProblem(report.inspectionVerdict, vehicle?.year ?? null, today);
  const soap = soapProblem(report.soapVerdict);
  // The VIN's warnings count where the report raised them: not for a chassis older than the standard.
  const vinWarned = report.vin?.warnings.some((w) => report.securityAlerts.includes(w)) ?? false;
  const recalls = recallsOf(report.sections.recalls).length;
  const texts = [
    inspection ? `${inspection}: exige que la apruebe antes de transferir.` : null,
    report.finesCount > 0 ? finesText(report.finesCount, report.finesTotal) : null,
    soap ? `${soap}: el auto no puede circular sin SOAP; exige uno vigente antes de transferir.` : null,
    debtsText(report.tagTotal, report.tagCount, crossingsTotal(chargesOf(report.sections.crossings))),
    vinWarned ? "El VIN tiene observaciones: verifícalo con un escáner antes de comprar." : null,
    recalls > 0 ? recallsText(recalls) : null,
  ];
  return texts.filter((text) => text !== null);
}

/** The verdict of a report's findings; a stored body gets the one of today's rules. */
export function reportVerdict(report: VerdictInput): Verdict {
  const today = reportDay(report);
  const [stop] = hardStopsOf(report);
  if (stop) return { kind: "hardStop", tone: "red", text: stop.verdict };

  const [first, ...others] = findingTexts(report, today);
  // Never brighter than the number's own colour band (spec section 9), never green with a finding.
  const tone = scoreColor(report.score) === "red" ? "red" : "yellow";
  if (first) return { kind: "finding", tone, text: others.length ? `${first} ${MORE_ALERTS_TEXT}` : first };

  const vehicle = report.sections.vehicle.status === "found" ? report.sections.vehicle.data : null;
  const missing = partialNote(
    unverifiedChecks({
      sections: report.sections,
      vehicle: { year: vehicle?.year ?? null },
      inspection: report.inspectionVerdict,
      today,
    }),
  );
  if (missing) return { kind: "provisional", tone: "neutral", text: missing };
  // An alert no rule above names (a kind added later) still keeps the box from turning green.
  if (report.securityAlerts.length) return { kind: "finding", tone, text: OTHER_ALERTS_TEXT };
  return { kind: "clear", tone: "green", text: RECOMMENDED_TEXT };
}

/**
 * A report as today's rules read it: a hard stop caps the score, the headline follows the number, and
 * the verdict is the findings'. Every stored report passes through here when it is read, so an older one
 * gets the verdict and the cap too; reading twice changes nothing.
 */
export function readReport<T extends VerdictInput & Pick<VehicleReport, "deductions">>(
  report: T,
): T & Pick<VehicleReport, "headline" | "recommendation" | "color"> {
  const capped = capForHardStops(
    report,
    hardStopsOf(report).map((stop) => stop.cause),
  );
  const verdict = reportVerdict({ ...report, score: capped.score });
  return {
    ...report,
    score: capped.score,
    deductions: capped.deductions,
    headline: headline(capped.score),
    recommendation: verdict.text,
    color: verdict.tone,
  };
}
