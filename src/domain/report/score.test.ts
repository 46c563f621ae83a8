import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Inspection, Lookup, Soap } from "./model";
import {
  capForHardStops,
  computeScore,
  HARD_STOP_SCORE_CAP,
  type InspectionVerdict,
  inspectionVerdict,
  type ScoreInput,
  type SoapVerdict,
  soapVerdict,
} from "./score";

const TODAY = "2025-08-31";

const clean: ScoreInput = {
  vehicleYear: 2022,
  today: TODAY,
  inspection: "valid",
  soap: "valid",
  finesTotal: 0,
  finesCount: 0,
  tagTotal: 0,
  tagCount: 0,
  crossingsTotal: 0,
  crossingsCount: 0,
  odometerRollback: null,
  hardStops: [],
};

const ROLLBACK =
  "Posible adulteración del kilometraje: 84.200 km el 21-12-2024 es menos que 131.900 km el 11-12-2023";

describe("computeScore, one rule at a time", () => {
  it.each([
    // Age: current year minus model year.
    ["new car", {}, 100, []],
    ["5 years", { vehicleYear: 2020 }, 100, []],
    ["6 years", { vehicleYear: 2019 }, 95, [["age", -5, "Vehículo con 6 años de antigüedad"]]],
    ["10 years", { vehicleYear: 2015 }, 95, [["age", -5, "Vehículo con 10 años de antigüedad"]]],
    ["11 years", { vehicleYear: 2014 }, 90, [["age", -10, "Vehículo con 11 años de antigüedad"]]],
    ["12 years", { vehicleYear: 2013 }, 90, [["age", -10, "Vehículo con 12 años de antigüedad"]]],
    ["15 years", { vehicleYear: 2010 }, 90, [["age", -10, "Vehículo con 15 años de antigüedad"]]],
    ["16 years", { vehicleYear: 2009 }, 85, [["age", -15, "Vehículo con 16 años de antigüedad"]]],
    ["next year's model", { vehicleYear: 2026 }, 100, []],
    ["unknown year", { vehicleYear: null }, 100, []],
    // Inspection.
    ["inspection expired", { inspection: "expired" }, 80, [["inspection", -20, "Revisión técnica vencida"]]],
    [
      "inspection rejected",
      { inspection: "rejected" },
      80,
      [["inspection", -20, "Revisión técnica no aprobada"]],
    ],
    ["no inspection, 3 years old", { inspection: "not_found" }, 100, []],
    [
      "no inspection, 4 years old",
      { inspection: "not_found", vehicleYear: 2021 },
      80,
      [["inspection", -20, "Sin revisión técnica registrada"]],
    ],
    ["no inspection, unknown year", { inspection: "not_found", vehicleYear: null }, 100, []],
    [
      "inspection lookup failed",
      { inspection: "unavailable", vehicleYear: 2018 },
      95,
      [["age", -5, "Vehículo con 7 años de antigüedad"]],
    ],
    // SOAP.
    ["SOAP expired", { soap: "expired" }, 85, [["soap", -15, "SOAP no vigente"]]],
    ["no SOAP on record", { soap: "not_found" }, 85, [["soap", -15, "Sin SOAP vigente registrado"]]],
    ["SOAP lookup failed", { soap: "unavailable" }, 100, []],
    // Fines.
    ["one fine", { finesCount: 1 }, 90, [["fines", -10, "1 multa registrada"]]],
    [
      "fines with amounts",
      { finesCount: 3, finesTotal: 45_000 },
      90,
      [["fines", -10, "3 multas por $45.000"]],
    ],
    [
      "fines at the limit",
      { finesCount: 2, finesTotal: 1_500_000 },
      90,
      [["fines", -10, "2 multas por $1.500.000"]],
    ],
    [
      "fines above the limit",
      { finesCount: 2, finesTotal: 1_600_000 },
      80,
      [["fines", -20, "2 multas por $1.600.000"]],
    ],
    ["a total without a count", { finesTotal: 1_600_000 }, 80, [["fines", -20, "Multas por $1.600.000"]]],
    // TAG.
    ["small TAG debt", { tagCount: 2, tagTotal: 14_320 }, 95, [["tag", -5, "Deuda TAG de $14.320"]]],
    ["TAG debt at 500.000", { tagCount: 9, tagTotal: 500_000 }, 95, [["tag", -5, "Deuda TAG de $500.000"]]],
    [
      "TAG debt above 500.000",
      { tagCount: 9, tagTotal: 500_001 },
      90,
      [["tag", -10, "Deuda TAG de $500.001"]],
    ],
    [
      "TAG debt at 1.000.000",
      { tagCount: 9, tagTotal: 1_000_000 },
      90,
      [["tag", -10, "Deuda TAG de $1.000.000"]],
    ],
    [
      "TAG debt above 1.000.000",
      { tagCount: 9, tagTotal: 1_000_001 },
      85,
      [["tag", -15, "Deuda TAG de $1.000.001"]],
    ],
    ["TAG debts without amounts", { tagCount: 2 }, 95, [["tag", -5, "2 deudas TAG registradas"]]],
    ["one TAG debt without amount", { tagCount: 1 }, 95, [["tag", -5, "1 deuda TAG registrada"]]],
    ["a TAG amount without a count", { tagTotal: 300 }, 95, [["tag", -5, "Deuda TAG de $300"]]],
    // Toll debt: TAG contract debt and unpaid crossings without a TAG share one set of bands, on their sum.
    [
      "crossings alone",
      { crossingsCount: 1, crossingsTotal: 12_720 },
      95,
      [["tag", -5, "Peajes sin TAG por $12.720"]],
    ],
    [
      "TAG and crossings, 500.000 together",
      { tagCount: 2, tagTotal: 400_000, crossingsCount: 3, crossingsTotal: 100_000 },
      95,
      [["tag", -5, "Deuda TAG de $400.000 y peajes sin TAG por $100.000 ($500.000 en total)"]],
    ],
    [
      "TAG and crossings above 500.000 only together",
      { tagCount: 2, tagTotal: 400_000, crossingsCount: 3, crossingsTotal: 100_001 },
      90,
      [["tag", -10, "Deuda TAG de $400.000 y peajes sin TAG por $100.001 ($500.001 en total)"]],
    ],
    [
      "TAG and crossings, 1.000.000 together",
      { tagCount: 1, tagTotal: 900_000, crossingsCount: 1, crossingsTotal: 100_000 },
      90,
      [["tag", -10, "Deuda TAG de $900.000 y peajes sin TAG por $100.000 ($1.000.000 en total)"]],
    ],
    [
      "TAG and crossings above 1.000.000 only together",
      { tagCount: 1, tagTotal: 900_000, crossingsCount: 1, crossingsTotal: 100_001 },
      85,
      [["tag", -15, "Deuda TAG de $900.000 y peajes sin TAG por $100.001 ($1.000.001 en total)"]],
    ],
    [
      "crossings above 1.000.000 alone",
      { crossingsCount: 40, crossingsTotal: 1_000_001 },
      85,
      [["tag", -15, "Peajes sin TAG por $1.000.001"]],
    ],
    [
      "TAG debts without amounts and crossings",
      { tagCount: 2, crossingsCount: 1, crossingsTotal: 3_000 },
      95,
      [["tag", -5, "2 deudas TAG registradas y peajes sin TAG por $3.000 ($3.000 en total)"]],
    ],
    ["a crossing count without an amount", { crossingsCount: 1 }, 95, [["tag", -5, "Peajes sin TAG por $0"]]],
    // Odometer.
    ["odometer rolled back", { odometerRollback: ROLLBACK }, 75, [["mileage", -25, ROLLBACK]]],
    ["odometer in order", { odometerRollback: "" }, 100, []],
    ["fines without amounts", { finesCount: 2 }, 90, [["fines", -10, "2 multas registradas"]]],
    ["a fractional fine count", { finesCount: 2.7 }, 90, [["fines", -10, "2 multas registradas"]]],
    // Garbage in is not punished.
    [
      "negative and NaN figures",
      {
        finesTotal: -5,
        finesCount: Number.NaN,
        tagTotal: -1,
        tagCount: -3,
        crossingsTotal: -2,
        crossingsCount: -1,
      },
      100,
      [],
    ],
    [
      "infinite figures",
      {
        finesTotal: Number.POSITIVE_INFINITY,
        finesCount: Number.POSITIVE_INFINITY,
        tagTotal: Number.POSITIVE_INFINITY,
        tagCount: Number.POSITIVE_INFINITY,
        crossingsTotal: Number.POSITIVE_INFINITY,
        crossingsCount: Number.POSITIVE_INFINITY,
      },
      100,
      [],
    ],
  ] as const)("%s -> %d", (_case, over, score, deductions) => {
    const result = computeScore({ ...clean, ...over } as ScoreInput);
    expect(result.score).toBe(score);
    expect(result.deductions.map((d) => [d.rule, d.points, d.reason])).toEqual(deductions);
  });
});

const ROLLBACK_CAUSE = "posible adulteración del kilometraje";
const THEFT_CAUSE = "encargo por robo vigente";

describe("computeScore, a hard stop holds the score inside 'Riesgo alto' (decision 060)", () => {
  it.each([
    [
      "a rollback on a 10-year-old car (KMRB80)",
      { vehicleYear: 2015, odometerRollback: ROLLBACK, hardStops: [ROLLBACK_CAUSE] },
      39,
      [
        ["age", -5, "Vehículo con 10 años de antigüedad"],
        ["mileage", -25, ROLLBACK],
        ["hardStop", -31, "Tope de 39 puntos (riesgo alto) por posible adulteración del kilometraje"],
      ],
    ],
    [
      "a theft report on a clean car, which has no points of its own",
      { hardStops: [THEFT_CAUSE] },
      39,
      [["hardStop", -61, "Tope de 39 puntos (riesgo alto) por encargo por robo vigente"]],
    ],
    [
      "two hard stops, one cap naming both",
      { odometerRollback: ROLLBACK, hardStops: [THEFT_CAUSE, ROLLBACK_CAUSE] },
      39,
      [
        ["mileage", -25, ROLLBACK],
        [
          "hardStop",
          -36,
          "Tope de 39 puntos (riesgo alto) por encargo por robo vigente y posible adulteración del kilometraje",
        ],
      ],
    ],
    [
      "already under the cap: nothing more",
      {
        inspection: "expired",
        soap: "expired",
        finesTotal: 2_000_000,
        finesCount: 3,
        tagTotal: 1_200_000,
        tagCount: 1,
        hardStops: [THEFT_CAUSE],
      },
      30,
      [
        ["inspection", -20, "Revisión técnica vencida"],
        ["soap", -15, "SOAP no vigente"],
        ["fines", -20, "3 multas por $2.000.000"],
        ["tag", -15, "Deuda TAG de $1.200.000"],
      ],
    ],
    [
      "a rollback warning without its hard stop costs its 25 points only",
      { odometerRollback: ROLLBACK },
      75,
      [["mileage", -25, ROLLBACK]],
    ],
  ] as const)("%s -> %d", (_case, over, score, deductions) => {
    const result = computeScore({ ...clean, ...over } as ScoreInput);
    expect(result.score).toBe(score);
    expect(result.deductions.map((d) => [d.rule, d.points, d.reason])).toEqual(deductions);
  });

  it.each([
    ["no hard stop", { score: 95, deductions: [] }, [], 95, 0],
    ["at the cap", { score: 39, deductions: [] }, [THEFT_CAUSE], 39, 0],
    ["above the cap", { score: 70, deductions: [] }, [THEFT_CAUSE], 39, 1],
  ] as const)("capForHardStops: %s", (_case, result, causes, score, added) => {
    const capped = capForHardStops({ ...result, deductions: [...result.deductions] }, causes);
    expect(capped.score).toBe(score);
    expect(capped.deductions).toHaveLength(added);
    // Capping what is capped changes nothing: stored reports are capped again when read.
    expect(capForHardStops(capped, causes)).toEqual(capped);
  });
});

describe("computeScore, everything wrong", () => {
  it("adds up every deduction in rule order", () => {
    const result = computeScore({
      vehicleYear: 2005,
      today: TODAY,
      inspection: "expired",
      soap: "expired",
      finesTotal: 2_000_000,
      finesCount: 5,
      tagTotal: 1_200_000,
      tagCount: 30,
      crossingsTotal: 50_000,
      crossingsCount: 4,
      odometerRollback: ROLLBACK,
      hardStops: [],
    });
    expect(result.deductions.map((d) => d.rule)).toEqual([
      "age",
      "inspection",
      "soap",
      "fines",
      "tag",
      "mileage",
    ]);
    expect(result.deductions.reduce((sum, d) => sum + d.points, 0)).toBe(-15 - 20 - 15 - 20 - 15 - 25);
    // Clamped: 110 points of deductions leave nothing, not a negative score.
    expect(result.score).toBe(0);
  });
});

const inspection = (status: string | null, dueDate: string | null): Lookup<Inspection> => ({
  status: "found",
  data: {
    date: null,
    status,
    certificate: null,
    kilometers: null,
    dueDate,
    plant: null,
    gasesStatus: null,
    gasesDueDate: null,
    history: [],
  },
});

describe("inspectionVerdict", () => {
  it.each([
    [inspection("Aprobada", "2025-09-30"), "valid"],
    [inspection("APROBADO", TODAY), "valid"],
    [inspection("Aprobada", "2025-08-30"), "expired"],
    [inspection(null, "2025-08-30"), "expired"],
    [inspection("Rechazada", "2025-08-30"), "expired"],
    [inspection("Rechazada", "2025-09-30"), "rejected"],
    [inspection("Rechazada", null), "rejected"],
    [inspection(null, "2025-09-30"), "unavailable"],
    [inspection("   ", "2025-09-30"), "unavailable"],
    [inspection("Aprobada", null), "unavailable"],
    [inspection("Aprobada", "sin fecha"), "unavailable"],
    [{ status: "not_found" }, "not_found"],
    [{ status: "unavailable", reason: "502" }, "unavailable"],
  ] as const)("%j -> %s", (lookup, expected) => {
    expect(inspectionVerdict(lookup as Lookup<Inspection>, TODAY)).toBe(expected);
  });
});

describe("soapVerdict", () => {
  const soap = (to: string | null): Lookup<Soap> => ({
    status: "found",
    data: { company: "HDI", policyNumber: "1", since: "2025-04-01", to },
  });
  it.each([
    [soap("2026-03-31"), "valid"],
    [soap(TODAY), "valid"],
    [soap("2025-08-30"), "expired"],
    [soap(null), "unavailable"],
    [soap("??"), "unavailable"],
    [{ status: "not_found" }, "not_found"],
    [{ status: "unavailable", reason: "timeout" }, "unavailable"],
  ] as const)("%j -> %s", (lookup, expected) => {
    expect(soapVerdict(lookup as Lookup<Soap>, TODAY)).toBe(expected);
  });
});

const inspectionVerdicts: InspectionVerdict[] = ["valid", "expired", "rejected", "not_found", "unavailable"];
const soapVerdicts: SoapVerdict[] = ["valid", "expired", "not_found", "unavailable"];
const anyInput = fc.record({
  vehicleYear: fc.option(fc.integer({ min: 1900, max: 2030 }), { nil: null }),
  today: fc.constant(TODAY),
  inspection: fc.constantFrom(...inspectionVerdicts),
  soap: fc.constantFrom(...soapVerdicts),
  finesTotal: fc.integer({ min: 0, max: 10_000_000 }),
  finesCount: fc.nat(20),
  tagTotal: fc.integer({ min: 0, max: 10_000_000 }),
  tagCount: fc.nat(50),
  crossingsTotal: fc.integer({ min: 0, max: 2_000_000 }),
  crossingsCount: fc.nat(50),
  odometerRollback: fc.constantFrom(null, ROLLBACK),
  hardStops: fc.constantFrom([], [ROLLBACK_CAUSE], [THEFT_CAUSE, ROLLBACK_CAUSE]),
});

describe("properties", () => {
  it("the score is 100 plus its deductions, within 0-100, each rule at most once", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const { score, deductions } = computeScore(input);
        expect(score).toBe(Math.max(0, 100 + deductions.reduce((s, d) => s + d.points, 0)));
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        expect(new Set(deductions.map((d) => d.rule)).size).toBe(deductions.length);
        if (input.hardStops.length) expect(score).toBeLessThanOrEqual(HARD_STOP_SCORE_CAP);
        for (const d of deductions) {
          expect(d.points).toBeLessThan(0);
          expect(d.reason.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it("not knowing never costs more than knowing the worst", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const unknown = computeScore({ ...input, inspection: "unavailable", soap: "unavailable" }).score;
        const bad = computeScore({ ...input, inspection: "expired", soap: "expired" }).score;
        expect(unknown).toBeGreaterThanOrEqual(bad);
        expect(unknown).toBe(computeScore({ ...input, inspection: "valid", soap: "valid" }).score);
      }),
    );
  });

  it("more debt or more fines never raise the score", () => {
    fc.assert(
      fc.property(anyInput, fc.nat(3_000_000), fc.nat(5), (input, extra, extraCount) => {
        const base = computeScore(input).score;
        expect(computeScore({ ...input, tagTotal: input.tagTotal + extra }).score).toBeLessThanOrEqual(base);
        expect(
          computeScore({
            ...input,
            crossingsTotal: input.crossingsTotal + extra,
            crossingsCount: input.crossingsCount + extraCount,
          }).score,
        ).toBeLessThanOrEqual(base);
        expect(
          computeScore({
            ...input,
            finesTotal: input.finesTotal + extra,
            finesCount: input.finesCount + extraCount,
          }).score,
        ).toBeLessThanOrEqual(base);
      }),
    );
  });
});
