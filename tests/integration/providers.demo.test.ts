import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidPlate } from "../../src/domain/plate";
import type { IsoDate, Lookup, Vehicle } from "../../src/domain/report/model";
import { isValidRut } from "../../src/domain/rut";
import { createDemoProvider, DEMO_PLATES, type DemoCase } from "../../src/server/providers/demo";

const data = <T>(lookup: Lookup<T>): T => {
  if (lookup.status !== "found") throw new Error(`expected found, got ${JSON.stringify(lookup)}`);
  return lookup.data;
};

const plateOf = (kind: DemoCase) => DEMO_PLATES.find((d) => d.kind === kind)?.plate as string;

const ownerRut = (vehicle: Vehicle): string => {
  if (!vehicle.owner?.rut) throw new Error(`no owner RUT for ${vehicle.plate}`);
  return vehicle.owner.rut;
};

describe("demo plates", () => {
  it("lists each case once, with a valid plate and a Spanish description", () => {
    expect(DEMO_PLATES.map((d) => d.kind).sort()).toEqual(
      [
        "bigFines",
        "clean",
        "expiredInspection",
        "newCar",
        "noData",
        "odometerRollback",
        "partial",
        "soapLapsed",
        "tagDebt",
      ].sort(),
    );
    for (const d of DEMO_PLATES) {
      expect(isValidPlate(d.plate)).toBe(true);
      expect(d.description.length).toBeGreaterThan(10);
    }
  });

  it("is the demo provider, by name", () => {
    expect(createDemoProvider()).toMatchObject({ name: "Datos de demostración", isDemo: true });
  });
});

// The same promises must hold whenever the demo runs, so they are checked at two dates years apart.
describe.each(["2025-06-15T12:00:00Z", "2031-01-02T03:00:00Z"])("demo cases on %s", (iso) => {
  const now = new Date(iso);
  const today = iso.slice(0, 10);
  const demo = createDemoProvider({ now: () => now });
  const year = now.getUTCFullYear();
  const daysFromToday = (date: IsoDate | null) => {
    if (date === null) throw new Error("expected a date");
    return Math.round((Date.parse(date) - Date.parse(today)) / 86_400_000);
  };

  it("clean: recent car, RT and SOAP valid, no fines, no TAG debt", async () => {
    const plate = plateOf("clean");
    const vehicle = data(await demo.vehicle(plate));
    expect(vehicle.plate).toBe(plate);
    expect(year - (vehicle.year ?? 0)).toBeLessThanOrEqual(5);
    const inspection = data(await demo.inspection(plate));
    expect(inspection.status).toBe("Aprobada");
    expect(daysFromToday(inspection.dueDate)).toBeGreaterThan(0);
    expect(daysFromToday(data(await demo.soap(plate)).to)).toBeGreaterThan(0);
    expect(data(await demo.trafficFines(plate)).tickets).toEqual([]);
    expect(data(await demo.plateFines(plate))).toMatchObject({ hasFines: false, finesCount: 0 });
    expect(data(await demo.tagDebts(ownerRut(vehicle))).debts).toEqual([]);
  });

  it("expiredInspection: the RT due date has passed", async () => {
    const inspection = data(await demo.inspection(plateOf("expiredInspection")));
    expect(daysFromToday(inspection.dueDate)).toBe(-45);
  });

  it("bigFines: tickets with amounts over $1.500.000 in total", async () => {
    const plate = plateOf("bigFines");
    const { tickets } = data(await demo.trafficFines(plate));
    expect(tickets.every((t) => t.amount !== null && t.amount > 0)).toBe(true);
    expect(tickets.reduce((sum, t) => sum + (t.amount ?? 0), 0)).toBeGreaterThan(1_500_000);
    expect(data(await demo.plateFines(plate))).toMatchObject({ hasFines: true, finesCount: tickets.length });
  });

  it("tagDebt: the owner owes TAG", async () => {
    const rut = ownerRut(data(await demo.vehicle(plateOf("tagDebt"))));
    const debts = data(await demo.tagDebts(rut));
    expect(debts.rut).toBe(rut);
    expect(debts.debts.reduce((sum, d) => sum + d.amount, 0)).toBe(187_450);
  });

  it("soapLapsed: the SOAP ended before today", async () => {
    expect(daysFromToday(data(await demo.soap(plateOf("soapLapsed"))).to)).toBe(-38);
  });

  it("newCar: at most 3 years old and no RT yet", async () => {
    const plate = plateOf("newCar");
    expect(year - (data(await demo.vehicle(plate)).year ?? 0)).toBeLessThanOrEqual(3);
    expect(await demo.inspection(plate)).toEqual({ status: "not_found" });
  });

  it("partial: the vehicle is known but some sources do not answer", async () => {
    const plate = plateOf("partial");
    const vehicle = data(await demo.vehicle(plate));
    const lookups = await Promise.all([
      demo.soap(plate),
      demo.trafficFines(plate),
      demo.plateFines(plate),
      demo.tagDebts(ownerRut(vehicle)),
    ]);
    expect(lookups.map((l) => l.status)).toEqual(Array(4).fill("unavailable"));
    expect((await demo.inspection(plate)).status).toBe("found");
  });

  it("noData: nothing on record anywhere", async () => {
    const plate = plateOf("noData");
    const lookups = await Promise.all([
      demo.vehicle(plate),
      demo.soap(plate),
      demo.inspection(plate),
      demo.trafficFines(plate),
      demo.plateFines(plate),
    ]);
    expect(lookups).toEqual(Array(5).fill({ status: "not_found" }));
  });

  it("odometerRollback: the latest RT reads fewer km than an earlier one", async () => {
    const inspection = data(await demo.inspection(plateOf("odometerRollback")));
    const earlier = Math.max(...inspection.history.map((h) => h.kilometers ?? 0));
    expect(inspection.kilometers).toBeLessThan(earlier);
  });
});

describe("any other plate", () => {
  const now = new Date("2025-06-15T12:00:00Z");
  const fixed = new Set(DEMO_PLATES.map((d) => d.plate));
  const plates = fc
    .oneof(fc.stringMatching(/^[A-Z]{4}\d{2}$/), fc.stringMatching(/^[A-Z]{2}\d{4}$/))
    .filter((p) => !fixed.has(p));

  it("gets the same answers every time, from any instance", async () => {
    await fc.assert(
      fc.asyncProperty(plates, async (plate) => {
        const a = createDemoProvider({ now: () => now });
        const b = createDemoProvider({ now: () => now });
        for (const p of [plate, ...fixed]) {
          expect(await b.vehicle(p)).toEqual(await a.vehicle(p));
          expect(await b.inspection(p)).toEqual(await a.inspection(p));
          expect(await b.soap(p)).toEqual(await a.soap(p));
          expect(await b.trafficFines(p)).toEqual(await a.trafficFines(p));
        }
      }),
      { numRuns: 30 },
    );
  });

  it("gets a plausible vehicle whose owner has a valid RUT and whose odometer never goes back", async () => {
    const demo = createDemoProvider({ now: () => now });
    await fc.assert(
      fc.asyncProperty(plates, async (plate) => {
        const vehicle = data(await demo.vehicle(plate));
        expect(vehicle.plate).toBe(plate);
        expect(vehicle.make).toMatch(/^[A-Z]+$/);
        expect(vehicle.year).toBeGreaterThanOrEqual(2025 - 17);
        expect(vehicle.year).toBeLessThanOrEqual(2025);
        expect(vehicle.chassis).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
        expect(isValidRut(ownerRut(vehicle))).toBe(true);
        expect((await demo.tagDebts(ownerRut(vehicle))).status).toBe("found");

        const inspection = await demo.inspection(plate);
        if (inspection.status === "found") {
          const readings = [inspection.data, ...inspection.data.history].map((r) => r.kilometers ?? 0);
          expect(readings).toEqual([...readings].sort((x, y) => y - x));
          expect(vehicle.kilometers).toBeGreaterThanOrEqual(readings[0] ?? 0);
        } else {
          expect(2025 - (vehicle.year ?? 0)).toBeLessThan(3);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("answers not_found for text that is not a plate", async () => {
    const demo = createDemoProvider({ now: () => now });
    expect(await demo.vehicle("ABC")).toEqual({ status: "not_found" });
    expect(await demo.tagDebts("no es un rut")).toEqual({ status: "not_found" });
  });
});
