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
import { type CategoryKey, type CategoryState, everyCategoryClean, reportCategories } from "./categories";
import type { ReportSections } from "./model";
import { sharedView } from "./shared-view";

/** What each category of the clean fixture says: a 2022 car, every source answering, theft unasked. */
const CLEAN: Record<CategoryKey, [CategoryState, string]> = {
  theft: ["unknown", "No verificado; consúltalo gratis en Auto Seguro"],
  soap: ["ok", "Vigente hasta el 31-03-2026"],
  inspection: ["ok", "Vigente hasta el 31-12-2025"],
  fines: ["ok", "Sin multas"],
  tolls: ["ok", "Sin deudas TAG ni peajes impagos"],
  mileage: ["ok", "Sin retrocesos en 2 lecturas"],
  recalls: ["ok", "Sin llamados abiertos"],
  owner: ["ok", "JOSE ANDRES MANUEL MONSALVES; comprueba que sea quien vende"],
};

type Case = [string, Partial<ReportSections>, Partial<Record<CategoryKey, [CategoryState, string]>>];

// Each demo plate's situation (src/server/providers/demo.ts), then the edges of each row. Only the rows
// that differ from the clean car are written; every other row must read as CLEAN says.
const cases: Case[] = [
  ["BBCL10, clean: theft is the one row not verified", {}, {}],
  [
    "RTVE20, inspection expired",
    {
      vehicle: vehicleOf({ year: 2016 }),
      inspection: section({ status: "found", data: inspection({ dueDate: "2025-07-17" }) }),
    },
    { inspection: ["problem", "Vencida el 17-07-2025"] },
  ],
  [
    "MULT30, fines with their amount",
    { trafficFines: section({ status: "found", data: { tickets: [ticket(900_000), ticket(692_000)] } }) },
    { fines: ["problem", "2 multas impagas por $1.592.000"] },
  ],
  [
    "TAGD40, TAG debt and crossings: the total, and what passes to the buyer",
    { tag: tagDebt(187_450), crossings: crossing(42_380) },
    { tolls: ["problem", "$229.830 en deudas; $42.380 pasan a quien compre"] },
  ],
  [
    "SOAP50, SOAP expired",
    {
      soap: section({
        status: "found",
        data: { company: "HDI", policyNumber: null, since: null, to: "2025-07-24" },
      }),
    },
    { soap: ["problem", "Vencido el 24-07-2025"] },
  ],
  [
    "NUEV60, a new car without an inspection yet, and an open recall",
    {
      vehicle: vehicleOf({ year: 2025 }),
      inspection: section({ status: "not_found" }),
      recalls: section({ status: "found", data: { recalls: [recall("Airbag del conductor")] } }),
    },
    {
      inspection: ["ok", "Aún no la necesita (auto nuevo)"],
      mileage: ["unknown", "Sin lecturas que comparar"],
      recalls: ["problem", "1 llamado abierto — Airbag del conductor"],
    },
  ],
  [
    "PARC70, SOAP, fines and TAG did not answer",
    { soap: unavailable, trafficFines: unavailable, plateFines: unavailable, tag: unavailable },
    {
      soap: ["unknown", "No verificado"],
      fines: ["unknown", "No verificadas"],
      tolls: ["unknown", "Sin peajes impagos; deuda TAG no verificada"],
    },
  ],
  [
    "KMRB80, odometer rolled back",
    { vehicle: vehicleOf({ year: 2015 }), inspection: rolledBack },
    { mileage: ["problem", "Retrocede de 214.300 a 84.200 km"] },
  ],
  [
    "a theft report",
    { theft: section({ status: "found", data: { reported: true } }) },
    { theft: ["problem", "Encargo por robo vigente"] },
  ],
  [
    "a theft check that found nothing",
    { theft: section({ status: "found", data: { reported: false } }) },
    { theft: ["ok", "Sin encargo por robo"] },
  ],
  [
    "no SOAP on record",
    { soap: section({ status: "not_found" }) },
    { soap: ["problem", "Sin SOAP vigente registrado"] },
  ],
  [
    "an inspection not approved",
    { inspection: section({ status: "found", data: inspection({ status: "Rechazada" }) }) },
    { inspection: ["problem", "No aprobada"] },
  ],
  [
    "an older car without an inspection on record",
    { vehicle: vehicleOf({ year: 2015 }), inspection: section({ status: "not_found" }) },
    {
      inspection: ["problem", "Sin revisión técnica registrada"],
      mileage: ["unknown", "Sin lecturas que comparar"],
    },
  ],
  [
    "an older car whose inspection did not answer",
    { vehicle: vehicleOf({ year: 2015 }), inspection: unavailable },
    { inspection: ["unknown", "No verificada"], mileage: ["unknown", "Sin lecturas que comparar"] },
  ],
  [
    "one reading only",
    { inspection: section({ status: "found", data: inspection({ history: [] }) }) },
    { mileage: ["unknown", "Una sola lectura, nada que comparar"] },
  ],
  [
    "one fine without an amount",
    { plateFines: section({ status: "found", data: { hasFines: true, finesCount: 1, message: null } }) },
    { fines: ["problem", "1 multa impaga"] },
  ],
  ["one fine source answered", { plateFines: unavailable }, {}],
  [
    "crossings alone",
    { crossings: crossing(12_720) },
    { tolls: ["problem", "$12.720 en peajes sin TAG, que pasan a quien compre"] },
  ],
  [
    "TAG debt alone",
    { tag: tagDebt(5_000) },
    { tolls: ["problem", "$5.000 en deudas TAG del dueño actual"] },
  ],
  [
    "TAG debt without an amount",
    {
      tag: section({
        status: "found",
        data: {
          rut: null,
          debts: [{ company: "Costanera Norte", amount: Number.NaN, location: null, date: null }],
        },
      }),
    },
    { tolls: ["problem", "Deudas TAG del dueño actual"] },
  ],
  [
    "crossings not in the plan",
    { crossings: section({ status: "unavailable", reason: "service not in plan" }) },
    { tolls: ["unknown", "Sin deudas TAG; peajes sin TAG no verificados"] },
  ],
  [
    "TAG and crossings both silent",
    { tag: unavailable, crossings: unavailable },
    { tolls: ["unknown", "No verificado"] },
  ],
  [
    "two recalls",
    { recalls: section({ status: "found", data: { recalls: [recall("Airbag"), recall("Frenos")] } }) },
    { recalls: ["problem", "2 llamados abiertos"] },
  ],
  ["recalls silent", { recalls: unavailable }, { recalls: ["unknown", "No verificado"] }],
  [
    "no owner on record",
    { vehicle: vehicleOf({ owner: null }) },
    { owner: ["unknown", "No disponible en este informe"] },
  ],
];

const rowsOf = (over: Partial<ReportSections>) =>
  Object.fromEntries(reportCategories(assembledReport(over)).map((row) => [row.key, [row.state, row.text]]));

describe("reportCategories: one row per category, checked, found or not verified", () => {
  it.each(cases)("%s", (_case, over, changed) => {
    expect(rowsOf(over)).toEqual({ ...CLEAN, ...changed });
  });

  it("keeps the order a buyer reads, each row leading to the section that tells the whole", () => {
    expect(reportCategories(assembledReport()).map((row) => [row.label, row.section])).toEqual([
      ["Robo", "theft"],
      ["SOAP", "inspection"],
      ["Revisión técnica", "inspection"],
      ["Multas", "legal"],
      ["TAG y peajes", "tag"],
      ["Kilometraje", "usage"],
      ["Llamados a revisión", "recalls"],
      ["Dueño", "usage"],
    ]);
    // Crossings alone lead to their own section.
    const tolls = reportCategories(assembledReport({ crossings: crossing(12_720) })).find(
      (r) => r.key === "tolls",
    );
    expect(tolls?.section).toBe("crossings");
  });

  it("is clean only when every row is checked and clean", () => {
    expect(everyCategoryClean(reportCategories(assembledReport()))).toBe(false);
    const checked = assembledReport({ theft: section({ status: "found", data: { reported: false } }) });
    expect(everyCategoryClean(reportCategories(checked))).toBe(true);
    for (const [name, over, changed] of cases) {
      const rows = reportCategories(assembledReport(over));
      const expectedClean = Object.values({ ...CLEAN, ...changed }).every(([state]) => state === "ok");
      expect(everyCategoryClean(rows), name).toBe(expectedClean);
    }
  });

  it("names the owner on a shared link only as the shared view does", () => {
    const shared = sharedView(assembledReport());
    const owner = reportCategories(shared).find((row) => row.key === "owner");
    expect(owner).toMatchObject({ state: "ok", text: "Jose A. M. M.; comprueba que sea quien vende" });
    expect(JSON.stringify(reportCategories(shared))).not.toMatch(/MONSALVES|12076432/);
  });

  it("a removed owner is not verified, whatever the body still holds", () => {
    const owner = reportCategories({ ...assembledReport(), ownerRemoved: "retention" }).find(
      (row) => row.key === "owner",
    );
    expect(owner).toMatchObject({ state: "unknown", text: "No disponible en este informe" });
  });
});
