// What the report says, as pure rules: bands, panel texts and the messages of spec sections 2, 4 and 8.

import { daysBetween, formatClp, formatNumberDe, NOT_AVAILABLE, plural, yearOf } from "../format";
import {
  type Inspection,
  type IsoDate,
  type Lookup,
  type PlateFines,
  SOURCE_NOT_ASKED,
  SOURCE_NOT_CONFIGURED,
  SOURCE_NOT_IN_PLAN,
  SOURCE_UNEXPECTED_ANSWER,
  type TagDebt,
  type TagDebts,
  type TrafficFines,
  type TrafficTicket,
} from "./model";

/** Said only when every category was checked and found clean (categories.ts, decision 100). */
export const NO_ALERTS_TEXT = "Vehículo en excelente estado, sin observaciones";
/** The spec's disclaimer, without 'comunitarias': no community source feeds a report (decision 034). */
export const REPORT_DISCLAIMER =
  "Este informe se basa en fuentes públicas y no garantiza que la información esté completa. Verifica los antecedentes con el vendedor y con las autoridades antes de comprar.";

// Spec section 8, generation of a report.
export const NO_VEHICLE_DATA_MESSAGE = "No se encontraron datos para esta patente";
export const GENERATION_ERROR_MESSAGE = "Error al generar el reporte del vehículo";
export const INVALID_SESSION_MESSAGE = "Error: Sesión no válida. Por favor, inicia sesión nuevamente.";
export const TRIAL_CONSUME_ERROR_MESSAGE = "Error al consumir la prueba gratuita";
export const saveReportErrorMessage = (message: string): string => `Error al guardar el reporte: ${message}`;
export const REPORT_NOT_SAVED_MESSAGE = "Error: No se pudo guardar el reporte";
export const REQUEST_ERROR_MESSAGE = "Error al procesar la solicitud";
/** The stream's 'reintenta' event: the server stops, and the page follows the same request elsewhere. */
export const SERVER_RESTARTING_MESSAGE = "El servidor se está reiniciando. Reintentando tu informe…";

// Spec section 8, the public report page.
export const ACCESS_CODE_NOT_FOUND_MESSAGE = "No se encontró un reporte con ese código de acceso";
export const reportSearchErrorMessage = (message: string): string => `Error al buscar el reporte: ${message}`;
export const REPORT_EMPTY_MESSAGE = "No se encontró el reporte solicitado";
export const REPORT_LOAD_ERROR_MESSAGE = "Error al cargar el reporte";
export const LINK_COPIED_MESSAGE = "Enlace copiado";
export const LINK_COPY_FAILED_MESSAGE = "No se pudo copiar el enlace";
export const CODE_COPIED_MESSAGE = "Código copiado";
export const CODE_COPY_FAILED_MESSAGE = "No se pudo copiar el código";

/** A vehicle this many years old or newer does not need a technical inspection yet (spec section 9). */
export const NEW_VEHICLE_RT_YEARS = 3;
/** Expiry countdowns appear only this close to the due date (spec section 9). */
export const EXPIRY_WARNING_DAYS = 30;
/** The fines panel lists at most this many tickets (spec section 9). */
export const FINES_LISTED = 3;

/** Current year minus model year; null when either is unknown. May be negative for next year's models. */
export function vehicleAge(vehicleYear: number | null | undefined, today: IsoDate): number | null {
  const year = yearOf(today);
  if (year === null || vehicleYear === null || vehicleYear === undefined || !Number.isFinite(vehicleYear)) {
    return null;
  }
  return year - Math.trunc(vehicleYear);
}

export const isNewVehicle = (vehicleYear: number | null | undefined, today: IsoDate): boolean => {
  const age = vehicleAge(vehicleYear, today);
  return age !== null && age <= NEW_VEHICLE_RT_YEARS;
};

// ---- Score bands -------------------------------------------------------------------------------------

// The spec's headline bands (90, 80, 70, 60, 40) no longer name a report: its worst finding does
// (verdict.ts, decision 100). Of its colour bands, the red one still darkens a finding's verdict.

export type ScoreColor = "green" | "yellow" | "red";

export function scoreColor(score: number): ScoreColor {
  if (score >= 80) return "green";
  if (score >= 50) return "yellow";
  return "red";
}

export type ReportBadge = "high" | "medium" | "low";

/** The scores of each My reports badge, both ends included: the list is filtered by them in the database. */
export const REPORT_BADGE_BANDS: Readonly<Record<ReportBadge, { min: number; max: number }>> = {
  high: { min: 80, max: 100 },
  medium: { min: 60, max: 79 },
  low: { min: 0, max: 59 },
};

export function myReportsBadge(score: number): ReportBadge {
  if (score >= REPORT_BADGE_BANDS.high.min) return "high";
  if (score >= REPORT_BADGE_BANDS.medium.min) return "medium";
  return "low";
}

// ---- Technical inspection ----------------------------------------------------------------------------

/** Sources write the approved state both ways ('APROBADA', 'Aprobado'). */
export const isApprovedStatus = (status: string | null | undefined): boolean =>
  /^aprobad[ao]$/i.test(status?.trim() ?? "");

const isPast = (date: IsoDate, today: IsoDate): boolean => {
  const days = daysBetween(today, date);
  return days !== null && days < 0;
};

export function inspectionStatus(input: {
  inspection: Lookup<Inspection>;
  vehicleYear: number | null;
  today: IsoDate;
}): string {
  const { inspection, vehicleYear, today } = input;
  const due = inspection.status === "found" ? inspection.data.dueDate : null;
  if (inspection.status === "found" && due && daysBetween(today, due) !== null) {
    if (isPast(due, today)) return "Vencida";
    return inspection.data.status?.trim() || "Aprobada";
  }
  return isNewVehicle(vehicleYear, today) ? "No requiere RT" : NOT_AVAILABLE;
}

export function inspectionExpiry(dueDate: IsoDate | null | undefined, today: IsoDate): string | null {
  const days = dueDate ? daysBetween(today, dueDate) : null;
  if (days === null) return null;
  if (days < 0) return `Vencida hace ${plural(-days, "día", "días")}`;
  if (days <= EXPIRY_WARNING_DAYS) return `${plural(days, "día restante", "días restantes")}`;
  return null;
}

export function isInspectionValid(
  inspection: Pick<Inspection, "status" | "dueDate"> | null | undefined,
  today: IsoDate,
): boolean {
  if (!inspection?.dueDate || !isApprovedStatus(inspection.status)) return false;
  const days = daysBetween(today, inspection.dueDate);
  return days !== null && days >= 0;
}

export type Tone = "green" | "red";

export function gasesRow(status: string | null | undefined): { text: string; tone: Tone } | null {
  const text = status?.trim();
  if (!text || text.toLowerCase() === NOT_AVAILABLE.toLowerCase()) return null;
  return { text, tone: isApprovedStatus(text) ? "green" : "red" };
}

// ---- SOAP --------------------------------------------------------------------------------------------

export function isSoapValid(to: IsoDate | null | undefined, today: IsoDate): boolean {
  const days = to ? daysBetween(today, to) : null;
  return days !== null && days >= 0;
}

export function soapDaysLeft(to: IsoDate | null | undefined, today: IsoDate): number | null {
  const days = to ? daysBetween(today, to) : null;
  return days !== null && days > 0 ? days : null;
}

// ---- Fines -------------------------------------------------------------------------------------------

/**
 * The two fine sources disagree at times (Boostr lists tickets, the plate service only counts them), so the
 * larger count wins: a fine either of them knows about is a fine. A plate-service "has fines" with a zero
 * count still means at least one.
 */
export function combinedFinesCount(
  plateFines: Lookup<PlateFines>,
  tickets: readonly TrafficTicket[],
): number {
  const plateCount =
    plateFines.status === "found" && plateFines.data.hasFines
      ? Math.max(1, Math.trunc(plateFines.data.finesCount) || 0)
      : 0;
  return Math.max(plateCount, tickets.length);
}

export const knownTicketsTotal = (tickets: readonly TrafficTicket[]): number =>
  tickets.reduce((sum, t) => sum + (t.amount !== null && Number.isFinite(t.amount) ? t.amount : 0), 0);

export type ListedTicket = {
  reason: string | null;
  commune: string | null;
  court: string | null;
  /** '$1.500' in the spec's de-DE format, or null when the source gave no amount. */
  amountText: string | null;
};

const NOT_IN_PLAN_TEXT = "No incluido en el plan";
const NOT_ASKED_TEXT = "No consultado";
const UNEXPECTED_ANSWER_TEXT = `${NOT_AVAILABLE}: respuesta inesperada`;

/** What a section or a row shows when its source gave no data: why, when asking again cannot change it. */
export function unansweredText(lookup: Lookup<unknown>): string {
  if (lookup.status !== "unavailable") return NOT_AVAILABLE;
  if (lookup.reason === SOURCE_NOT_IN_PLAN) return NOT_IN_PLAN_TEXT;
  if (lookup.reason === SOURCE_NOT_CONFIGURED || lookup.reason === SOURCE_NOT_ASKED) return NOT_ASKED_TEXT;
  if (lookup.reason === SOURCE_UNEXPECTED_ANSWER) return UNEXPECTED_ANSWER_TEXT;
  return NOT_AVAILABLE;
}

/** What the external plate-fines service said, on its own row: it is often not configured at all. */
export function plateServiceText(lookup: Lookup<PlateFines>): string {
  if (lookup.status === "not_found") return "Sin multas";
  if (lookup.status === "unavailable") return unansweredText(lookup);
  return lookup.data.hasFines
    ? plural(Math.max(1, Math.trunc(lookup.data.finesCount) || 0), "multa", "multas")
    : "Sin multas";
}

export const FINES_DETAIL_PENDING_TEXT = "El detalle de las multas estará disponible pronto";

export type FinesPanel =
  | { state: "unavailable"; text: typeof NOT_AVAILABLE }
  | { state: "none"; text: "Sin multas" }
  | {
      state: "fines";
      text: string;
      count: number;
      tickets: ListedTicket[];
      /** Tickets beyond the first three, not listed. */
      unlistedCount: number;
      /** Sum of the listed tickets' known amounts; null when none of them has one. */
      partialTotal: number | null;
      partialTotalText: string | null;
      /** Set when there is no ticket to list. */
      detailPendingText: string | null;
    };

const moneyDe = (amount: number): string => `$${formatNumberDe(amount)}`;

/**
 * The legal-situation panel, from both fine sources. Tickets in hand contradict a "no fines" answer rather
 * than being dropped. With no fine on record it says 'Sin multas' only if at least one source answered;
 * when neither did, 'No disponible': the spec's 'Consultando...' would never end (decision 034).
 */
export function finesPanel(input: {
  plateFines: Lookup<PlateFines>;
  trafficFines: Lookup<TrafficFines>;
}): FinesPanel {
  const tickets = input.trafficFines.status === "found" ? input.trafficFines.data.tickets : [];
  const count = combinedFinesCount(input.plateFines, tickets);
  if (count === 0) {
    return input.plateFines.status === "unavailable" && input.trafficFines.status === "unavailable"
      ? { state: "unavailable", text: NOT_AVAILABLE }
      : { state: "none", text: "Sin multas" };
  }
  const listed = tickets.slice(0, FINES_LISTED);
  const amounts = listed.flatMap((t) => (t.amount !== null && Number.isFinite(t.amount) ? [t.amount] : []));
  const partialTotal = amounts.length > 0 ? amounts.reduce((a, b) => a + b, 0) : null;
  return {
    state: "fines",
    text: plural(count, "multa", "multas"),
    count,
    tickets: listed.map((t) => ({
      reason: t.reason,
      commune: t.commune,
      court: t.court,
      amountText: t.amount !== null && Number.isFinite(t.amount) ? moneyDe(t.amount) : null,
    })),
    unlistedCount: Math.max(0, tickets.length - listed.length),
    partialTotal,
    partialTotalText: partialTotal === null ? null : moneyDe(partialTotal),
    detailPendingText: listed.length === 0 ? FINES_DETAIL_PENDING_TEXT : null,
  };
}

// ---- TAG (toll) debt ---------------------------------------------------------------------------------

export type TagPanel =
  | { state: "debts"; text: string; count: number; total: number; debts: TagDebt[] }
  | { state: "none"; text: "Sin deudas" }
  | { state: "unavailable"; text: "Información no disponible" };

export const tagTotal = (debts: readonly TagDebt[]): number =>
  debts.reduce((sum, d) => sum + (Number.isFinite(d.amount) ? d.amount : 0), 0);

/** A definite "nothing on record" reads as no debt; only an unanswered lookup is "no information". */
export function tagPanel(tag: Lookup<TagDebts>): TagPanel {
  if (tag.status === "unavailable") return { state: "unavailable", text: "Información no disponible" };
  const debts = tag.status === "found" ? tag.data.debts : [];
  if (debts.length === 0) return { state: "none", text: "Sin deudas" };
  const total = tagTotal(debts);
  return {
    state: "debts",
    text: `${plural(debts.length, "deuda", "deudas")} por ${formatClp(total)}`,
    count: debts.length,
    total,
    debts: [...debts],
  };
}
