// The trust score of spec section 9: 100 minus explained deductions, clamped to 0-100.
//
// Unknown is not bad. A score has to be fair to the seller as well as the buyer, so:
// - a source that did not answer ('unavailable') deducts nothing; the report lists it as "No se pudo
//   verificar" instead, and the reader decides;
// - a record we hold but cannot judge (an inspection without due date or status, a SOAP without end date)
//   is treated as unavailable, for the same reason;
// - a definite "nothing on record" ('not_found') is information: no SOAP on record means no valid SOAP;
//   no inspection on record is expected for a vehicle 3 years old or less ('No requiere RT', no deduction)
//   and counts as not valid for an older one;
// - an unknown model year deducts nothing for age, nor for a missing inspection (the car may be new).
// Toll debt is one rule over TAG contract debt and unpaid crossings without a TAG together (decision
// 046); an odometer reading lower than an earlier one costs 25 points (decision 047). Beyond the spec, a
// hard stop (hard-stops.ts: tampering, theft) holds the score inside 'Riesgo alto' (decision 060).

import { daysBetween, formatClp, plural } from "../format";
import type { Inspection, IsoDate, Lookup, Soap } from "./model";
import { isApprovedStatus, isSoapValid, NEW_VEHICLE_RT_YEARS, vehicleAge } from "./texts";

export type InspectionVerdict = "valid" | "expired" | "rejected" | "not_found" | "unavailable";
export type SoapVerdict = "valid" | "expired" | "not_found" | "unavailable";

export type ScoreInput = {
  vehicleYear: number | null;
  today: IsoDate;
  inspection: InspectionVerdict;
  soap: SoapVerdict;
  finesTotal: number;
  finesCount: number;
  tagTotal: number;
  tagCount: number;
  crossingsTotal: number;
  crossingsCount: number;
  /** The first 'Posible adulteración del kilometraje: ...' warning; null when the readings never go back. */
  odometerRollback: string | null;
  /** The causes of the report's hard stops (hard-stops.ts); any one caps the score. */
  hardStops: readonly string[];
};

export type ScoreRule = "age" | "inspection" | "soap" | "fines" | "tag" | "mileage" | "hardStop";
export type Deduction = { rule: ScoreRule; points: number; reason: string };
export type ScoreResult = { score: number; deductions: Deduction[] };

export const SCORE_START = 100;
export const AGE_BANDS = [
  { upTo: 5, points: 0 },
  { upTo: 10, points: -5 },
  { upTo: 15, points: -10 },
] as const;
export const AGE_OLDEST_POINTS = -15;
export const INSPECTION_POINTS = -20;
export const SOAP_POINTS = -15;
export const FINES_HIGH_TOTAL = 1_500_000;
export const FINES_HIGH_POINTS = -20;
export const FINES_ANY_POINTS = -10;
export const TAG_HIGH_TOTAL = 1_000_000;
export const TAG_HIGH_POINTS = -15;
export const TAG_MEDIUM_TOTAL = 500_000;
export const TAG_MEDIUM_POINTS = -10;
export const TAG_ANY_POINTS = -5;
export const ODOMETER_ROLLBACK_POINTS = -25;
/** The top of 'Riesgo alto', the band below 40: no clean record lifts a hard stop out of it. */
export const HARD_STOP_SCORE_CAP = 39;

/** Spec: inspection valid only if approved and due today or later; split so the report can say which. */
export function inspectionVerdict(lookup: Lookup<Inspection>, today: IsoDate): InspectionVerdict {
  if (lookup.status !== "found") return lookup.status;
  const { status, dueDate } = lookup.data;
  const daysLeft = dueDate ? daysBetween(today, dueDate) : null;
  if (daysLeft !== null && daysLeft < 0) return "expired";
  if (status?.trim() && !isApprovedStatus(status)) return "rejected";
  if (daysLeft !== null && isApprovedStatus(status)) return "valid";
  return "unavailable";
}

export function soapVerdict(lookup: Lookup<Soap>, today: IsoDate): SoapVerdict {
  if (lookup.status !== "found") return lookup.status;
  if (!lookup.data.to || daysBetween(today, lookup.data.to) === null) return "unavailable";
  return isSoapValid(lookup.data.to, today) ? "valid" : "expired";
}

/** Reason for an inspection deduction; null when the verdict costs nothing. */
export function inspectionProblem(
  verdict: InspectionVerdict,
  vehicleYear: number | null,
  today: IsoDate,
): string | null {
  if (verdict === "expired") return "Revisión técnica vencida";
  if (verdict === "rejected") return "Revisión técnica no aprobada";
  // Without a model year we cannot tell "too new to need one" from "missing": that is not knowing.
  const age = vehicleAge(vehicleYear, today);
  if (verdict === "not_found" && age !== null && age > NEW_VEHICLE_RT_YEARS)
    return "Sin revisión técnica registrada";
  return null;
}

export function soapProblem(verdict: SoapVerdict): string | null {
  if (verdict === "expired") return "SOAP no vigente";
  if (verdict === "not_found") return "Sin SOAP vigente registrado";
  return null;
}

const amount = (n: number): number => (Number.isFinite(n) && n > 0 ? n : 0);
const count = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0);

function agePoints(age: number): number {
  for (const band of AGE_BANDS) if (age <= band.upTo) return band.points;
  return AGE_OLDEST_POINTS;
}

function finesReason(n: number, total: number): string {
  const many = n === 1 ? "multa" : "multas";
  if (n > 0 && total > 0) return `${n} ${many} por ${formatClp(total)}`;
  if (n > 0) return `${n} ${many} ${n === 1 ? "registrada" : "registradas"}`;
  return `Multas por ${formatClp(total)}`;
}

/** The toll deduction's reason names both debts when there are both: they are paid to different people. */
function tollsReason(tagTotal: number, tagCount: number, crossingsTotal: number): string {
  const tag =
    tagTotal > 0
      ? `Deuda TAG de ${formatClp(tagTotal)}`
      : tagCount > 0
        ? plural(tagCount, "deuda TAG registrada", "deudas TAG registradas")
        : null;
  if (!tag) return `Peajes sin TAG por ${formatClp(crossingsTotal)}`;
  if (crossingsTotal <= 0) return tag;
  return `${tag} y peajes sin TAG por ${formatClp(crossingsTotal)} (${formatClp(tagTotal + crossingsTotal)} en total)`;
}

export function computeScore(input: ScoreInput): ScoreResult {
  const deductions: Deduction[] = [];
  const deduct = (rule: ScoreRule, points: number, reason: string) => {
    if (points < 0) deductions.push({ rule, points, reason });
  };

  const age = vehicleAge(input.vehicleYear, input.today);
  if (age !== null) deduct("age", agePoints(age), `Vehículo con ${age} años de antigüedad`);

  const inspection = inspectionProblem(input.inspection, input.vehicleYear, input.today);
  if (inspection) deduct("inspection", INSPECTION_POINTS, inspection);

  const soap = soapProblem(input.soap);
  if (soap) deduct("soap", SOAP_POINTS, soap);

  const finesTotal = amount(input.finesTotal);
  const finesCount = count(input.finesCount);
  if (finesTotal > FINES_HIGH_TOTAL) deduct("fines", FINES_HIGH_POINTS, finesReason(finesCount, finesTotal));
  else if (finesCount > 0) deduct("fines", FINES_ANY_POINTS, finesReason(finesCount, finesTotal));

  const tagTotal = amount(input.tagTotal);
  const crossingsTotal = amount(input.crossingsTotal);
  const tollTotal = tagTotal + crossingsTotal;
  const tollCount = count(input.tagCount) + count(input.crossingsCount);
  const tollReason = tollsReason(tagTotal, count(input.tagCount), crossingsTotal);
  if (tollTotal > TAG_HIGH_TOTAL) deduct("tag", TAG_HIGH_POINTS, tollReason);
  else if (tollTotal > TAG_MEDIUM_TOTAL) deduct("tag", TAG_MEDIUM_POINTS, tollReason);
  else if (tollCount > 0 || tollTotal > 0) deduct("tag", TAG_ANY_POINTS, tollReason);

  if (input.odometerRollback) deduct("mileage", ODOMETER_ROLLBACK_POINTS, input.odometerRollback);

  const raw = deductions.reduce((sum, d) => sum + d.points, SCORE_START);
  return capForHardStops({ score: Math.min(100, Math.max(0, raw)), deductions }, input.hardStops);
}

/**
 * A score above the cap with a hard stop comes down to it. The cap is a deduction of its own, so the
 * reasons still add up to the score; a score already at or under it stays, so capping twice changes
 * nothing (a stored report is capped again when it is read).
 */
export function capForHardStops(result: ScoreResult, causes: readonly string[]): ScoreResult {
  if (causes.length === 0 || result.score <= HARD_STOP_SCORE_CAP) return result;
  const reason = `Tope de ${HARD_STOP_SCORE_CAP} puntos (riesgo alto) por ${causes.join(" y ")}`;
  return {
    score: HARD_STOP_SCORE_CAP,
    deductions: [
      ...result.deductions,
      { rule: "hardStop", points: HARD_STOP_SCORE_CAP - result.score, reason },
    ],
  };
}
