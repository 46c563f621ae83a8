import { describe, expect, it } from "vitest";
import {
  assembledReport,
  cleanSections,
  FIXTURE_TODAY,
  inspection,
  section,
} from "../../../tests/support/report-fixtures";
import type { ReportSections } from "./model";
import { transferSection } from "./transfer";

const TODAY = FIXTURE_TODAY;

const report = assembledReport;

const lines = (over: Partial<ReportSections> = {}) =>
  transferSection(report(over), TODAY).rows.map((r) => [r.label, r.value, r.tone]);

const TAX = "impuesto: 1,5% del precio o de la tasación fiscal, el mayor";
const valuation = section({
  status: "found" as const,
  data: {
    catalogueModel: "SUBARU WRX",
    year: 2022,
    versions: [{ name: "2.0T", siiCode: null, valuation: 20_000_000, circulationPermit: 580_000 }],
  },
});

describe("transferSection", () => {
  it("a clean car: what to ask for at each step, nothing in red", () => {
    const shown = transferSection(report(), TODAY);
    expect(shown).toMatchObject({
      key: "transfer",
      title: "Qué revisar al transferir",
      provenance: "Según lo que encontró este informe",
      status: { text: "Sin problemas encontrados", tone: "green" },
      links: [],
      lists: [],
      notes: [],
      warnings: [],
    });
    expect(lines()).toEqual([
      [
        "Certificado de multas del mismo día",
        "Este informe no encontró multas; pide igual el certificado del día",
        "green",
      ],
      ["Permiso de circulación vigente", "Pide el permiso al vendedor", "neutral"],
      ["SOAP", "Vigente", "green"],
      ["Revisión técnica", "Vigente", "green"],
      ["Transferencia en el Registro Civil", `Inscríbela a tu nombre; ${TAX}`, "neutral"],
    ]);
  });

  it("a car with every problem: each step says what this report found", () => {
    const shown = transferSection(
      report({
        soap: section({ status: "not_found" }),
        inspection: section({ status: "found", data: inspection({ dueDate: "2025-08-30" }) }),
        plateFines: section({ status: "found", data: { hasFines: true, finesCount: 2, message: null } }),
        crossings: section({
          status: "found",
          data: { charges: [{ date: null, company: "Vespucio Sur", amount: 3_000, payBy: null }] },
        }),
        valuation,
      }),
      TODAY,
    );
    expect(shown.status).toEqual({ text: "5 puntos con problemas", tone: "red" });
    expect(shown.rows.map((r) => [r.label, r.value, r.tone])).toEqual([
      [
        "Certificado de multas del mismo día",
        "Este informe encontró 2 multas: deben pagarse antes de transferir",
        "red",
      ],
      [
        "Permiso de circulación vigente",
        "Para renovarlo falta: SOAP vigente, revisión técnica vigente, multas pagadas (valor anual según tasación: $580.000)",
        "red",
      ],
      ["SOAP", "Sin SOAP vigente: no se puede circular ni renovar el permiso", "red"],
      ["Revisión técnica", "No vigente: debe aprobarla antes de transferir", "red"],
      [
        "Transferencia en el Registro Civil",
        `Hay peajes sin TAG por $3.000 que pasan al comprador con la patente; ${TAX} (al menos $300.000)`,
        "red",
      ],
    ]);
  });

  it.each([
    [
      "one fine, in the singular",
      {
        plateFines: section({
          status: "found" as const,
          data: { hasFines: true, finesCount: 1, message: null },
        }),
      },
      0,
      [
        "Certificado de multas del mismo día",
        "Este informe encontró 1 multa: deben pagarse antes de transferir",
        "red",
      ],
    ],
    [
      "fines not verified",
      {
        plateFines: section({ status: "unavailable" as const, reason: "timeout" }),
        trafficFines: section({ status: "unavailable" as const, reason: "timeout" }),
      },
      0,
      [
        "Certificado de multas del mismo día",
        "Este informe no pudo verificar multas: pide el certificado del día",
        "neutral",
      ],
    ],
    [
      "only the ticket lookup answered: no fines known",
      { plateFines: section({ status: "unavailable" as const, reason: "timeout" }) },
      0,
      [
        "Certificado de multas del mismo día",
        "Este informe no encontró multas; pide igual el certificado del día",
        "green",
      ],
    ],
    [
      "only the plate service answered: no fines known",
      { trafficFines: section({ status: "unavailable" as const, reason: "timeout" }) },
      0,
      [
        "Certificado de multas del mismo día",
        "Este informe no encontró multas; pide igual el certificado del día",
        "green",
      ],
    ],
    [
      "a lapsed SOAP",
      {
        soap: section({
          status: "found" as const,
          data: { company: null, policyNumber: null, since: null, to: "2025-05-31" },
        }),
      },
      2,
      ["SOAP", "Sin SOAP vigente: no se puede circular ni renovar el permiso", "red"],
    ],
    [
      "a lapsed SOAP blocks the permit",
      {
        soap: section({
          status: "found" as const,
          data: { company: null, policyNumber: null, since: null, to: "2025-05-31" },
        }),
      },
      1,
      ["Permiso de circulación vigente", "Para renovarlo falta: SOAP vigente", "red"],
    ],
    [
      "a rejected inspection blocks the permit",
      { inspection: section({ status: "found" as const, data: inspection({ status: "Rechazada" }) }) },
      1,
      ["Permiso de circulación vigente", "Para renovarlo falta: revisión técnica vigente", "red"],
    ],
    [
      "the permit's yearly value when the valuation is known",
      { valuation },
      1,
      [
        "Permiso de circulación vigente",
        "Pide el permiso al vendedor (valor anual según tasación: $580.000)",
        "neutral",
      ],
    ],
    [
      "SOAP not verified",
      { soap: section({ status: "unavailable" as const, reason: "timeout" }) },
      2,
      ["SOAP", "No verificado", "neutral"],
    ],
    [
      "inspection not verified",
      { inspection: section({ status: "unavailable" as const, reason: "timeout" }) },
      3,
      ["Revisión técnica", "No verificada", "neutral"],
    ],
    [
      "a new car needs no inspection",
      { inspection: section({ status: "not_found" as const }) },
      3,
      ["Revisión técnica", "No requiere RT (auto nuevo)", "green"],
    ],
    [
      "the tax's floor from the valuation",
      { valuation },
      4,
      ["Transferencia en el Registro Civil", `Inscríbela a tu nombre; ${TAX} (al menos $300.000)`, "neutral"],
    ],
  ])("%s", (_case, over, index, line) => {
    expect(lines(over as Partial<ReportSections>)[index]).toEqual(line);
  });

  it("an old car without an inspection on record: the permit cannot be renewed either", () => {
    const old = cleanSections().vehicle;
    const vehicle = old.status === "found" ? { ...old, data: { ...old.data, year: 2015 } } : old;
    const shown = transferSection(report({ vehicle, inspection: section({ status: "not_found" }) }), TODAY);
    expect(shown.rows[3]).toEqual({
      label: "Revisión técnica",
      value: "Sin revisión técnica registrada",
      tone: "red",
    });
    expect(shown.rows[1]).toMatchObject({
      value: "Para renovarlo falta: revisión técnica vigente",
      tone: "red",
    });
    expect(shown.status).toEqual({ text: "2 puntos con problemas", tone: "red" });
  });
});

it("a car of unknown age without an inspection on record: not verified, as the score says", () => {
  const old = cleanSections().vehicle;
  const vehicle = old.status === "found" ? { ...old, data: { ...old.data, year: null } } : old;
  const shown = transferSection(report({ vehicle, inspection: section({ status: "not_found" }) }), TODAY);
  expect(shown.rows[3]).toEqual({ label: "Revisión técnica", value: "No verificada", tone: "neutral" });
});

it("one problem, in the singular: crossings that pass to the buyer", () => {
  const crossings = section({
    status: "found" as const,
    data: { charges: [{ date: null, company: "Vespucio Sur", amount: 3_000, payBy: null }] },
  });
  expect(transferSection(report({ crossings }), TODAY).status).toEqual({
    text: "1 punto con problemas",
    tone: "red",
  });
});

describe("a hard stop heads the checklist (decision 060)", () => {
  it.each([
    [
      "a rolled-back odometer (KMRB80)",
      { inspection: section({ status: "found" as const, data: inspection({ kilometers: 84_200 }) }) },
      [
        [
          "Kilometraje",
          "Retrocede entre revisiones técnicas: no compres sin una inspección independiente",
          "red",
        ],
      ],
    ],
    [
      "a theft report",
      { theft: section({ status: "found" as const, data: { reported: true } }) },
      [["Encargo por robo", "Vigente: el auto no se puede transferir", "red"]],
    ],
    [
      "both, theft first",
      {
        theft: section({ status: "found" as const, data: { reported: true } }),
        inspection: section({ status: "found" as const, data: inspection({ kilometers: 84_200 }) }),
      },
      [
        ["Encargo por robo", "Vigente: el auto no se puede transferir", "red"],
        [
          "Kilometraje",
          "Retrocede entre revisiones técnicas: no compres sin una inspección independiente",
          "red",
        ],
      ],
    ],
    ["readings in order: no line", {}, []],
  ])("%s", (_case, over, heading) => {
    const shown = lines(over as Partial<ReportSections>);
    expect(shown.slice(0, heading.length)).toEqual(heading);
    expect(shown).toHaveLength(5 + heading.length);
    const { status } = transferSection(report(over as Partial<ReportSections>), TODAY);
    // Never 'Sin problemas encontrados' beside a hard stop.
    expect(status).toEqual(
      heading.length
        ? {
            text: `${heading.length} ${heading.length === 1 ? "punto" : "puntos"} con problemas`,
            tone: "red",
          }
        : { text: "Sin problemas encontrados", tone: "green" },
    );
  });
});
