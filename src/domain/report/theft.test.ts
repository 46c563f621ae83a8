import { describe, expect, it } from "vitest";
import type { Section, TheftCheck } from "./model";
import { AUTO_SEGURO_URL, THEFT_REPORTED_ALERT, theftReported, theftSection } from "./theft";

const AT = "2025-01-02T13:00:00.000Z";
const noSource: Section<TheftCheck> = {
  status: "unavailable",
  reason: "not configured",
  source: "Boostr",
  consultedAt: AT,
};
const answered = (reported: boolean): Section<TheftCheck> => ({
  status: "found",
  data: { reported },
  source: "Registro",
  consultedAt: AT,
});

describe("theftSection", () => {
  it("without a source, says plainly it was not verified and where to check, with the plate", () => {
    expect(theftSection(noSource, "BBCL10")).toEqual({
      key: "theft",
      title: "Encargo por robo",
      provenance: "Sin fuente consultada",
      status: { text: "No verificado", tone: "yellow" },
      rows: [{ label: "Patente a ingresar", value: "BBCL10" }],
      lists: [],
      links: [{ label: "Consultar en Auto Seguro (Carabineros)", href: "https://www.autoseguro.gob.cl/" }],
      notes: [
        "Este informe no verificó si el auto tiene encargo por robo: aún no tenemos una fuente que lo informe.",
        "Consúltalo gratis en Auto Seguro, el sitio oficial de Carabineros, la PDI y el Registro Civil, con la patente BBCL10.",
      ],
      warnings: [],
    });
    expect(AUTO_SEGURO_URL).toBe("https://www.autoseguro.gob.cl/");
  });

  it.each([
    [true, { text: "Con encargo por robo", tone: "red" }, [THEFT_REPORTED_ALERT]],
    [false, { text: "Sin encargo por robo", tone: "green" }, []],
  ] as const)("with a source that answered reported=%s", (reported, status, warnings) => {
    const shown = theftSection(answered(reported), "BBCL10");
    expect(shown).toMatchObject({
      status,
      warnings,
      notes: [],
      provenance: "Fuente: Registro · consultado el 02-01-2025 10:00",
    });
    expect(theftReported(answered(reported))).toBe(reported);
  });

  it("reads no theft into a source that did not answer", () => {
    expect(theftReported(noSource)).toBe(false);
    expect(theftReported({ status: "not_found", source: "x", consultedAt: AT })).toBe(false);
  });
});
