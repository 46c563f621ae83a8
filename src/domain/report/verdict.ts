// What a report says of itself before anything else (decisions 060 and 100): the words and colour beside
// the number (the verdict) and the sentence under it (the recommendation), both from the most serious
// finding. The number keeps the spec's rules; the words do not follow its bands, so a 95 with debts reads
// 'Revisar antecedentes' in amber, never 'Excelente estado'. Green, 'recomendable' and the spec's good
// words only when every source answered and no alert stands; grey and 'Puntaje provisional' while sources
// are missing and nothing was found.

import { formatClp, plural, santiagoDate } from "../format";
import { hardStopsOf } from "./hard-stops";
import { HEADLINE_TONES, type Headline, type Tone, type Verdict } from "./model";
import { partialNote, unverifiedChecks } from "./pending";
import { recallsOf } from "./recalls";
import { capForHardStops, inspectionProblem, soapProblem } from "./score";
import { scoreColor } from "./texts";
import { chargesOf, crossingsTotal } from "./tolls";
import type { VehicleReport } from "./vehicle-report";

export type Recommendation = {
  /** 'hardStop' and 'finding' name a finding; 'provisional' says what is missing; 'clear' recommends. */
  kind: "hardStop" | "finding" | "provisional" | "clear";
  tone: Tone;
  text: string;
};

export const RECOMMENDED_TEXT = "Vehículo recomendable: sus antecedentes no muestran problemas relevantes.";
export const MORE_ALERTS_TEXT = "Revisa también las demás alertas del informe.";
const OTHER_ALERTS_TEXT = "Este informe tiene alertas: revísalas antes de comprar.";

/** What the verdict and the recommendation read from a report; a stored body of any age has all of it. */
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

/** The sentence under the number, from the most serious finding, by today's rules for a body of any age. */
export function recommendationOf(report: VerdictInput): Recommendation {
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

/** The headline a finding takes: amber, red once the number is in the spec's red band (below 50). */
const findingHeadline = (score: number): Headline =>
  scoreColor(score) === "red" ? "No confiable" : "Revisar antecedentes";

const verdictOf = (headline: Headline): Verdict => ({ tone: HEADLINE_TONES[headline], headline }) as Verdict;

/**
 * The one headline of a report, and its colour: every view (pages, PDFs, the link's preview, 'Mis
 * reportes', a lot's table and exports, /api/v1, webhooks) takes it from here. The most serious finding
 * chooses it; the number only chooses between the two good words when nothing stands, and darkens a
 * finding to red.
 */
export function reportVerdict(report: VerdictInput): Verdict {
  const { kind } = recommendationOf(report);
  if (kind === "hardStop") return verdictOf("Riesgo alto");
  if (kind === "finding") return verdictOf(findingHeadline(report.score));
  if (kind === "provisional") return verdictOf("Puntaje provisional");
  // Nothing stands, so only age took points: a clean report is at least 85.
  return verdictOf(report.score >= 90 ? "Excelente estado" : "Buen estado");
}

/** The fields a body stored before decision 100 had, which `verdict` replaces. */
type Superseded = { headline?: unknown; color?: unknown };

/**
 * A report as today's rules read it: a hard stop caps the score, and the verdict and the recommendation
 * are the findings'. Every stored report passes through here when it is read, so an older one gets them
 * too (and loses the words beside the number its day gave it); reading twice changes nothing.
 */
export function readReport<T extends VerdictInput & Pick<VehicleReport, "deductions">>(
  report: T & Superseded,
): Omit<T, keyof Superseded> & Pick<VehicleReport, "verdict" | "recommendation"> {
  const { headline: _headline, color: _color, ...current } = report;
  const capped = capForHardStops(
    current,
    hardStopsOf(current).map((stop) => stop.cause),
  );
  const read = { ...current, score: capped.score };
  return {
    ...current,
    score: capped.score,
    deductions: capped.deductions,
    verdict: reportVerdict(read),
    recommendation: recommendationOf(read).text,
  };
}
