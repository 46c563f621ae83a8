import { describe, expect, it } from "vitest";
import { assembledReport, cleanSections, section } from "../../../tests/support/report-fixtures";
import type { ReportSections, Vehicle } from "./model";
import { type SharePreview, sharePreview, sharePreviewImagePath } from "./share-preview";
import { sharedView } from "./shared-view";

const vehicle = (over: Partial<Vehicle>): Pick<ReportSections, "vehicle"> => {
  const clean = cleanSections().vehicle;
  return { vehicle: clean.status === "found" ? { ...clean, data: { ...clean.data, ...over } } : clean };
};
const unavailable = section<never>({ status: "unavailable", reason: "timeout" });
const ticket = {
  court: "1 JPL",
  rol: "123-2025",
  reason: "Exceso de velocidad",
  commune: null,
  amount: 800_000,
};

const DESCRIPTION_END = "SOAP, revisión técnica, multas y deudas. Abre el informe compartido.";

type Case = {
  name: string;
  plate?: string;
  isDemo?: boolean;
  sections?: Partial<ReportSections>;
  expected: Partial<SharePreview>;
};

const cases: Case[] = [
  {
    name: "a clean car: plate, make, model, year and score",
    expected: {
      car: "SUBARU WRX 2022",
      title: "Patente GPDD74 · SUBARU WRX 2022 · Puntaje 100/100",
      description: `Informe de validación vehicular: Excelente estado. ${DESCRIPTION_END}`,
      imageAlt: "Patente GPDD74, SUBARU WRX 2022: puntaje 100/100, Excelente estado",
      headline: "Excelente estado",
      tone: "green",
      provisional: null,
    },
  },
  {
    name: "a plate of the older format, as it is written",
    plate: "AB1234",
    expected: { title: "Patente AB1234 · SUBARU WRX 2022 · Puntaje 100/100" },
  },
  {
    name: "no make nor model: a year alone names no car",
    sections: vehicle({ make: null, model: "  " }),
    expected: { car: null, title: "Patente GPDD74 · Puntaje 100/100" },
  },
  {
    name: "a model without its make, spaces tidied",
    sections: vehicle({ make: null, model: " WRX  STI " }),
    expected: { car: "WRX STI 2022" },
  },
  {
    name: "no year",
    sections: vehicle({ year: null }),
    expected: { car: "SUBARU WRX" },
  },
  {
    name: "a source missing: the score says it is provisional, and which",
    sections: { soap: unavailable },
    expected: {
      title: "Patente GPDD74 · SUBARU WRX 2022 · Puntaje provisional 100/100",
      provisional: "Puntaje provisional: falta 1 fuente (SOAP)",
      description: `Informe de validación vehicular: Puntaje provisional: falta 1 fuente (SOAP). ${DESCRIPTION_END}`,
      headline: "Puntaje provisional",
      tone: "neutral",
    },
  },
  {
    name: "a finding and a source missing: still provisional, in the finding's words and colour",
    sections: {
      trafficFines: section({ status: "found", data: { tickets: [ticket] } }),
      tag: unavailable,
    },
    expected: {
      title: "Patente GPDD74 · SUBARU WRX 2022 · Puntaje provisional 90/100",
      headline: "Revisar antecedentes",
      tone: "yellow",
      provisional: "Puntaje provisional: falta 1 fuente (TAG)",
      description: `Informe de validación vehicular: Revisar antecedentes. Puntaje provisional: falta 1 fuente (TAG). ${DESCRIPTION_END}`,
    },
  },
  {
    name: "a demonstration report says its data are invented",
    isDemo: true,
    expected: {
      demo: true,
      description: `Informe de demostración, con datos ficticios: Excelente estado. ${DESCRIPTION_END}`,
    },
  },
];

describe("sharePreview", () => {
  it.each(cases)("$name", ({ plate = "GPDD74", isDemo = false, sections, expected }) => {
    const preview = sharePreview({ plate, isDemo, report: sharedView(assembledReport(sections)) });
    expect(preview).toMatchObject(expected);
  });

  it.each(cases)("says nothing of the owner: $name", ({ plate = "GPDD74", isDemo = false, sections }) => {
    // Either view: the author's whole report too, should one ever be passed.
    for (const report of [assembledReport(sections), sharedView(assembledReport(sections))]) {
      const said = JSON.stringify(sharePreview({ plate, isDemo, report }));
      // The owner is JOSE ANDRES MANUEL MONSALVES, RUT 12.076.432-2; shared as 'Jose A. M. M.', '12.XXX.XXX-X'.
      for (const owner of [/jose/i, /andres/i, /monsalves/i, /A\. M\./, /12\.?076/, /XXX/, /propietario/i])
        expect(said).not.toMatch(owner);
    }
  });

  it("pictures the link under its own address", () => {
    expect(sharePreviewImagePath("/reporte/ABCDEFGHJKMN")).toBe("/reporte/ABCDEFGHJKMN/imagen.png");
  });
});
