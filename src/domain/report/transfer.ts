// 'Qué revisar al transferir': the steps of a purchase in Chile, each with what this report already
// found there. The report cannot stand in for the documents of the day of the sale, so a line without a
// problem still says what to ask for. A hard stop (tampering, theft) comes first: it stops the sale.

import { formatClp, plural } from "../format";
import { hardStopsOf } from "./hard-stops";
import type { PresentedSection, Row, Tone } from "./model";
import { inspectionProblem, soapProblem } from "./score";
import { isNewVehicle } from "./texts";
import { chargesOf, crossingsTotal } from "./tolls";
import { permitText, TRANSFER_TAX_RATE, transferTaxFloor } from "./valuation";
import type { VehicleReport } from "./vehicle-report";

const TRANSFER_TITLE = "Qué revisar al transferir";

type Line = { label: string; value: string; problem: boolean | null };

/** Red where the report found a problem, green where it found none, neutral where it could not tell. */
const toneOf = (problem: boolean | null): Tone => (problem === null ? "neutral" : problem ? "red" : "green");

function finesLine(report: VehicleReport, finesKnown: boolean): Line {
  const label = "Certificado de multas del mismo día";
  if (report.finesCount > 0) {
    const fines = plural(report.finesCount, "multa", "multas");
    return {
      label,
      value: `Este informe encontró ${fines}: deben pagarse antes de transferir`,
      problem: true,
    };
  }
  return finesKnown
    ? { label, value: "Este informe no encontró multas; pide igual el certificado del día", problem: false }
    : { label, value: "Este informe no pudo verificar multas: pide el certificado del día", problem: null };
}

/** The permit is renewed only with a valid SOAP and inspection and no unpaid fines: the score's own problems. */
function permitLine(report: VehicleReport, year: number | null, today: string): Line {
  const blockers = [
    soapProblem(report.soapVerdict) ? "SOAP vigente" : null,
    inspectionProblem(report.inspectionVerdict, year, today) ? "revisión técnica vigente" : null,
    report.finesCount > 0 ? "multas pagadas" : null,
  ].filter((b) => b !== null);
  const amount = permitText(report.sections.valuation);
  const yearly = amount ? ` (valor anual según tasación: ${amount})` : "";
  return blockers.length
    ? {
        label: "Permiso de circulación vigente",
        value: `Para renovarlo falta: ${blockers.join(", ")}${yearly}`,
        problem: true,
      }
    : {
        label: "Permiso de circulación vigente",
        value: `Pide el permiso al vendedor${yearly}`,
        problem: null,
      };
}

function soapLine(report: VehicleReport): Line {
  const label = "SOAP";
  if (report.soapVerdict === "valid") return { label, value: "Vigente", problem: false };
  if (report.soapVerdict === "unavailable") return { label, value: "No verificado", problem: null };
  return { label, value: "Sin SOAP vigente: no se puede circular ni renovar el permiso", problem: true };
}

function inspectionLine(report: VehicleReport, year: number | null, today: string): Line {
  const label = "Revisión técnica";
  const verdict = report.inspectionVerdict;
  if (verdict === "valid") return { label, value: "Vigente", problem: false };
  if (inspectionProblem(verdict, year, today)) {
    const value =
      verdict === "not_found"
        ? "Sin revisión técnica registrada"
        : "No vigente: debe aprobarla antes de transferir";
    return { label, value, problem: true };
  }
  if (verdict === "not_found" && isNewVehicle(year, today))
    return { label, value: "No requiere RT (auto nuevo)", problem: false };
  return { label, value: "No verificada", problem: null };
}

function registryLine(report: VehicleReport): Line {
  const { valuation } = report.sections;
  const floor =
    valuation.status === "found" && valuation.data.versions.length ? transferTaxFloor(valuation.data) : null;
  const rate = `${(TRANSFER_TAX_RATE * 100).toFixed(1).replace(".", ",")}%`;
  const tax = `impuesto: ${rate} del precio o de la tasación fiscal, el mayor${floor ? ` (al menos ${formatClp(floor)})` : ""}`;
  const tolls = crossingsTotal(chargesOf(report.sections.crossings));
  return tolls > 0
    ? {
        label: "Transferencia en el Registro Civil",
        value: `Hay peajes sin TAG por ${formatClp(tolls)} que pasan al comprador con la patente; ${tax}`,
        problem: true,
      }
    : { label: "Transferencia en el Registro Civil", value: `Inscríbela a tu nombre; ${tax}`, problem: null };
}

/** The closing section: one line per step of the transfer, red where this report found a problem. */
export function transferSection(report: VehicleReport, today: string): PresentedSection {
  const { vehicle, trafficFines, plateFines } = report.sections;
  const year = vehicle.status === "found" ? vehicle.data.year : null;
  const finesKnown = trafficFines.status !== "unavailable" || plateFines.status !== "unavailable";
  const lines: Line[] = [
    ...hardStopsOf(report).map((stop) => ({ ...stop.transfer, problem: true })),
    finesLine(report, finesKnown),
    permitLine(report, year, today),
    soapLine(report),
    inspectionLine(report, year, today),
    registryLine(report),
  ];
  const problems = lines.filter((l) => l.problem).length;
  return {
    key: "transfer",
    title: TRANSFER_TITLE,
    provenance: "Según lo que encontró este informe",
    status: problems
      ? { text: plural(problems, "punto con problemas", "puntos con problemas"), tone: "red" }
      : { text: "Sin problemas encontrados", tone: "green" },
    rows: lines.map((l): Row => ({ label: l.label, value: l.value, tone: toneOf(l.problem) })),
    lists: [],
    links: [],
    notes: [],
    warnings: [],
  };
}
