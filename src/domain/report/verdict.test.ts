import { describe, expect, it } from "vitest";
import {
  assembledReport,
  crossing,
  inspection,
  recall,
  rolledBack,
  section,
  tagDebt,
  ticket,
  unavailable,
  vehicleOf,
} from "../../../tests/support/report-fixtures";
import type { ReportSections } from "./model";
import type { VehicleReport } from "./vehicle-report";
import { MORE_ALERTS_TEXT, RECOMMENDED_TEXT, readReport, reportVerdict, type Verdict } from "./verdict";

const report = assembledReport;

type Case = [string, Partial<ReportSections>, number, Verdict];

// Each demo plate's situation (src/server/providers/demo.ts), then the edges of each rule.
const cases: Case[] = [
  ["BBCL10, clean", {}, 100, { kind: "clear", tone: "green", text: RECOMMENDED_TEXT }],
  [
    "RTVE20, inspection expired",
    {
      vehicle: vehicleOf({ year: 2016 }),
      inspection: section({ status: "found", data: inspection({ dueDate: "2025-07-17" }) }),
    },
    75,
    {
      kind: "finding",
      tone: "yellow",
      text: "Revisión técnica vencida: exige que la apruebe antes de transferir.",
    },
  ],
  [
    "MULT30, fines over $1.500.000",
    { trafficFines: section({ status: "found", data: { tickets: [ticket(900_000), ticket(692_000)] } }) },
    80,
    {
      kind: "finding",
      tone: "yellow",
      text: "Hay 2 multas impagas por $1.592.000: exige que se paguen antes de transferir.",
    },
  ],
  [
    "TAGD40, TAG debt and crossings that follow the plate",
    { tag: tagDebt(187_450), crossings: crossing(42_380) },
    95,
    {
      kind: "finding",
      tone: "yellow",
      text: "Hay $229.830 en deudas; $42.380 pasan a quien compre: exige el pago antes de transferir.",
    },
  ],
  [
    "SOAP50, SOAP expired",
    {
      soap: section({
        status: "found",
        data: { company: "HDI", policyNumber: null, since: null, to: "2025-07-24" },
      }),
    },
    85,
    {
      kind: "finding",
      tone: "yellow",
      text: "SOAP no vigente: el auto no puede circular sin SOAP; exige uno vigente antes de transferir.",
    },
  ],
  [
    "NUEV60, new car with an open recall",
    {
      vehicle: vehicleOf({ year: 2025 }),
      inspection: section({ status: "not_found" }),
      recalls: section({ status: "found", data: { recalls: [recall("Airbag del conductor")] } }),
    },
    100,
    {
      kind: "finding",
      tone: "yellow",
      text: "Tiene un llamado a revisión abierto: pide el comprobante de la reparación en un concesionario oficial antes de comprar.",
    },
  ],
  [
    "PARC70, SOAP, fines and TAG did not answer",
    { soap: unavailable, trafficFines: unavailable, plateFines: unavailable, tag: unavailable },
    100,
    {
      kind: "provisional",
      tone: "neutral",
      text: "Puntaje provisional: faltan 3 fuentes (SOAP, multas, TAG)",
    },
  ],
  [
    "KMRB80, odometer rolled back",
    { vehicle: vehicleOf({ year: 2015 }), inspection: rolledBack },
    39,
    {
      kind: "hardStop",
      tone: "red",
      text: "Posible adulteración del kilometraje: no lo compres sin una inspección independiente.",
    },
  ],
  [
    "a theft report, before anything else",
    {
      theft: section({ status: "found", data: { reported: true } }),
      inspection: rolledBack,
      tag: tagDebt(5_000),
    },
    39,
    {
      kind: "hardStop",
      tone: "red",
      text: "Encargo por robo vigente: no compres este auto y avisa a Carabineros.",
    },
  ],
  [
    "a hard stop outranks missing sources",
    { inspection: rolledBack, soap: unavailable },
    39,
    {
      kind: "hardStop",
      tone: "red",
      text: "Posible adulteración del kilometraje: no lo compres sin una inspección independiente.",
    },
  ],
  [
    "a finding outranks missing sources, which the note beside it says",
    { tag: tagDebt(5_000), soap: unavailable },
    95,
    {
      kind: "finding",
      tone: "yellow",
      text: "Hay $5.000 en deudas TAG del dueño actual; no pasan a quien compre, pero pide que las pague antes de transferir.",
    },
  ],
  [
    "crossings alone",
    { crossings: crossing(12_720) },
    95,
    {
      kind: "finding",
      tone: "yellow",
      text: "Hay $12.720 en peajes sin TAG que pasan a quien compre: exige el pago antes de transferir.",
    },
  ],
  [
    "TAG debt without an amount, and crossings",
    {
      tag: section({
        status: "found",
        data: {
          rut: null,
          debts: [{ company: "Costanera Norte", amount: Number.NaN, location: null, date: null }],
        },
      }),
      crossings: crossing(3_000),
    },
    95,
    {
      kind: "finding",
      tone: "yellow",
      text: "Hay $3.000 en deudas; $3.000 pasan a quien compre: exige el pago antes de transferir.",
    },
  ],
  [
    "TAG debt without an amount alone",
    {
      tag: section({
        status: "found",
        data: {
          rut: null,
          debts: [{ company: "Costanera Norte", amount: Number.NaN, location: null, date: null }],
        },
      }),
    },
    95,
    {
      kind: "finding",
      tone: "yellow",
      text: "Hay deudas TAG del dueño actual; no pasan a quien compre, pero pide que las pague antes de transferir.",
    },
  ],
  [
    "one fine without an amount",
    { plateFines: section({ status: "found", data: { hasFines: true, finesCount: 1, message: null } }) },
    90,
    { kind: "finding", tone: "yellow", text: "Hay 1 multa impaga: exige que se pague antes de transferir." },
  ],
  [
    "an inspection not approved",
    { inspection: section({ status: "found", data: inspection({ status: "Rechazada" }) }) },
    80,
    {
      kind: "finding",
      tone: "yellow",
      text: "Revisión técnica no aprobada: exige que la apruebe antes de transferir.",
    },
  ],
  [
    "an old car without an inspection on record",
    { vehicle: vehicleOf({ year: 2015 }), inspection: section({ status: "not_found" }) },
    75,
    {
      kind: "finding",
      tone: "yellow",
      text: "Sin revisión técnica registrada: exige que la apruebe antes de transferir.",
    },
  ],
  [
    "a VIN with a problem",
    { vehicle: vehicleOf({ chassis: "9BWZZZ377VT0042" }) },
    100,
    {
      kind: "finding",
      tone: "yellow",
      text: "El VIN tiene observaciones: verifícalo con un escáner antes de comprar.",
    },
  ],
  [
    "a chassis older than the VIN standard raises nothing",
    { vehicle: vehicleOf({ year: 1975, chassis: "9BWZZZ377VT0042" }) },
    85,
    { kind: "clear", tone: "green", text: RECOMMENDED_TEXT },
  ],
  [
    "two recalls",
    { recalls: section({ status: "found", data: { recalls: [recall("Airbag"), recall("Frenos")] } }) },
    100,
    {
      kind: "finding",
      tone: "yellow",
      text: "Tiene 2 llamados a revisión abiertos: pide el comprobante de la reparación en un concesionario oficial antes de comprar.",
    },
  ],
  [
    "several findings: the most serious, and a pointer to the rest",
    { tag: tagDebt(5_000), soap: section({ status: "not_found" }) },
    80,
    {
      kind: "finding",
      tone: "yellow",
      text: `Sin SOAP vigente registrado: el auto no puede circular sin SOAP; exige uno vigente antes de transferir. ${MORE_ALERTS_TEXT}`,
    },
  ],
  [
    "a number in the red band turns the verdict red",
    {
      vehicle: vehicleOf({ year: 2012 }),
      inspection: section({ status: "found", data: inspection({ dueDate: "2025-07-17" }) }),
      soap: section({ status: "not_found" }),
      trafficFines: section({ status: "found", data: { tickets: [ticket(2_000_000)] } }),
    },
    35,
    {
      kind: "finding",
      tone: "red",
      text: `Revisión técnica vencida: exige que la apruebe antes de transferir. ${MORE_ALERTS_TEXT}`,
    },
  ],
  [
    "the newer sources silent: provisional too",
    { crossings: unavailable, recalls: unavailable },
    100,
    {
      kind: "provisional",
      tone: "neutral",
      text: "Puntaje provisional: faltan 2 fuentes (peajes sin TAG, llamados a revisión)",
    },
  ],
  [
    "a newer source outside the plan changes nothing",
    { crossings: section({ status: "unavailable", reason: "service not in plan" }) },
    100,
    { kind: "clear", tone: "green", text: RECOMMENDED_TEXT },
  ],
];

describe("reportVerdict: the most serious finding makes the sentence and colour (decision 060)", () => {
  it.each(cases)("%s", (_case, over, score, verdict) => {
    const made = report(over);
    expect(made.score).toBe(score);
    expect(reportVerdict(made)).toEqual(verdict);
    // The body keeps the same verdict, and reading it again changes nothing.
    expect([made.recommendation, made.color]).toEqual([verdict.text, verdict.tone]);
    expect(readReport(made)).toEqual(made);
  });

  it("green and 'recomendable' only with no alert at all", () => {
    for (const [, over] of cases) {
      const made = report(over);
      const verdict = reportVerdict(made);
      expect(verdict.tone === "green").toBe(made.securityAlerts.length === 0);
      expect(verdict.text.includes("recomendable")).toBe(made.securityAlerts.length === 0);
    }
  });

  it("an alert of a kind no rule names still keeps the box from turning green", () => {
    const made = { ...report(), securityAlerts: ["Una alerta nueva"] };
    expect(reportVerdict(made)).toEqual({
      kind: "finding",
      tone: "yellow",
      text: "Este informe tiene alertas: revísalas antes de comprar.",
    });
  });
});

describe("readReport: a stored report as today's rules read it", () => {
  it.each([
    [
      "a rollback stored at 70, 'Estado aceptable' (KMRB80 before decision 060)",
      { vehicle: vehicleOf({ year: 2015 }), inspection: rolledBack },
      { score: 70, headline: "Estado aceptable" as const },
      { score: 39, headline: "Riesgo alto", color: "red" },
    ],
    [
      "a debt stored green and 'recomendable' (TAGD40)",
      { tag: tagDebt(187_450), crossings: crossing(42_380) },
      { score: 95, headline: "Excelente estado" as const },
      { score: 95, headline: "Excelente estado", color: "yellow" },
    ],
  ])("%s", (_case, over, then, now) => {
    const made = report(over);
    const stored: VehicleReport = {
      ...made,
      ...then,
      deductions: made.deductions.filter((d) => d.rule !== "hardStop"),
      recommendation: "Vehículo recomendable: sus antecedentes no muestran problemas relevantes.",
      color: "green",
    };
    const read = readReport(stored);
    expect({ score: read.score, headline: read.headline, color: read.color }).toEqual(now);
    expect(read.recommendation).toBe(made.recommendation);
    expect(read.score).toBe(100 + read.deductions.reduce((sum, d) => sum + d.points, 0));
  });
});
