import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VehicleReport } from "#domain/report/vehicle-report";
import { vehicleReports } from "#server/db/schema";
import { storedBeforeVerdict } from "../support/report-fixtures";
import { seededClient } from "../support/seed";
import { client, createTestApp, type TestApp } from "../support/test-app";

// The words and colour beside the score and the sentence under it come from the findings (decisions 060
// and 100), in the API's answer as on the screen: made with the report, and made again whenever a stored
// report is read.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** POST /api/reports, then GET /api/reports/{id}: the report as its author reads it back. */
async function reportOf(browser: Awaited<ReturnType<typeof seededClient>>, plate: string) {
  const made = await browser.post("/api/reports", { plate });
  expect(made.status).toBe(201);
  const state = await browser.get(`/api/reports/${made.json.id}`);
  expect(state.json.status).toBe("done");
  return state.json.report as { id: string; accessCode: string; report: VehicleReport };
}

describe("the verdict in the API's answer", () => {
  it.each([
    [
      "BBCL10",
      {
        score: 100,
        verdict: { tone: "green", headline: "Excelente estado" },
        recommendation: "Vehículo recomendable: sus antecedentes no muestran problemas relevantes.",
      },
    ],
    [
      "TAGD40",
      {
        score: 95,
        verdict: { tone: "yellow", headline: "Revisar antecedentes" },
        recommendation:
          "Hay $229.830 en deudas; $42.380 pasan a quien compre: exige el pago antes de transferir.",
      },
    ],
    [
      "SOAP50",
      {
        score: 80,
        verdict: { tone: "yellow", headline: "Revisar antecedentes" },
        recommendation:
          "SOAP no vigente: el auto no puede circular sin SOAP; exige uno vigente antes de transferir.",
      },
    ],
    [
      "MULT30",
      {
        verdict: { tone: "yellow", headline: "Revisar antecedentes" },
        recommendation: "Hay 3 multas impagas por $1.592.000: exige que se paguen antes de transferir.",
      },
    ],
    [
      "NUEV60",
      {
        score: 100,
        verdict: { tone: "yellow", headline: "Revisar antecedentes" },
        recommendation:
          "Tiene un llamado a revisión abierto: pide el comprobante de la reparación en un concesionario oficial antes de comprar.",
      },
    ],
    [
      "PARC70",
      {
        score: 95,
        verdict: { tone: "neutral", headline: "Puntaje provisional" },
        recommendation: "Puntaje provisional: faltan 3 fuentes (SOAP, multas, TAG)",
      },
    ],
    [
      "KMRB80",
      {
        score: 39,
        verdict: { tone: "red", headline: "Riesgo alto" },
        recommendation:
          "Posible adulteración del kilometraje: no lo compres sin una inspección independiente.",
      },
    ],
  ])("%s", async (plate, expected) => {
    const author = await seededClient(t);
    const { accessCode, report } = await reportOf(author, plate);
    expect(report).toMatchObject(expected);
    // The words an older body carried beside the number are not sent: `verdict` replaces them.
    expect(report).not.toHaveProperty("headline");
    expect(report).not.toHaveProperty("color");
    // Whoever holds the link reads the same verdict.
    const shared = await client(t.app).get(`/api/public/reports/${accessCode}`);
    expect(shared.json.report).toMatchObject(expected);
  });

  it("a report stored before the verdict reads with it, and a rollback is capped on read", async () => {
    const author = await seededClient(t);
    const { id, report } = await reportOf(author, "KMRB80");
    const old = storedBeforeVerdict(report);
    await t.db.update(vehicleReports).set({ body: old, score: 70 }).where(eq(vehicleReports.id, id));

    const read = (await author.get(`/api/reports/${id}`)).json.report.report;
    expect(read).toMatchObject({
      score: 39,
      verdict: { tone: "red", headline: "Riesgo alto" },
      recommendation: "Posible adulteración del kilometraje: no lo compres sin una inspección independiente.",
    });
    expect(read.deductions.at(-1)).toEqual({
      rule: "hardStop",
      points: -31,
      reason: "Tope de 39 puntos (riesgo alto) por posible adulteración del kilometraje",
    });
    // The words of its day ('Estado aceptable', yellow) are not read out again.
    expect(read).not.toHaveProperty("headline");
    expect(read).not.toHaveProperty("color");
    // Reading stores nothing: the row keeps the number it was made with (until migration 0015 stores it as
    // read, for the list: my-reports.test.ts).
    const [row] = await t.db.select().from(vehicleReports).where(eq(vehicleReports.id, id));
    expect(row?.score).toBe(70);
  });
});
