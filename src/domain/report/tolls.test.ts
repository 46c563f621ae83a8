import { describe, expect, it } from "vitest";
import type { CrossingsWithoutTag, Lookup, Section, TollCharge } from "./model";
import {
  CHARGES_LISTED,
  CROSSINGS_FOLLOW_PLATE_NOTE,
  chargeLine,
  crossingsAlert,
  crossingsPanel,
  crossingsSection,
  crossingsTotal,
  firstPayBy,
  undatedCharges,
} from "./tolls";

const charge = (date: string | null, amount: number, payBy: string | null = null): TollCharge => ({
  date,
  company: "Autopista Central",
  amount,
  payBy,
});
const found = (charges: TollCharge[]): Lookup<CrossingsWithoutTag> => ({
  status: "found",
  data: { charges },
});

describe("crossingsTotal", () => {
  it.each([
    [[], 0],
    [[charge(null, 12_720)], 12_720],
    [[charge(null, 12_720), charge(null, 1_600)], 14_320],
    // Nothing a source could send by mistake lowers or poisons the total.
    [[charge(null, 12_720), charge(null, -500), charge(null, Number.NaN), charge(null, 0)], 12_720],
  ])("%j -> %d", (charges, total) => {
    expect(crossingsTotal(charges)).toBe(total);
  });
});

describe("firstPayBy and crossingsAlert", () => {
  it.each([
    [[], null, null],
    [[charge(null, 12_720)], null, "Peajes sin TAG impagos por $12.720"],
    [
      [charge(null, 3_000, "2025-02-10"), charge(null, 12_720, "2025-01-16"), charge(null, 100)],
      "2025-01-16",
      "Peajes sin TAG impagos por $15.820 (pagar hasta el 16-01-2025)",
    ],
  ])("%j -> %s, %s", (charges, payBy, alert) => {
    expect(firstPayBy(charges)).toBe(payBy);
    expect(crossingsAlert(charges)).toBe(alert);
  });
});

describe("crossingsPanel", () => {
  it.each([
    [
      "no answer",
      { status: "unavailable", reason: "timeout" },
      { state: "unanswered", text: "No disponible" },
    ],
    [
      "outside the plan",
      { status: "unavailable", reason: "service not in plan" },
      { state: "unanswered", text: "No incluido en el plan" },
    ],
    ["nothing on record", { status: "not_found" }, { state: "none", text: "Sin peajes impagos" }],
    ["an empty list", found([]), { state: "none", text: "Sin peajes impagos" }],
  ] as const)("%s", (_case, lookup, panel) => {
    expect(crossingsPanel(lookup as Lookup<CrossingsWithoutTag>)).toEqual(panel);
  });

  it("counts every charge, totals them and lists the newest five", () => {
    const days = ["2024-12-01", "2024-12-18", null, "2024-12-03", "2024-12-05", "2024-12-02", "2024-12-04"];
    const panel = crossingsPanel(found(days.map((d) => charge(d, 1_000, "2025-01-01"))));
    expect(CHARGES_LISTED).toBe(5);
    expect(panel).toMatchObject({
      state: "charges",
      text: "7 cobros por $7.000",
      total: 7_000,
      payBy: "2025-01-01",
    });
    expect(panel.state === "charges" && panel.listed.map((c) => c.date)).toEqual([
      "2024-12-18",
      "2024-12-05",
      "2024-12-04",
      "2024-12-03",
      "2024-12-02",
    ]);
  });

  it("says one charge in the singular", () => {
    expect(crossingsPanel(found([charge("2024-12-18", 12_720)]))).toMatchObject({
      text: "1 cobro por $12.720",
    });
  });
});

describe("crossingsSection", () => {
  const section = (lookup: Lookup<CrossingsWithoutTag>): Section<CrossingsWithoutTag> => ({
    ...lookup,
    source: "Boostr",
    consultedAt: "2025-01-02T13:00:00.000Z",
  });

  it("shows the total, the deadline, the last charges and why a buyer should care", () => {
    expect(crossingsSection(section(found([charge("2024-12-18", 12_720, "2025-01-16")])))).toEqual({
      key: "crossings",
      title: "Peajes sin TAG",
      provenance: "Fuente: Boostr · consultado el 02-01-2025 10:00",
      status: { text: "1 cobro por $12.720", tone: "red" },
      rows: [
        { label: "Total impago", value: "$12.720" },
        { label: "Plazo para pagar sin multa", value: "Hasta el 16-01-2025", tone: "red" },
      ],
      lists: [{ title: "Últimos cobros", items: ["18-12-2024 · Autopista Central · $12.720"] }],
      links: [],
      notes: [CROSSINGS_FOLLOW_PLATE_NOTE],
      warnings: [],
    });
  });

  it.each([
    ["none", found([]), { text: "Sin peajes impagos", tone: "green" }],
    ["no answer", { status: "unavailable", reason: "timeout" }, { text: "No disponible", tone: "neutral" }],
  ] as const)("%s: a status and the note, no rows", (_case, lookup, status) => {
    const shown = crossingsSection(section(lookup as Lookup<CrossingsWithoutTag>));
    expect(shown).toMatchObject({ status, rows: [], lists: [], notes: [CROSSINGS_FOLLOW_PLATE_NOTE] });
  });

  it("says when the deadline is not known", () => {
    const shown = crossingsSection(section(found([charge(null, 500)])));
    expect(shown.rows[1]).toEqual({
      label: "Plazo para pagar sin multa",
      value: "No informado",
      tone: "red",
    });
    expect(shown.lists[0]?.items).toEqual(["Autopista Central · $500"]);
  });

  it("says that these debts follow the plate and TAG debt does not", () => {
    expect(CROSSINGS_FOLLOW_PLATE_NOTE).toMatch(/siguen a la patente/);
    expect(CROSSINGS_FOLLOW_PLATE_NOTE).toMatch(/RUT/);
  });
});

describe("undatedCharges and chargeLine", () => {
  it("keeps amounts, companies and deadlines, and drops the days", () => {
    expect(undatedCharges({ charges: [charge("2024-12-18", 12_720, "2025-01-16")] })).toEqual({
      charges: [{ date: null, company: "Autopista Central", amount: 12_720, payBy: "2025-01-16" }],
    });
    expect(chargeLine(charge(null, 12_720))).toBe("Autopista Central · $12.720");
  });
});
