import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidPlate } from "#domain/plate";
import type { IsoDate, Lookup, Vehicle } from "#domain/report/model";
import { isValidRut } from "#domain/rut";
import { createDemoProvider, DEMO_PLATES, type DemoCase, demoFleetPlates } from "#server/providers/demo";

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

  it("every demo plate with a vehicle answers every newer section", async () => {
    for (const { plate, kind } of DEMO_PLATES.filter((d) => d.kind !== "noData")) {
      const vehicle = data(await demo.vehicle(plate));
      const answers = {
        crossings: await demo.crossings(plate),
        recalls: await demo.recalls(vehicle.chassis as string),
        valuation: await demo.valuation(vehicle),
      };
      // Even the partial plate: its silent sources are the original four.
      expect(
        Object.values(answers).map((a) => a.status),
        `${plate} (${kind})`,
      ).toEqual(["found", "found", "found"]);
      expect(await demo.theft(plate)).toEqual({ status: "unavailable", reason: "not configured" });
    }
  });

  it("tagDebt: unpaid crossings without a TAG too, each payable within 30 days of its day", async () => {
    const { charges } = data(await demo.crossings(plateOf("tagDebt")));
    expect(charges.reduce((sum, c) => sum + c.amount, 0)).toBe(42_380);
    for (const c of charges) expect(daysFromToday(c.payBy) - daysFromToday(c.date)).toBe(30);
    for (const other of DEMO_PLATES.filter((d) => !["tagDebt", "noData"].includes(d.kind))) {
      expect(data(await demo.crossings(other.plate)).charges, other.plate).toEqual([]);
    }
  });

  it("newCar: one open recall of its own make and model; the other demo plates none", async () => {
    const vehicle = data(await demo.vehicle(plateOf("newCar")));
    const { recalls } = data(await demo.recalls(vehicle.chassis as string));
    expect(recalls).toHaveLength(1);
    expect(recalls[0]?.title).toContain(`${vehicle.make} ${vehicle.model}`);
    expect(recalls[0]?.url).toMatch(/^https:\/\//);
    const clean = data(await demo.vehicle(plateOf("clean")));
    expect(data(await demo.recalls(clean.chassis as string)).recalls).toEqual([]);
  });

  it("a valuation for every car: one version when the record names it, a range when it does not", async () => {
    const exact = data(await demo.valuation(data(await demo.vehicle(plateOf("clean")))));
    expect(exact.versions).toHaveLength(1);
    const unnamed = data(await demo.vehicle(plateOf("expiredInspection")));
    expect(unnamed.version).toBeNull();
    const range = data(await demo.valuation(unnamed)).versions.map((v) => v.valuation);
    expect(range).toHaveLength(2);
    expect(range[0]).toBeLessThan(range[1] as number);
  });

  it("odometerRollback: the latest RT reads fewer km than an earlier one", async () => {
    const inspection = data(await demo.inspection(plateOf("odometerRollback")));
    const earlier = Math.max(...inspection.history.map((h) => h.kilometers ?? 0));
    expect(inspection.kilometers).toBeLessThan(earlier);
  });
});

describe("the demo fleet", () => {
  it("has two invented cars of every demo model and age, none of them a demo plate", () => {
    const now = new Date("2025-06-15T12:00:00Z");
    const plates = demoFleetPlates();
    expect(new Set(plates).size).toBe(plates.length);
    expect(plates.every((p) => isValidPlate(p) && !DEMO_PLATES.some((d) => d.plate === p))).toBe(true);
    const demo = createDemoProvider({ now: () => now });
    return Promise.all(plates.map((p) => demo.vehicle(p))).then((answers) => {
      const counts = new Map<string, number>();
      for (const v of answers.map(data)) {
        const key = `${v.make} ${v.model} ${v.year}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      // 12 models, 18 ages (0-17 years), two each.
      expect(counts.size).toBe(12 * 18);
      expect([...counts.values()].every((n) => n === 2)).toBe(true);
    });
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
