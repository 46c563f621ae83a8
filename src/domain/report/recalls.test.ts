import { describe, expect, it } from "vitest";
import type { Lookup, Recall, Recalls, Section } from "./model";
import { RECALL_NOTE, recallAlert, recallsSection } from "./recalls";

const AT = "2025-01-02T13:00:00.000Z";
const section = (lookup: Lookup<Recalls>): Section<Recalls> => ({
  ...lookup,
  source: "Boostr",
  consultedAt: AT,
});
const recall = (over: Partial<Recall> = {}): Recall => ({
  title: "Vehículos Mazda 3 y CX3, años 2013-2021",
  date: "2024-12-11",
  risk: "Colisión, choque, otros.",
  url: "https://www.sernac.cl/portal/619/w3-article-83667.html",
  ...over,
});

describe("recallsSection", () => {
  it("shows an open recall as an alert, with its date, risk and official notice", () => {
    expect(recallsSection(section({ status: "found", data: { recalls: [recall()] } }))).toEqual({
      key: "recalls",
      title: "Llamados a revisión",
      provenance: "Fuente: Boostr · consultado el 02-01-2025 10:00",
      status: { text: "1 llamado abierto", tone: "yellow" },
      rows: [],
      lists: [
        {
          title: "Campañas",
          items: ["Vehículos Mazda 3 y CX3, años 2013-2021 · 11-12-2024 · Riesgo: Colisión, choque, otros."],
        },
      ],
      links: [
        {
          label: "Aviso oficial: Vehículos Mazda 3 y CX3, años 2013-2021",
          href: "https://www.sernac.cl/portal/619/w3-article-83667.html",
        },
      ],
      notes: [RECALL_NOTE],
      warnings: ["Llamado a revisión abierto: Vehículos Mazda 3 y CX3, años 2013-2021"],
    });
  });

  it("lists a recall without date, risk or a web address, and links nothing for it", () => {
    const shown = recallsSection(
      section({
        status: "found",
        data: {
          recalls: [
            recall({ date: null, risk: null, url: "javascript:alert(1)" }),
            recall({ title: "Airbag" }),
          ],
        },
      }),
    );
    expect(shown.status).toEqual({ text: "2 llamados abiertos", tone: "yellow" });
    expect(shown.lists[0]?.items[0]).toBe("Vehículos Mazda 3 y CX3, años 2013-2021");
    expect(shown.links.map((l) => l.label)).toEqual(["Aviso oficial: Airbag"]);
  });

  it.each([
    ["none on record", { status: "not_found" }, { text: "Sin llamados a revisión", tone: "green" }],
    [
      "an empty list",
      { status: "found", data: { recalls: [] } },
      { text: "Sin llamados a revisión", tone: "green" },
    ],
    ["no answer", { status: "unavailable", reason: "timeout" }, { text: "No disponible", tone: "neutral" }],
    [
      "outside the plan",
      { status: "unavailable", reason: "service not in plan" },
      { text: "No incluido en el plan", tone: "neutral" },
    ],
  ] as const)("%s", (_case, lookup, status) => {
    expect(recallsSection(section(lookup as Lookup<Recalls>))).toMatchObject({
      status,
      lists: [],
      links: [],
      notes: [],
      warnings: [],
    });
  });

  it("says why a recall costs nothing", () => {
    expect(RECALL_NOTE).toBe(
      "Un llamado a revisión no descuenta puntos: la reparación es gratuita y es obligación del fabricante. Pregunta al vendedor si ya se hizo en un concesionario oficial.",
    );
  });

  it("words the alert the same in the summary", () => {
    expect(recallAlert(recall({ title: "Airbag" }))).toBe("Llamado a revisión abierto: Airbag");
  });
});
