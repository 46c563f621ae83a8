import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VehicleReport } from "#domain/report/vehicle-report";
import { vehicleReports } from "#server/db/schema";
import { storedBeforeVerdict } from "../support/report-fixtures";
import { seededClient } from "../support/seed";
import { client, createTestApp, type TestApp } from "../support/test-app";

// The sentence and colour under the score come from the findings (decision 060), in the API's answer as
// on the screen: made with the report, and made again whenever a stored report is read.

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
        headline: "Excelente estado",
        color: "green",
        recommendation: "Vehículo recomendable: sus antecedentes no muestran problemas relevantes.",
      },
    ],
    [
      "TAGD40",
      {
        score: 95,
        headline: "Excelente estado",
        color: "yellow",
        recommendation:
          "Hay $229.830 en deudas; $42.380 pasan a quien compre: exige el pago antes de transferir.",
      },
    ],
    [
      "SOAP50",
      {
        score: 80,
        headline: "Buen estado",
        color: "yellow",
        recommendation:
          "SOAP no vigente: el auto no puede circular sin SOAP; exige uno vigente antes de transferir.",
      },
    ],
    [
      "PARC70",
      {
        score: 95,
        headline: "Excelente estado",
        color: "neutral",
        recommendation: "Puntaje provisional: faltan 3 fuentes (SOAP, multas, TAG)",
      },
    ],
    [
      "KMRB80",
      {
        score: 39,
        headline: "Riesgo alto",
        color: "red",
        recommendation:
          "Posible adulteración del kilometraje: no lo compres sin una inspección independiente.",
      },
    ],
  ])("%s", async (plate, expected) => {
    const author = await seededClient(t);
    const { accessCode, report } = await reportOf(author, plate);
    expect(report).toMatchObject(expected);
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
      headline: "Riesgo alto",
      color: "red",
      recommendation: "Posible adulteración del kilometraje: no lo compres sin una inspección independiente.",
    });
    expect(read.deductions.at(-1)).toEqual({
      rule: "hardStop",
      points: -31,
      reason: "Tope de 39 puntos (riesgo alto) por posible adulteración del kilometraje",
    });
    // Reading stores nothing: the row keeps the number it was made with (until migration 0015 stores it as
    // read, for the list: my-reports.test.ts).
    const [row] = await t.db.select().from(vehicleReports).where(eq(vehicleReports.id, id));
    expect(row?.score).toBe(70);
  });
});
