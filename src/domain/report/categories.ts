// What a report checked, one row per category a buyer asks about (issue 40, decision 100): checked and
// clean, a finding with its amount, or not verified. They open the report under the number, as the
// anchors' summaries do (carVertical's list, Carfax's icons), and each leads to its section. The rows
// read the body they are given, so on a shared link they show only what the shared view kept.

import { formatClp, formatDate, formatInteger, plural, santiagoDate } from "../format";
import { rollbackPoints } from "./mileage";
import type { PresentedSection, Tone } from "./model";
import { recallsOf } from "./recalls";
import { inspectionProblem, soapProblem } from "./score";
import { isNewVehicle } from "./texts";
import { theftReported } from "./theft";
import { chargesOf, crossingsTotal } from "./tolls";
import type { VehicleReport } from "./vehicle-report";

export type CategoryKey =
  | "theft"
  | "soap"
  | "inspection"
  | "fines"
  | "tolls"
  | "mileage"
  | "recalls"
  | "owner";

/** ✓ checked and clean, ✗ a finding, ? not verified. */
export type CategoryState = "ok" | "problem" | "unknown";

/** How each state is drawn, and said to whoever does not see the mark; every view uses these. */
export const CATEGORY_MARKS: Record<CategoryState, { mark: string; said: string; tone: Tone }> = {
  ok: { mark: "✓", said: "Revisado, sin problemas", tone: "green" },
  problem: { mark: "✗", said: "Con problemas", tone: "red" },
  unknown: { mark: "?", said: "No verificado", tone: "yellow" },
};

export type CategoryRow = {
  key: CategoryKey;
  label: string;
  state: CategoryState;
  /** What was found: 'Vigente hasta 31-03-2026', '3 multas impagas por $1.592.000', 'No verificado'. */
  text: string;
  /** The section that tells the whole of it. */
  section: PresentedSection["key"];
};

/** The id of a section on the page, for a row to lead to. */
export const sectionAnchor = (key: PresentedSection["key"]): string => `seccion-${key}`;

/** Said once, in one place, under the rows: what no section of the report answers. */
export const NOT_CHECKED = {
  title: "Lo que este informe no revisa",
  items: [
    "Dueños anteriores: solo muestra el dueño actual.",
    "Choques, siniestros y reparaciones.",
    "Prendas, embargos y prohibiciones: pide el certificado de anotaciones vigentes del Registro Civil.",
    "El estado mecánico: hazlo revisar por un mecánico de tu confianza.",
  ],
} as const;

export type CategoriesInput = Pick<
  VehicleReport,
  | "generatedAt"
  | "sections"
  | "inspectionVerdict"
  | "soapVerdict"
  | "finesCount"
  | "finesTotal"
  | "tagCount"
  | "tagTotal"
  | "mileage"
  | "ownerRemoved"
>;

type Row = Omit<CategoryRow, "key" | "label" | "section">;

const ok = (text: string): Row => ({ state: "ok", text });
const problem = (text: string): Row => ({ state: "problem", text });
const unknown = (text: string): Row => ({ state: "unknown", text });
const NOT_VERIFIED = "No verificado";

const until = (date: string | null | undefined, word: string): string =>
  date && formatDate(date) ? `${word} ${formatDate(date)}` : "";

function theftRow(report: CategoriesInput): Row {
  const { theft } = report.sections;
  if (theft.status === "unavailable") return unknown("No verificado; consúltalo gratis en Auto Seguro");
  return theftReported(theft) ? problem("Encargo por robo vigente") : ok("Sin encargo por robo");
}

function soapRow(report: CategoriesInput): Row {
  const { soap } = report.sections;
  const to = soap.status === "found" ? soap.data.to : null;
  if (report.soapVerdict === "valid") return ok(`Vigente${until(to, " hasta el")}`);
  if (report.soapVerdict === "expired")
    return problem(to && formatDate(to) ? `Vencido el ${formatDate(to)}` : "No vigente");
  return soapProblem(report.soapVerdict) ? problem("Sin SOAP vigente registrado") : unknown(NOT_VERIFIED);
}

function inspectionRow(report: CategoriesInput, year: number | null, today: string): Row {
  const { inspection } = report.sections;
  const due = inspection.status === "found" ? inspection.data.dueDate : null;
  const verdict = report.inspectionVerdict;
  if (verdict === "valid") return ok(`Vigente${until(due, " hasta el")}`);
  if (verdict === "expired") return problem(`Vencida${until(due, " el")}`);
  if (verdict === "rejected") return problem("No aprobada");
  // An older car without one on record; a new one needs none yet.
  if (inspectionProblem(verdict, year, today)) return problem("Sin revisión técnica registrada");
  if (isNewVehicle(year, today)) return ok("Aún no la necesita (auto nuevo)");
  return unknown("No verificada");
}

function finesRow(report: CategoriesInput): Row {
  const { trafficFines, plateFines } = report.sections;
  if (report.finesCount > 0) {
    const fines = plural(report.finesCount, "multa impaga", "multas impagas");
    return problem(report.finesTotal > 0 ? `${fines} por ${formatClp(report.finesTotal)}` : fines);
  }
  const answered = trafficFines.status !== "unavailable" || plateFines.status !== "unavailable";
  return answered ? ok("Sin multas") : unknown("No verificadas");
}

/** TAG debt is the owner's (by RUT); crossings without a TAG pass to whoever buys (decision 046). */
function tollsRow(report: CategoriesInput): Row & { section: PresentedSection["key"] } {
  const { tag, crossings } = report.sections;
  const owed = crossingsTotal(chargesOf(crossings));
  const tagOwed = report.tagTotal > 0 || report.tagCount > 0;
  if (tagOwed && owed > 0) {
    const total = formatClp(report.tagTotal + owed);
    return { ...problem(`${total} en deudas; ${formatClp(owed)} pasan a quien compre`), section: "tag" };
  }
  if (owed > 0) {
    return {
      ...problem(`${formatClp(owed)} en peajes sin TAG, que pasan a quien compre`),
      section: "crossings",
    };
  }
  if (tagOwed) {
    const debts = report.tagTotal > 0 ? `${formatClp(report.tagTotal)} en deudas TAG` : "Deudas TAG";
    return { ...problem(`${debts} del dueño actual`), section: "tag" };
  }
  const tagKnown = tag.status !== "unavailable";
  const crossingsKnown = crossings.status !== "unavailable";
  if (tagKnown && crossingsKnown) return { ...ok("Sin deudas TAG ni peajes impagos"), section: "tag" };
  if (tagKnown) return { ...unknown("Sin deudas TAG; peajes sin TAG no verificados"), section: "crossings" };
  if (crossingsKnown) return { ...unknown("Sin peajes impagos; deuda TAG no verificada"), section: "tag" };
  return { ...unknown(NOT_VERIFIED), section: "tag" };
}

function mileageRow(report: CategoriesInput): Row {
  const [back] = rollbackPoints(report.mileage);
  if (back) {
    return problem(
      `Retrocede de ${formatInteger(back.highest.kilometers)} a ${formatInteger(back.reading.kilometers)} km`,
    );
  }
  if (report.mileage.length >= 2) {
    return ok(`Sin retrocesos en ${plural(report.mileage.length, "lectura", "lecturas")}`);
  }
  return unknown(
    report.mileage.length === 1 ? "Una sola lectura, nada que comparar" : "Sin lecturas que comparar",
  );
}

function recallsRow(report: CategoriesInput): Row {
  const { recalls } = report.sections;
  if (recalls.status === "unavailable") return unknown(NOT_VERIFIED);
  const open = recallsOf(recalls);
  if (open.length === 1) return problem(`1 llamado abierto — ${open[0]?.title}`);
  if (open.length > 1) return problem(plural(open.length, "llamado abierto", "llamados abiertos"));
  return ok("Sin llamados abiertos");
}

function ownerRow(report: CategoriesInput): Row {
  const { vehicle } = report.sections;
  const owner = vehicle.status === "found" ? vehicle.data.owner : null;
  if (report.ownerRemoved || !owner?.fullName.trim()) return unknown("No disponible en este informe");
  return ok(`${owner.fullName}; comprueba que sea quien vende`);
}

/** The categories in the order a buyer weighs them: what stops a sale, what keeps the car off the road, what is owed, what the car itself says. */
export function reportCategories(report: CategoriesInput): CategoryRow[] {
  const today = santiagoDate(report.generatedAt) ?? report.generatedAt.slice(0, 10);
  const { vehicle } = report.sections;
  const year = vehicle.status === "found" ? vehicle.data.year : null;
  const tolls = tollsRow(report);
  return [
    { key: "theft", label: "Robo", section: "theft", ...theftRow(report) },
    { key: "soap", label: "SOAP", section: "inspection", ...soapRow(report) },
    {
      key: "inspection",
      label: "Revisión técnica",
      section: "inspection",
      ...inspectionRow(report, year, today),
    },
    { key: "fines", label: "Multas", section: "legal", ...finesRow(report) },
    { key: "tolls", label: "TAG y peajes", ...tolls },
    { key: "mileage", label: "Kilometraje", section: "usage", ...mileageRow(report) },
    { key: "recalls", label: "Llamados a revisión", section: "recalls", ...recallsRow(report) },
    { key: "owner", label: "Dueño", section: "usage", ...ownerRow(report) },
  ];
}

/** 'Sin observaciones' is said only when every category was checked and found clean. */
export const everyCategoryClean = (rows: readonly CategoryRow[]): boolean =>
  rows.every((row) => row.state === "ok");
