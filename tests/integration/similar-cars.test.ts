import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assembleReport } from "#domain/report/assemble";
import { presentReport } from "#domain/report/present";
import type { VehicleReport } from "#domain/report/vehicle-report";
import { users, vehicleReports } from "#server/db/schema";
import { createDemoProvider, DEMO_PLATES, demoFleetPlates } from "#server/providers/demo";
import { DEMO_FLEET_USER_ID, seedDemoFleet } from "#server/services/reports/demo-fleet";
import { newReportRow } from "#server/services/reports/report-row";
import { similarCarsOf } from "#server/services/reports/similar-cars";
import { cleanSections } from "../support/report-fixtures";
import { seededClient } from "../support/seed";
import { createTestApp, type TestApp } from "../support/test-app";

// Where a report's score stands among similar cars (decision 048), the demo fleet that gives the demo
// something to compare with, and the migration that brings older reports up to the deeper report.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const USER = "similar-cars-owner";
const base = (): VehicleReport => {
  const made = assembleReport({
    plate: "GPDD74",
    sections: cleanSections(),
    today: "2025-08-31",
    now: "2025-08-31T14:05:00.000Z",
  });
  if (!made.ok) throw new Error(made.message);
  return made.report;
};

type Car = { plate: string; score: number; make?: string; model?: string; year?: number; isDemo?: boolean };
const insertCars = (cars: Car[], at = new Date()) =>
  t.db.insert(vehicleReports).values(
    cars.map((c) => ({
      ...newReportRow({ userId: USER, plate: c.plate, report: base(), isDemo: c.isDemo ?? false, at }),
      score: c.score,
      make: c.make ?? "TOYOTA",
      model: c.model ?? "YARIS",
      modelYear: c.year ?? 2018,
    })),
  );

describe("similarCarsOf", () => {
  beforeAll(async () => {
    await t.db.insert(users).values({
      id: USER,
      name: "Ana Soto",
      firstName: "Ana",
      lastName: "Soto",
      email: "ana.similar@correo.cl",
    });
    await insertCars([
      { plate: "AAAA11", score: 60, year: 2015 },
      { plate: "AAAA12", score: 70, year: 2021 },
      { plate: "AAAA13", score: 80 },
      { plate: "AAAA14", score: 90 },
      // Out of the ±3 years, another model, another make, demo data: none of them counts.
      { plate: "AAAA15", score: 10, year: 2014 },
      { plate: "AAAA16", score: 10, year: 2022 },
      { plate: "AAAA17", score: 10, model: "HILUX" },
      { plate: "AAAA18", score: 10, make: "SUZUKI" },
      { plate: "AAAA19", score: 10, isDemo: true },
      // The plate being reported on is not its own neighbour.
      { plate: "BBBB22", score: 10 },
    ]);
    // An older report of a plate counts only through its latest one.
    await insertCars([{ plate: "AAAA14", score: 20 }], new Date(Date.now() - 86_400_000));
  });

  const yaris = { plate: "BBBB22", make: "TOYOTA", model: "YARIS", modelYear: 2018, isDemo: false };

  it("needs five similar cars, the latest report of each", async () => {
    expect(await similarCarsOf(t.db, yaris)).toEqual({ count: 4, range: null });
    await insertCars([{ plate: "AAAA20", score: 100, year: 2018 }]);
    expect(await similarCarsOf(t.db, yaris)).toEqual({ count: 5, range: { low: 70, high: 90 } });
  });

  it("has nothing to compare a car without make, model or year with", async () => {
    expect(await similarCarsOf(t.db, { ...yaris, modelYear: null })).toEqual({ count: 0, range: null });
    expect(await similarCarsOf(t.db, { ...yaris, make: null })).toEqual({ count: 0, range: null });
  });
});

describe("the demo fleet", () => {
  it("is made once, as demo reports of invented cars, and a demo report then stands among them", async () => {
    const demo = createDemoProvider();
    const clean = DEMO_PLATES.find((d) => d.kind === "clean")?.plate as string;
    const vehicle = await demo.vehicle(clean);
    if (vehicle.status !== "found") throw new Error("the demo knows its own plates");
    const { make, model, year } = vehicle.data;
    // The fleet's cars of the clean plate's model and years are enough to show the rule.
    const fleet = demoFleetPlates();
    const cars = await Promise.all(fleet.map((plate) => demo.vehicle(plate)));
    const plates = fleet.filter((_, i) => {
      const car = cars[i];
      return (
        car?.status === "found" &&
        car.data.make === make &&
        car.data.model === model &&
        Math.abs((car.data.year ?? 0) - (year ?? 0)) <= 3
      );
    });
    expect(plates.length).toBeGreaterThanOrEqual(5);
    expect(await seedDemoFleet(t.db, demo, { plates })).toBe(plates.length);
    expect(await seedDemoFleet(t.db, demo, { plates })).toBe(0);
    const rows = await t.db
      .select()
      .from(vehicleReports)
      .where(eq(vehicleReports.userId, DEMO_FLEET_USER_ID));
    expect(rows.map((r) => r.plate).sort()).toEqual([...plates].sort());
    expect(rows.every((r) => r.isDemo && r.make === make && r.model === model)).toBe(true);

    // A demo report's body carries where it stood among them when it was made.
    const author = await seededClient(t);
    const made = await author.post("/api/reports", { plate: clean });
    expect(made.status).toBe(201);
    expect(made.json.report.similarCars).toMatchObject({ count: plates.length, range: expect.any(Object) });
    expect(presentReport(made.json.report, { shared: true }).summary.similar).toMatch(
      new RegExp(`^Autos similares: \\d+-\\d+, según ${plates.length} informes$`),
    );
    const [row] = await t.db.select().from(vehicleReports).where(eq(vehicleReports.id, made.json.id));
    expect(row).toMatchObject({ make, model, modelYear: year });
  });
});

describe("the odometer rule end to end", () => {
  it("KMRB80 scores at most 80, and the rolled-back odometer is named among the deductions", async () => {
    const author = await seededClient(t);
    const made = await author.post("/api/reports", { plate: "KMRB80" });
    expect(made.status).toBe(201);
    expect(made.json.report.score).toBeLessThanOrEqual(80);
    expect(made.json.report.deductions).toContainEqual(
      expect.objectContaining({
        rule: "mileage",
        points: -25,
        reason: expect.stringMatching(/^Posible adulteración del kilometraje: /),
      }),
    );
  });
});

describe("migration 0010 on a report made before it", () => {
  it("fills in the car's columns and says the newer sections were not asked", async () => {
    const old = base() as unknown as Record<string, unknown> & { sections: Record<string, unknown> };
    const { crossings: _c, recalls: _r, valuation: _v, theft: _t, ...sixSections } = old.sections;
    const vehicle = sixSections.vehicle as { data: Record<string, unknown> };
    vehicle.data = { ...vehicle.data, make: "Citroën", model: "C-Elysée  1.6", year: 2016 };
    const body = { ...old, sections: sixSections } as unknown as VehicleReport;
    const [row] = await t.db
      .insert(vehicleReports)
      .values({
        ...newReportRow({ userId: USER, plate: "OLDR10", report: body, isDemo: false, at: new Date() }),
        make: null,
        model: null,
        modelYear: null,
      })
      .returning({ id: vehicleReports.id });
    const statements = readFileSync(new URL("../../drizzle/0010_deeper_report.sql", import.meta.url), "utf8")
      .split("--> statement-breakpoint")
      .filter((s) => s.includes("UPDATE"));
    expect(statements).toHaveLength(2);
    for (const statement of statements) await t.db.execute(sql.raw(statement));

    const [upgraded] = await t.db
      .select()
      .from(vehicleReports)
      .where(eq(vehicleReports.id, row?.id as string));
    expect(upgraded).toMatchObject({ make: "CITROEN", model: "C ELYSEE 1.6", modelYear: 2016 });
    const sections = upgraded?.body.sections;
    for (const key of ["crossings", "recalls", "valuation", "theft"] as const) {
      expect(sections?.[key]).toEqual({
        status: "unavailable",
        reason: "not asked",
        source: "Boostr",
        consultedAt: "2025-08-31T14:05:00.000Z",
      });
    }
    // The report shows them as not consulted, and is not partial because of them.
    const shown = presentReport(upgraded?.body as VehicleReport, { shared: false });
    expect(shown.summary.partial).toBeNull();
    expect(shown.sections.find((s) => s.key === "recalls")).toMatchObject({
      provenance: "No consultado: el informe es anterior a esta sección",
      status: { text: "No consultado" },
    });
  });
});
