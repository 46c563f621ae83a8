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
import type { ReportSections } from "../report/model";
import { lotAlerts, lotLine } from "./lot-alerts";

const expiredSoap = section({
  status: "found" as const,
  data: { company: "HDI", policyNumber: null, since: null, to: "2025-07-24" },
});

// Each demo plate's situation (src/server/providers/demo.ts), then the edges of each label.
const cases: [string, Partial<ReportSections>, string[]][] = [
  ["BBCL10, clean", {}, []],
  [
    "RTVE20, inspection expired",
    {
      vehicle: vehicleOf({ year: 2016 }),
      inspection: section({ status: "found", data: inspection({ dueDate: "2025-07-17" }) }),
    },
    ["Revisión técnica vencida"],
  ],
  [
    "MULT30, fines with their known total",
    { trafficFines: section({ status: "found", data: { tickets: [ticket(900_000), ticket(692_000)] } }) },
    ["2 multas impagas por $1.592.000"],
  ],
  [
    "one fine without an amount: counted, no total made up",
    { trafficFines: section({ status: "found", data: { tickets: [ticket(null)] } }) },
    ["1 multa impaga"],
  ],
  [
    "TAGD40, TAG debt and crossings that follow the plate",
    { tag: tagDebt(187_450), crossings: crossing(42_380) },
    ["Deuda TAG por $187.450", "Peajes sin TAG por $42.380"],
  ],
  ["a TAG debt of no known amount", { tag: tagDebt(0) }, ["Deuda TAG"]],
  ["SOAP50, SOAP expired", { soap: expiredSoap }, ["SOAP no vigente"]],
  [
    "NUEV60, a new car without inspection and with an open recall",
    {
      vehicle: vehicleOf({ year: 2025 }),
      inspection: section({ status: "not_found" }),
      recalls: section({ status: "found", data: { recalls: [recall("Airbag del conductor")] } }),
    },
    ["1 llamado a revisión abierto"],
  ],
  [
    "two open recalls",
    { recalls: section({ status: "found", data: { recalls: [recall("Airbag"), recall("Frenos")] } }) },
    ["2 llamados a revisión abiertos"],
  ],
  [
    "an old car without any inspection on record",
    { vehicle: vehicleOf({ year: 2012 }), inspection: section({ status: "not_found" }) },
    ["Sin revisión técnica registrada"],
  ],
  [
    "PARC70, sources that did not answer: partial, never clean",
    { soap: unavailable, trafficFines: unavailable, plateFines: unavailable, tag: unavailable },
    ["Sin verificar: SOAP, multas, deudas TAG"],
  ],
  [
    "KMRB80, odometer rolled back, before the expired inspection",
    { vehicle: vehicleOf({ year: 2015 }), inspection: rolledBack },
    ["Posible adulteración del kilometraje"],
  ],
  [
    "a theft report first of all, then the rest in the verdict's order",
    {
      theft: section({ status: "found", data: { reported: true } }),
      soap: expiredSoap,
      tag: tagDebt(5_000),
      trafficFines: section({ status: "found", data: { tickets: [ticket(50_000)] } }),
    },
    ["Encargo por robo vigente", "SOAP no vigente", "1 multa impaga por $50.000", "Deuda TAG por $5.000"],
  ],
  [
    "a chassis number that is not a valid VIN",
    { vehicle: vehicleOf({ chassis: "JF1VA2M67E98123" }) },
    ["VIN con observaciones"],
  ],
  [
    "a chassis older than the VIN standard raises nothing",
    {
      vehicle: vehicleOf({ year: 1975, chassis: "ABC123" }),
      inspection: section({ status: "found", data: inspection() }),
    },
    [],
  ],
];

describe("lotAlerts: a report's alerts as the results table's labels", () => {
  it.each(cases)("%s", (_, over, expected) => {
    expect(lotAlerts(assembledReport(over))).toEqual(expected);
  });
});

describe("lotLine: a report as one line of the lot", () => {
  it.each([
    ["clean", {}, { vehicle: "SUBARU WRX 2022", verdict: "Excelente estado", tone: "green" }],
    // A score in the top band with a debt: the finding's words and colour, as the report says them.
    [
      "a TAG debt under a high score",
      { tag: tagDebt(187_450) },
      { vehicle: "SUBARU WRX 2022", verdict: "Revisar antecedentes", tone: "yellow" },
    ],
    [
      "a hard stop",
      { vehicle: vehicleOf({ year: 2015 }), inspection: rolledBack },
      { vehicle: "SUBARU WRX 2015", verdict: "Riesgo alto", tone: "red" },
    ],
    [
      "a partial report",
      { soap: unavailable },
      { vehicle: "SUBARU WRX 2022", verdict: "Puntaje provisional", tone: "neutral" },
    ],
    [
      "a registry that named no car",
      { vehicle: vehicleOf({ make: "", model: " " }) },
      { vehicle: null, verdict: "Excelente estado", tone: "green" },
    ],
  ] as const)("%s", (_, over, expected) => {
    const report = assembledReport(over);
    const line = lotLine(report, report.score);
    expect({ vehicle: line.vehicle, verdict: line.verdict, tone: line.tone }).toEqual(expected);
    expect(line.alerts).toEqual(lotAlerts(report));
    // The report's own verdict, laid flat.
    expect({ headline: line.verdict, tone: line.tone }).toEqual(report.verdict);
  });
});
