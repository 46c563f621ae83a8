import { describe, expect, it } from "vitest";
import { sharedView } from "#domain/report/shared-view";
import { assembledReport, cleanSections, section } from "../../../../tests/support/report-fixtures";
import { expectDrawnFrom, pdfPages } from "../../../../tests/support/report-pdf";
import { renderReportPdf } from "./report-pdf";
import type { PublicReport } from "./report-view";

// A report longer than any demo plate's: a long car name, 30 fines and 12 TAG debts with long names.
const clean = cleanSections().vehicle;
if (clean.status !== "found") throw new Error("the clean fixture names a vehicle");
const report = assembledReport({
  vehicle: section({
    status: "found",
    data: {
      ...clean.data,
      make: "MERCEDES BENZ",
      model: "CLASE GLE 450 4MATIC COUPE AMG LINE EDICION ESPECIAL",
      owner: { fullName: "MARIA DE LOS ANGELES SEPULVEDA FUENTEALBA", rut: "12076432-2" },
    },
  }),
  trafficFines: section({
    status: "found",
    data: {
      tickets: Array.from({ length: 30 }, (_, i) => ({
        court: `Juzgado de Policía Local N.º ${i + 1} de Santiago`,
        rol: `${1000 + i}-2025`,
        reason: "Exceso de velocidad en zona urbana con señalización de escuela y tránsito restringido",
        commune: "Pedro Aguirre Cerda",
        amount: 95_000 + i,
      })),
    },
  }),
  tag: section({
    status: "found",
    data: {
      rut: "12076432-2",
      debts: Array.from({ length: 12 }, (_, i) => ({
        company: `Sociedad Concesionaria Autopista Interportuaria del Biobío ${i + 1}`,
        location: "Pórtico 14",
        date: "2025-06-01",
        amount: 12_500 + i,
      })),
    },
  }),
});

const view = (shared: boolean): PublicReport => ({
  plate: "GPDD74",
  accessCode: "K7QM2XW9PA4T",
  reportCode: "RPT-482913",
  sharePath: "/reporte/K7QM2XW9PA4T",
  isDemo: false,
  createdAt: "2025-08-31T14:05:00.000Z",
  shareExpiresAt: "2025-09-30T14:05:00.000Z",
  report: shared ? sharedView(report) : report,
});

const PUBLIC_URL = "https://informes-de-validacion.patenteclara.cl/servicio";

describe("renderReportPdf on a long report", () => {
  it.each([false, true])(
    "runs over pages without splitting a row or breaking a code (shared: %s)",
    async (shared) => {
      const pdf = await renderReportPdf(view(shared), { publicUrl: PUBLIC_URL, shared });
      const pages = await pdfPages(pdf);
      expect(pages.length).toBeGreaterThan(3);
      expectDrawnFrom(pages, { ...view(shared), url: `${PUBLIC_URL}/reporte/K7QM2XW9PA4T` }, shared);
      // A table that runs over says on the next page whose rows go on there.
      expect(pages.join(" ")).toMatch(/\(continuación\)/);
      expect(pages.join(" ").includes("Confidencial")).toBe(!shared);
    },
  );
});

describe("renderReportPdf of a report made for an automotora", () => {
  it.each([
    ["Automotora Los Andes", "Compartido por Automotora Los Andes"],
    // A long name shrinks rather than wraps, whole on one line over the car.
    [
      "Compraventa de Vehículos Seminuevos y Usados del Gran Santiago Sur",
      "Compartido por Compraventa de Vehículos Seminuevos y Usados del Gran Santiago Sur",
    ],
  ])("names %s on its first page, once", async (sharedBy, line) => {
    const pages = await pdfPages(
      await renderReportPdf({ ...view(true), sharedBy }, { publicUrl: PUBLIC_URL, shared: true }),
    );
    expect(pages[0]).toContain(line);
    expect(pages.join(" ").split("Compartido por")).toHaveLength(2);
  });

  it("a person's report says nothing of anyone", async () => {
    const pages = await pdfPages(await renderReportPdf(view(true), { publicUrl: PUBLIC_URL, shared: true }));
    expect(pages.join(" ")).not.toContain("Compartido por");
  });
});
