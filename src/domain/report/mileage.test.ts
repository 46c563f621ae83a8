import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type MileagePoint, mileageTimeline, rollbackWarnings } from "./mileage";
import type { Inspection, InspectionRecord } from "./model";

const record = (date: string | null, kilometers: number | null): InspectionRecord => ({
  date,
  status: "Aprobada",
  certificate: null,
  kilometers,
  dueDate: null,
  plant: null,
});

const inspection = (current: InspectionRecord, history: InspectionRecord[]): Inspection => ({
  ...current,
  gasesStatus: null,
  gasesDueDate: null,
  history,
});

const pts = (...pairs: [string, number][]): MileagePoint[] =>
  pairs.map(([date, kilometers]) => ({ date, kilometers, source: "Revisión técnica" }));

describe("mileageTimeline", () => {
  it.each([
    ["no inspection", null, undefined, []],
    ["current only", inspection(record("2025-03-01", 98_000), []), undefined, pts(["2025-03-01", 98_000])],
    [
      "history in any order comes out sorted",
      inspection(record("2025-03-01", 98_000), [record("2023-03-10", 60_000), record("2024-03-05", 80_000)]),
      undefined,
      pts(["2023-03-10", 60_000], ["2024-03-05", 80_000], ["2025-03-01", 98_000]),
    ],
    [
      "nulls, zeros and unreadable dates are skipped",
      inspection(record("2025-03-01", null), [
        record(null, 70_000),
        record("2024-03-05", 0),
        record("ayer", 1),
        record("2023-03-10", 60_000),
      ]),
      undefined,
      pts(["2023-03-10", 60_000]),
    ],
    [
      "the same reading twice counts once",
      inspection(record("2025-03-01", 98_000), [record("2025-03-01", 98_000), record("2025-03-01", 97_000)]),
      undefined,
      pts(["2025-03-01", 97_000], ["2025-03-01", 98_000]),
    ],
    [
      "the vehicle's odometer fills in a missing current reading",
      inspection(record("2025-03-01", null), [record("2024-03-05", 80_000)]),
      99_000,
      pts(["2024-03-05", 80_000], ["2025-03-01", 99_000]),
    ],
    [
      "but does not replace one",
      inspection(record("2025-03-01", 98_000), []),
      99_000,
      pts(["2025-03-01", 98_000]),
    ],
    [
      "timestamps become Santiago dates",
      inspection(record("2025-03-01T02:00:00Z", 98_000), []),
      null,
      pts(["2025-02-28", 98_000]),
    ],
  ])("%s", (_case, input, currentKm, expected) => {
    expect(mileageTimeline(input, currentKm)).toEqual(expected);
  });
});

describe("rollbackWarnings", () => {
  it.each([
    ["rising", pts(["2023-03-10", 60_000], ["2024-03-05", 80_000]), []],
    ["flat", pts(["2023-03-10", 60_000], ["2024-03-05", 60_000]), []],
    [
      "one drop",
      pts(["2023-03-10", 120_500], ["2024-03-05", 80_000]),
      ["Posible adulteración del kilometraje: 80.000 km el 05-03-2024 es menos que 120.500 km el 10-03-2023"],
    ],
    [
      "later readings are held against the highest one",
      pts(["2022-01-10", 100_000], ["2023-01-10", 60_000], ["2024-01-10", 70_000], ["2025-01-10", 110_000]),
      [
        "Posible adulteración del kilometraje: 60.000 km el 10-01-2023 es menos que 100.000 km el 10-01-2022",
        "Posible adulteración del kilometraje: 70.000 km el 10-01-2024 es menos que 100.000 km el 10-01-2022",
      ],
    ],
    [
      "unsorted input is read chronologically",
      pts(["2024-03-05", 80_000], ["2023-03-10", 90_000]),
      ["Posible adulteración del kilometraje: 80.000 km el 05-03-2024 es menos que 90.000 km el 10-03-2023"],
    ],
    ["same day, two readings", pts(["2024-03-05", 80_000], ["2024-03-05", 79_000]), []],
    [
      "a repeated highest reading: the drop is held against the first time it was seen",
      pts(["2022-01-10", 100_000], ["2023-01-10", 100_000], ["2024-01-10", 90_000]),
      ["Posible adulteración del kilometraje: 90.000 km el 10-01-2024 es menos que 100.000 km el 10-01-2022"],
    ],
    ["empty", [], []],
  ])("%s", (_case, points, expected) => {
    expect(rollbackWarnings(points)).toEqual(expected);
  });
});

const reading = fc.record({
  date: fc
    .date({ min: new Date("2000-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  kilometers: fc.option(fc.integer({ min: 0, max: 600_000 }), { nil: null }),
});

describe("properties", () => {
  it("the timeline is sorted, positive and free of duplicates", () => {
    fc.assert(
      fc.property(reading, fc.array(reading, { maxLength: 10 }), (current, history) => {
        const timeline = mileageTimeline(
          inspection(
            record(current.date, current.kilometers),
            history.map((h) => record(h.date, h.kilometers)),
          ),
        );
        for (let i = 1; i < timeline.length; i++) {
          const [a, b] = [timeline[i - 1], timeline[i]];
          if (!a || !b) throw new Error("unreachable");
          expect(a.date <= b.date).toBe(true);
        }
        expect(timeline.every((p) => p.kilometers > 0)).toBe(true);
        expect(new Set(timeline.map((p) => `${p.date}|${p.kilometers}`)).size).toBe(timeline.length);
      }),
    );
  });

  it("a never-decreasing series raises no warning; any decrease raises at least one", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 8 }), (steps) => {
        let km = 1_000;
        const rising = steps.map((step, i) => {
          km += step;
          return {
            date: `20${(10 + i).toString()}-01-01`,
            kilometers: km,
            source: "Revisión técnica" as const,
          };
        });
        expect(rollbackWarnings(rising)).toEqual([]);
        const [previous, last] = rising.slice(-2);
        if (!previous || !last) return;
        // One kilometre below the reading before it: the smallest real decrease.
        const dropped = [...rising.slice(0, -1), { ...last, kilometers: previous.kilometers - 1 }];
        expect(rollbackWarnings(dropped).length).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
