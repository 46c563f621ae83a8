import { describe, expect, it } from "vitest";
import type { FiscalValuation, Lookup, Section, Vehicle } from "./model";
import {
  type CatalogueVersion,
  engineLitres,
  fuelKind,
  gearKind,
  matchBrand,
  matchModel,
  matchVersions,
  permitText,
  TRANSFER_TAX_RATE,
  transferTaxFloor,
  valuationSection,
} from "./valuation";

const brands = [
  { id: 15, name: "SUBARU" },
  { id: 20, name: "MERCEDES BENZ" },
  { id: 21, name: "Kia" },
  { id: 22, name: "KIA" },
];

describe("matchBrand", () => {
  it.each([
    ["SUBARU", 15],
    ["subaru ", 15],
    ["Mercedes-Benz", 20],
    // Two entries with one name: no guess.
    ["KIA", null],
    ["TOYOTA", null],
    [null, null],
    ["", null],
  ])("%j -> %j", (make, id) => {
    expect(matchBrand(brands, make)?.id ?? null).toBe(id);
  });
});

describe("matchModel", () => {
  const models = [
    { id: 44, name: "IMPREZA" },
    { id: 45, name: "WRX" },
    { id: 46, name: "WRX STI" },
    { id: 47, name: "FORESTER" },
    { id: 48, name: "XV" },
    { id: 49, name: "CROSSTREK" },
    { id: 50, name: "" },
  ];
  it.each([
    ["IMPREZA", 44],
    ["NEW WRX S AWD CVT 2.0T", 45],
    // The longer name wins: 'WRX STI' over 'WRX'.
    ["WRX STI 2.5 AWD", 46],
    ["Forester 2.0", 47],
    ["OUTBACK", null],
    // Two models of the same length both fit: no guess.
    ["XV CROSSTREK", null],
    [null, null],
  ])("%j -> %j", (model, id) => {
    expect(matchModel(models, model)?.id ?? null).toBe(id);
  });
});

describe("engineLitres, fuelKind and gearKind", () => {
  it.each([
    ["2.0", 2],
    ["1.6", 1.6],
    ["2.5", 2.5],
    ["1598", 1.6],
    ["99", 99],
    ["100", 0.1],
    [2.5, 2.5],
    ["1.55", 1.6],
    ["0", null],
    ["-1", null],
    ["sin dato", null],
    [null, null],
  ] as const)("engineLitres(%j) -> %j", (size, litres) => {
    expect(engineLitres(size)).toBe(litres);
  });

  it.each([
    ["GASOLINA", "gasoline"],
    ["Bencina", "gasoline"],
    ["DIESEL", "diesel"],
    ["Petróleo", "diesel"],
    ["Eléctrico", "electric"],
    ["HIBRIDO BENCINA", "hybrid"],
    ["GAS", null],
    [null, null],
  ])("fuelKind(%j) -> %j", (text, kind) => {
    expect(fuelKind(text)).toBe(kind);
  });

  it.each([
    ["MECANICA", "manual"],
    ["MT", "manual"],
    ["Manual", "manual"],
    ["MECANICO", "manual"],
    ["AUTOMATICA", "automatic"],
    ["Automático", "automatic"],
    ["CVT", "automatic"],
    ["AT", "automatic"],
    ["DCT", "automatic"],
    ["DSG", "automatic"],
    ["AMT", "automatic"],
    ["SECUENCIAL", null],
    [null, null],
  ])("gearKind(%j) -> %j", (text, kind) => {
    expect(gearKind(text)).toBe(kind);
  });
});

const version = (name: string, over: Partial<CatalogueVersion> = {}): CatalogueVersion => ({
  name,
  siiCode: `SII-${name}`,
  valuation: 10_000_000,
  circulationPermit: 290_000,
  engineLitres: 2,
  fuel: "Bencina",
  transmission: "CVT",
  ...over,
});

type Car = Pick<Vehicle, "model" | "version" | "engineSize" | "gasType" | "transmission">;
const car = (over: Partial<Car> = {}): Car => ({
  model: "NEW WRX S AWD CVT 2.0T",
  version: "2.0T",
  engineSize: "2.0",
  gasType: "GASOLINA",
  transmission: "AUTOMATICA",
  ...over,
});

describe("matchVersions", () => {
  const names = (versions: CatalogueVersion[], vehicle: Car) =>
    matchVersions(versions, vehicle).map((v) => v.name);

  it.each<[string, CatalogueVersion[], Partial<Car>, string[]]>([
    ["named as the registry names it", [version("2.0T"), version("2.0T S")], {}, ["2.0T"]],
    [
      "named, in another case and spacing",
      [version("2.0 gl"), version("2.0 GLX")],
      { version: " 2.0  GL" },
      ["2.0 gl"],
    ],
    [
      "most words in common",
      [version("2.0T CVT AWD"), version("2.0T CVT AWD S"), version("2.0 MT")],
      { version: null },
      ["2.0T CVT AWD S"],
    ],
    [
      "a tie: every version tied",
      [version("GL"), version("GLX")],
      { version: null, model: "WRX" },
      ["GL", "GLX"],
    ],
    [
      "engine size rules versions out",
      [version("2.5I", { engineLitres: 2.5 }), version("GLX")],
      { version: null, model: "WRX" },
      ["GLX"],
    ],
    ["no version of the engine size: none", [version("2.5I", { engineLitres: 2.5 })], {}, []],
    [
      "an unknown engine size on either side agrees",
      [version("A", { engineLitres: null }), version("B")],
      { engineSize: null, version: null, model: "WRX" },
      ["A", "B"],
    ],
    [
      "fuel rules versions out",
      [version("D", { fuel: "Diesel" }), version("B")],
      { version: null, model: "WRX" },
      ["B"],
    ],
    [
      "a fuel we cannot read agrees",
      [version("D", { fuel: "GLP" }), version("B")],
      { version: null, model: "WRX" },
      ["D", "B"],
    ],
    [
      "the gearbox rules versions out",
      [version("MT", { transmission: "MT" }), version("AT", { transmission: "AT" })],
      { version: null, model: "WRX" },
      ["AT"],
    ],
    [
      "a manual car",
      [version("MT", { transmission: "MT" }), version("AT", { transmission: "AT" })],
      { version: null, model: "WRX", transmission: "MECANICA" },
      ["MT"],
    ],
    ["an empty catalogue", [], {}, []],
    // A name with nothing readable in it is not the registry's missing version.
    [
      "an unreadable name is no named match",
      [version("--"), version("GL")],
      { version: null, model: "WRX" },
      ["--", "GL"],
    ],
    // Words in common count, not long names.
    [
      "shared words, not length",
      [version("GT LIMITED EDITION PLUS EXTRA"), version("2.0T CVT AWD S")],
      { version: null },
      ["2.0T CVT AWD S"],
    ],
  ])("%s", (_case, versions, over, expected) => {
    expect(names(versions, car(over))).toEqual(expected);
  });

  it("keeps what the report shows of each version", () => {
    expect(matchVersions([version("2.0T")], car())).toEqual([
      { name: "2.0T", siiCode: "SII-2.0T", valuation: 10_000_000, circulationPermit: 290_000 },
    ]);
  });
});

const AT = "2025-01-02T13:00:00.000Z";
const section = (lookup: Lookup<FiscalValuation>): Section<FiscalValuation> => ({
  ...lookup,
  source: "Boostr",
  consultedAt: AT,
});
const valued = (name: string, valuation: number, circulationPermit: number) => ({
  name,
  siiCode: name === "2.5I AWD CVT IRONMAN 70.3" ? "SU2270566" : null,
  valuation,
  circulationPermit,
});
const exact: FiscalValuation = {
  catalogueModel: "SUBARU IMPREZA",
  year: 2023,
  versions: [valued("2.5I AWD CVT IRONMAN 70.3", 25_493_721, 729_804)],
};
const ambiguous: FiscalValuation = {
  catalogueModel: "SUBARU IMPREZA",
  year: 2023,
  versions: [valued("2.0 GL", 14_000_000, 350_000), valued("2.0 GLX", 16_500_000, 420_000)],
};

describe("valuationSection", () => {
  it("one version: its name, SII code, valuation and permit", () => {
    expect(valuationSection(section({ status: "found", data: exact }))).toEqual({
      key: "valuation",
      title: "Tasación fiscal y permiso de circulación",
      provenance: "Fuente: Boostr · consultado el 02-01-2025 10:00",
      status: { text: "$25.493.721", tone: "neutral" },
      rows: [
        { label: "Modelo del catálogo", value: "SUBARU IMPREZA 2023" },
        { label: "Versión", value: "2.5I AWD CVT IRONMAN 70.3" },
        { label: "Código SII", value: "SU2270566" },
        { label: "Tasación fiscal", value: "$25.493.721" },
        { label: "Permiso de circulación (anual)", value: "$729.804" },
      ],
      lists: [],
      links: [],
      notes: [],
      warnings: [],
    });
  });

  it("several versions: the range over them, each listed, and says why", () => {
    expect(valuationSection(section({ status: "found", data: ambiguous }))).toMatchObject({
      status: { text: "$14.000.000 a $16.500.000", tone: "neutral" },
      rows: [
        { label: "Modelo del catálogo", value: "SUBARU IMPREZA 2023" },
        { label: "Tasación fiscal", value: "$14.000.000 a $16.500.000" },
        { label: "Permiso de circulación (anual)", value: "$350.000 a $420.000" },
      ],
      lists: [
        {
          title: "Versiones posibles",
          items: [
            "2.0 GL: tasación $14.000.000, permiso $350.000",
            "2.0 GLX: tasación $16.500.000, permiso $420.000",
          ],
        },
      ],
      notes: [
        "2 versiones de este modelo y año calzan con los datos del vehículo; como no sabemos cuál es, mostramos el rango de todas.",
      ],
    });
  });

  it("a version without an SII code", () => {
    const data = { ...exact, versions: [valued("2.0 GL", 1, 1)] };
    expect(valuationSection(section({ status: "found", data })).rows[2]).toEqual({
      label: "Código SII",
      value: "No disponible",
    });
  });

  it.each([
    [
      "no match",
      { status: "not_found" },
      "No disponible",
      ["No encontramos esta marca, modelo y año en el catálogo de tasación fiscal."],
    ],
    ["an empty match", { status: "found", data: { ...exact, versions: [] } }, "No disponible", []],
    ["no answer", { status: "unavailable", reason: "timeout" }, "No disponible", []],
    [
      "outside the plan",
      { status: "unavailable", reason: "service not in plan" },
      "No incluido en el plan",
      [],
    ],
  ] as const)("%s", (_case, lookup, text, notes) => {
    expect(valuationSection(section(lookup as Lookup<FiscalValuation>))).toMatchObject({
      status: { text, tone: "neutral" },
      rows: [],
      lists: [],
      notes,
    });
  });
});

describe("permitText and transferTaxFloor", () => {
  it.each([
    [section({ status: "found", data: exact }), "$729.804"],
    [section({ status: "found", data: ambiguous }), "$350.000 a $420.000"],
    [section({ status: "found", data: { ...exact, versions: [] } }), null],
    [section({ status: "not_found" }), null],
  ])("%#: %j", (valuation, text) => {
    expect(permitText(valuation)).toBe(text);
  });

  it("is 1,5% of the lowest valuation, in whole pesos", () => {
    expect(TRANSFER_TAX_RATE).toBe(0.015);
    expect(transferTaxFloor(exact)).toBe(382_406);
    expect(transferTaxFloor(ambiguous)).toBe(210_000);
  });
});
