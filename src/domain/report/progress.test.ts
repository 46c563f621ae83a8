import { describe, expect, it } from "vitest";
import type { SectionKey } from "./model";
import { easeToward, PROGRESS_STEPS, progressOf, queueText } from "./progress";

describe("progressOf", () => {
  it.each([
    // Ten sources, and saving the report as the eleventh unit.
    [[], false, 0, [false, false, false, false, false]],
    [["vehicle"], false, 9, [true, false, false, false, false]],
    [["vehicle", "soap"], false, 18, [true, false, false, false, false]],
    [["vehicle", "soap", "inspection"], false, 27, [true, false, false, false, false]],
    [["vehicle", "soap", "inspection", "recalls", "valuation"], false, 45, [true, false, true, false, false]],
    [["trafficFines", "plateFines", "crossings"], false, 27, [false, false, false, false, false]],
    [["trafficFines", "plateFines", "crossings", "theft"], false, 36, [false, false, false, false, true]],
    [
      [
        "vehicle",
        "soap",
        "inspection",
        "trafficFines",
        "plateFines",
        "tag",
        "crossings",
        "recalls",
        "valuation",
        "theft",
      ],
      false,
      91,
      [true, true, true, false, true],
    ],
    [
      [
        "vehicle",
        "soap",
        "inspection",
        "trafficFines",
        "plateFines",
        "tag",
        "crossings",
        "recalls",
        "valuation",
        "theft",
      ],
      true,
      100,
      [true, true, true, true, true],
    ],
  ] as const)("%j saved=%s -> %i%%", (answered, saved, percent, done) => {
    expect(progressOf(new Set<SectionKey>(answered), saved)).toEqual({ percent, done });
  });
});

describe("the check screen's steps", () => {
  it("lists the spec's five steps in its order", () => {
    expect(PROGRESS_STEPS.map((step) => step.label)).toEqual([
      "Verificando información del vehículo",
      "Consultando registros del propietario",
      "Revisando historial del vehículo",
      "Compilando informe final",
      "Validando multas y registros",
    ]);
  });
});

describe("easeToward", () => {
  it.each([
    [0, 100, 25],
    [90, 100, 93],
    [99, 100, 100],
    [40, 40, 40],
    [60, 14, 14],
  ])("%i toward %i -> %i", (shown, target, next) => {
    expect(easeToward(shown, target)).toBe(next);
  });

  it("reaches the target in a bounded number of ticks", () => {
    let shown = 0;
    let ticks = 0;
    while (shown < 100) {
      shown = easeToward(shown, 100);
      ticks++;
    }
    expect(ticks).toBeLessThanOrEqual(20);
  });
});

describe("queueText", () => {
  it.each([
    [2, 20, "Tu informe está en cola: 2 antes que tú (≈ 20 s)"],
    [1, 10, "Tu informe está en cola: 1 antes que tú (≈ 10 s)"],
    [0, 10, "Tu informe está en cola: eres el siguiente (≈ 10 s)"],
    [0, 0.4, "Tu informe está en cola: eres el siguiente (≈ 1 s)"],
    [12, 130, "Tu informe está en cola: 12 antes que tú (≈ 3 min)"],
    [3, 59.4, "Tu informe está en cola: 3 antes que tú (≈ 59 s)"],
    [3, 60, "Tu informe está en cola: 3 antes que tú (≈ 1 min)"],
    [3, 61, "Tu informe está en cola: 3 antes que tú (≈ 2 min)"],
  ])("%d ahead, %d s → %s", (position, eta, text) => {
    expect(queueText(position, eta)).toBe(text);
  });
});
