import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MIN_SIMILAR_REPORTS,
  NOT_ENOUGH_SIMILAR_TEXT,
  percentile,
  SIMILAR_YEARS,
  similarCars,
  similarCarsText,
  similarYears,
} from "./similar-cars";

describe("percentile", () => {
  it.each([
    [[70], 0.25, 70],
    [[70], 0.75, 70],
    [[10, 20], 0, 10],
    [[10, 20], 1, 20],
    [[10, 20], 0.5, 15],
    [[10, 20, 30, 40, 50], 0.25, 20],
    [[10, 20, 30, 40, 50], 0.75, 40],
    // Between ranks: (6 - 1) × 0.25 = 1.25, a quarter of the way from 20 to 30.
    [[10, 20, 30, 40, 50, 60], 0.25, 22.5],
    [[10, 20, 30, 40, 50, 60], 0.75, 47.5],
  ])("%j at %d -> %d", (values, p, expected) => {
    expect(percentile(values, p)).toBe(expected);
  });

  it("stays within the values and grows with p", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 40 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (values, p, q) => {
          const sorted = [...values].sort((a, b) => a - b);
          const at = percentile(sorted, p);
          expect(at).toBeGreaterThanOrEqual(sorted[0] as number);
          expect(at).toBeLessThanOrEqual(sorted.at(-1) as number);
          if (p <= q) expect(percentile(sorted, p)).toBeLessThanOrEqual(percentile(sorted, q) + 1e-9);
        },
      ),
    );
  });
});

describe("similarCars", () => {
  it.each([
    ["none", [], { count: 0, range: null }],
    ["four, one short", [60, 70, 80, 90], { count: 4, range: null }],
    ["five, enough", [90, 60, 80, 70, 100], { count: 5, range: { low: 70, high: 90 } }],
    // 25th: 62.5 rounds to 63; 75th: 87.5 rounds to 88. The input order does not matter.
    ["six, rounded", [100, 50, 90, 60, 80, 70], { count: 6, range: { low: 63, high: 88 } }],
    ["all the same", [75, 75, 75, 75, 75], { count: 5, range: { low: 75, high: 75 } }],
  ])("%s", (_case, scores, expected) => {
    expect(similarCars(scores)).toEqual(expected);
  });

  it("needs five reports", () => {
    expect(MIN_SIMILAR_REPORTS).toBe(5);
  });
});

describe("similarCarsText", () => {
  it.each([
    [{ count: 37, range: { low: 62, high: 81 } }, "Autos similares: 62-81, según 37 informes"],
    [{ count: 4, range: null }, "Aún no hay suficientes informes de autos similares"],
    [{ count: 1, range: { low: 70, high: 70 } }, "Autos similares: 70-70, según 1 informe"],
    [{ count: 0, range: null }, NOT_ENOUGH_SIMILAR_TEXT],
  ])("%j -> %s", (similar, text) => {
    expect(similarCarsText(similar)).toBe(text);
  });
});

describe("similarYears", () => {
  it("takes three model years on either side", () => {
    expect(SIMILAR_YEARS).toBe(3);
    expect(similarYears(2018)).toEqual({ from: 2015, to: 2021 });
  });
});
