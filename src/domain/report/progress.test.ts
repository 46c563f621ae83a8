import { describe, expect, it } from "vitest";
import { type SectionKey, SOURCE_NOT_CONFIGURED, SOURCE_NOT_IN_PLAN } from "./model";
import {
  easeToward,
  outcomeOf,
  type Progress,
  progressOf,
  queueText,
  type SettledSource,
  SOURCE_NAMES,
  SOURCES,
  type SourceOutcome,
} from "./progress";

// A source's outcome by its mark: none answered, '~' did not answer, '-' never asked; '…' still waiting.
const MARKS: Record<string, SourceOutcome> = { "": "answered", "~": "unanswered", "-": "not asked" };

const settled = (entries: string): SettledSource[] =>
  entries
    .split(" ")
    .filter(Boolean)
    .map((entry) => {
      const [, source = "", mark = ""] = /^(\w+)([~-]?)$/.exec(entry) ?? [];
      return { source: source as SectionKey, outcome: MARKS[mark] as SourceOutcome };
    });

const lines = (progress: Progress) =>
  progress.sources
    .map(({ source, state }) => `${source}${{ answered: "", unanswered: "~", waiting: "…" }[state]}`)
    .join(" ");

const ALL_WAITING =
  "vehicle… soap… inspection… trafficFines… plateFines… tag… crossings… recalls… valuation… theft…";

describe("progressOf", () => {
  it.each([
    // Ten sources, and saving the report as the eleventh unit.
    ["nothing yet: every source waits, in the report's order", "", false, 0, ALL_WAITING],
    [
      "answered ones first, in the order they answered",
      "inspection vehicle",
      false,
      18,
      "inspection vehicle soap… trafficFines… plateFines… tag… crossings… recalls… valuation… theft…",
    ],
    [
      "one that did not answer goes after those that did",
      "soap~ vehicle",
      false,
      18,
      "vehicle soap~ inspection… trafficFines… plateFines… tag… crossings… recalls… valuation… theft…",
    ],
    [
      "a source never asked has no line, yet counts as done",
      "theft- vehicle",
      false,
      18,
      "vehicle soap… inspection… trafficFines… plateFines… tag… crossings… recalls… valuation…",
    ],
    [
      "PARC70: four silent sources end the list",
      "theft- vehicle soap~ inspection trafficFines~ plateFines~ crossings recalls valuation tag~",
      false,
      91,
      "vehicle inspection crossings recalls valuation soap~ trafficFines~ plateFines~ tag~",
    ],
    [
      "saved: the last unit",
      "vehicle soap inspection trafficFines plateFines tag crossings recalls valuation theft-",
      true,
      100,
      "vehicle soap inspection trafficFines plateFines tag crossings recalls valuation",
    ],
    [
      "asked again (the job ran twice): its first place, its last outcome, counted once",
      "vehicle soap~ vehicle soap",
      false,
      18,
      "vehicle soap inspection… trafficFines… plateFines… tag… crossings… recalls… valuation… theft…",
    ],
  ])("%s", (_, entries, saved, percent, shown) => {
    const progress = progressOf(settled(entries), saved);
    expect(progress.percent).toBe(percent);
    expect(lines(progress)).toBe(shown);
    // Pages drawn before the sources had names read five steps here: none, rather than a failed read.
    expect(progress.done).toEqual([]);
  });
});

describe("outcomeOf", () => {
  it.each([
    [{ status: "found", data: {} }, "answered"],
    [{ status: "not_found" }, "answered"],
    [{ status: "unavailable", reason: "timeout" }, "unanswered"],
    [{ status: "unavailable", reason: "source unavailable (demo)" }, "unanswered"],
    [{ status: "unavailable", reason: SOURCE_NOT_CONFIGURED }, "not asked"],
    [{ status: "unavailable", reason: SOURCE_NOT_IN_PLAN }, "not asked"],
  ] as const)("%j -> %s", (lookup, outcome) => {
    expect(outcomeOf(lookup)).toBe(outcome);
  });
});

describe("SOURCE_NAMES", () => {
  it("names each source as its section in the report does, each name once", () => {
    expect(SOURCES.map((source) => SOURCE_NAMES[source])).toEqual([
      "Información del vehículo",
      "SOAP",
      "Revisión técnica",
      "Multas de tránsito",
      "Servicio de multas por patente",
      "Deuda TAG (autopistas)",
      "Peajes sin TAG",
      "Llamados a revisión",
      "Tasación fiscal y permiso de circulación",
      "Encargo por robo",
    ]);
    expect(new Set(Object.values(SOURCE_NAMES)).size).toBe(SOURCES.length);
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
