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
import { HEADLINE_TONES, HEADLINES, type Headline, type ReportSections } from "./model";
import {
  MORE_ALERTS_TEXT,
  RECOMMENDED_TEXT,
  type Recommendation,
  readReport,
  recommendationOf,
  reportVerdict,
} from "./verdict";

const report = assembledReport;

/** A situation, its score, the sentence under it and the words beside it. */
type Case = [string, Partial<ReportSections>, number, Recommendation, Headline];

// Each demo plate's situation (src/server/providers/demo.ts), then the edges of each rule.
const cases: Case[] = [
  ["BBCL10, clean", {}, 100, { kind: "clear", tone: "green", text: RECOMMENDED_TEXT }, "Excelente estado"],
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
    "Revisar antecedentes",
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
    "Revisar antecedentes",
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
    "Revisar antecedentes",
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
    "Revisar antecedentes",
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
    "Revisar antecedentes",
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
    "Puntaje provisional",
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
    "Riesgo alto",
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
    "Riesgo alto",
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
    "Riesgo alto",
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
    "Revisar antecedentes",
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
    "Revisar antecedentes",
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
    "Revisar antecedentes",
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
    "Revisar antecedentes",
  ],
  [
    "one fine without an amount",
    { plateFines: section({ status: "found", data: { hasFines: true, finesCount: 1, message: null } }) },
    90,
    { kind: "finding", tone: "yellow", text: "Hay 1 multa impaga: exige que se pague antes de transferir." },
    "Revisar antecedentes",
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
    "Revisar antecedentes",
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
    "Revisar antecedentes",
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
    "Revisar antecedentes",
  ],
  [
    "a chassis older than the VIN standard raises nothing",
    { vehicle: vehicleOf({ year: 1975, chassis: "9BWZZZ377VT0042" }) },
    85,
    { kind: "clear", tone: "green", text: RECOMMENDED_TEXT },
    "Buen estado",
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
    "Revisar antecedentes",
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
    "Revisar antecedentes",
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
    "No confiable",
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
    "Puntaje provisional",
  ],
  [
    "a newer source outside the plan changes nothing",
    { crossings: section({ status: "unavailable", reason: "service not in plan" }) },
    100,
    { kind: "clear", tone: "green", text: RECOMMENDED_TEXT },
    "Excelente estado",
  ],
];

describe("recommendationOf: the most serious finding makes the sentence and colour (decision 060)", () => {
  it.each(cases)("%s", (_case, over, score, recommendation) => {
    const made = report(over);
    expect(made.score).toBe(score);
    expect(recommendationOf(made)).toEqual(recommendation);
    // The body keeps the same sentence, and reading it again changes nothing.
    expect(made.recommendation).toBe(recommendation.text);
    expect(readReport(made)).toEqual(made);
  });

  it("'recomendable' only with no alert at all", () => {
    for (const [, over] of cases) {
      const made = report(over);
      expect(recommendationOf(made).text.includes("recomendable")).toBe(made.securityAlerts.length === 0);
    }
  });

  it("an alert of a kind no rule names still keeps the box from turning green", () => {
    const made = { ...report(), securityAlerts: ["Una alerta nueva"] };
    expect(recommendationOf(made)).toEqual({
      kind: "finding",
      tone: "yellow",
      text: "Este informe tiene alertas: revísalas antes de comprar.",
    });
    expect(reportVerdict(made)).toEqual({ tone: "yellow", headline: "Revisar antecedentes" });
  });
});

describe("reportVerdict: the words beside the number come from the worst finding (decision 100)", () => {
  it.each(cases)("%s", (_case, over, _score, recommendation, headline) => {
    const made = report(over);
    expect(reportVerdict(made)).toEqual({ headline, tone: HEADLINE_TONES[headline] });
    // The body carries it, and the box under the number is drawn in the same colour.
    expect(made.verdict).toEqual(reportVerdict(made));
    expect(made.verdict.tone).toBe(recommendation.tone);
  });

  const GOOD_WORDS = /Excelente|Buen estado|recomendable|sin observaciones/i;

  it("with any open alert, no good word and no green: a provisional report says so first", () => {
    for (const [name, over] of cases) {
      const made = report(over);
      const { headline, tone } = reportVerdict(made);
      const alerts = made.securityAlerts.length > 0;
      expect(GOOD_WORDS.test(headline), name).toBe(!alerts);
      expect(tone === "green", name).toBe(!alerts);
      if (recommendationOf(made).kind === "provisional") expect(headline, name).toBe("Puntaje provisional");
    }
  });

  it("gives each headline one colour, and every headline happens", () => {
    const seen = new Map<Headline, Set<string>>();
    for (const [, over] of cases) {
      const { headline, tone } = reportVerdict(report(over));
      seen.set(headline, (seen.get(headline) ?? new Set()).add(tone));
    }
    expect([...seen.keys()].sort()).toEqual([...HEADLINES].sort());
    for (const tones of seen.values()) expect(tones.size).toBe(1);
  });

  it("a clean report's number only chooses between the two good words", () => {
    const clean = report();
    expect(reportVerdict({ ...clean, score: 90 }).headline).toBe("Excelente estado");
    expect(reportVerdict({ ...clean, score: 89 }).headline).toBe("Buen estado");
    // A finding turns red, with its words, where the number is in the spec's red band.
    const debt = report({ tag: tagDebt(5_000) });
    expect(reportVerdict({ ...debt, score: 50 })).toEqual({
      tone: "yellow",
      headline: "Revisar antecedentes",
    });
    expect(reportVerdict({ ...debt, score: 49 })).toEqual({ tone: "red", headline: "No confiable" });
  });
});

describe("readReport: a stored report as today's rules read it", () => {
  it.each([
    [
      "a rollback stored at 70, 'Estado aceptable' (KMRB80 before decision 060)",
      { vehicle: vehicleOf({ year: 2015 }), inspection: rolledBack },
      70,
      { score: 39, verdict: { tone: "red", headline: "Riesgo alto" } },
    ],
    [
      "a debt stored green, 'Excelente estado' and 'recomendable' (TAGD40 before decision 060)",
      { tag: tagDebt(187_450), crossings: crossing(42_380) },
      95,
      { score: 95, verdict: { tone: "yellow", headline: "Revisar antecedentes" } },
    ],
  ])("%s", (_case, over, storedScore, now) => {
    const made = report(over);
    const { verdict: _verdict, ...body } = made;
    // As decision 047 or 060 stored it: the spec's words beside the number, and a colour.
    const stored = {
      ...body,
      score: storedScore,
      headline: "Excelente estado",
      deductions: made.deductions.filter((d) => d.rule !== "hardStop"),
      recommendation: "Vehículo recomendable: sus antecedentes no muestran problemas relevantes.",
      color: "green",
    };
    const read = readReport(stored);
    expect({ score: read.score, verdict: read.verdict }).toEqual(now);
    // The words it was stored with are gone, so no reader can show them.
    expect(read).not.toHaveProperty("headline");
    expect(read).not.toHaveProperty("color");
    expect(read.recommendation).toBe(made.recommendation);
    expect(read.score).toBe(100 + read.deductions.reduce((sum, d) => sum + d.points, 0));
  });
});
