import { describe, expect, it } from "vitest";
import {
  cheapestPack,
  findPack,
  formatPricePerReport,
  isFleetPack,
  listPacks,
  type Pack,
  type PriceRuleBreach,
  packConcept,
  pricePerReport,
  priceRuleBreaches,
  purchaseFor,
  visibleOriginalPrice,
} from "./catalogue";
import { formatClp } from "./format";

const everyPack = { includeTestPack: true };

describe("catalogue", () => {
  it.each([
    ["simple", "Pack Simple (1 informe)", "$6.390", "$7.990", true],
    ["plus", "Pack Plus (3 informes)", "$12.790", null, true],
    // Issue 40's prices; struck through, the price each pack sold at until then (decision 098).
    ["max", "Pack Max (5 informes)", "$19.990", "$22.370", true],
    ["prueba", "Pack Max Plus (10 informes)", "$100", null, true],
    ["flota-10", "Pack Flota 10 (10 informes)", "$37.900", "$62.830", false],
    ["flota-50", "Pack Flota 50 (50 informes)", "$169.900", "$304.630", false],
    ["flota-100", "Pack Flota 100 (100 informes)", "$299.900", "$609.280", false],
  ])("%s: %s for %s, struck-through %s, a person's: %s", (id, concept, price, original, personal) => {
    const pack = findPack(id, everyPack);
    if (!pack) throw new Error(`no pack ${id}`);
    expect(packConcept(pack)).toBe(concept);
    expect(formatClp(pack.price)).toBe(price);
    const struck = visibleOriginalPrice(pack);
    expect(struck === null ? null : formatClp(struck)).toBe(original);
    expect(isFleetPack(pack)).toBe(!personal);
    // The shop's two tabs: packs for people, and for an automotora's shared balance.
    expect(pack.segment).toBe(personal ? "personas" : "automotoras");
  });

  it("every pack has a description to show on its card", () => {
    for (const pack of listPacks(everyPack)) expect(pack.description.trim().length).toBeGreaterThan(20);
  });

  it.each([
    [{ price: 100, originalPrice: 100 }, null],
    [{ price: 100, originalPrice: 99 }, null],
    [{ price: 100, originalPrice: 101 }, 101],
  ])("%j struck-through: %s", (pack, expected) => {
    expect(visibleOriginalPrice(pack)).toBe(expected);
  });

  it("offers the 100 CLP test pack only when enabled", () => {
    expect(findPack("prueba", { includeTestPack: false })).toBeUndefined();
    expect(findPack("prueba", { includeTestPack: true })).toMatchObject({ price: 100, reports: 10 });
    expect(listPacks({ includeTestPack: false }).map((p) => p.id)).not.toContain("prueba");
    expect(listPacks({ includeTestPack: false })).toHaveLength(listPacks(everyPack).length - 1);
  });

  it.each([
    ["simple", "$6.390 por informe"],
    ["plus", "$4.263 por informe"],
    ["max", "$3.998 por informe"],
    ["prueba", "$10 por informe"],
    ["flota-10", "$3.790 por informe"],
    ["flota-50", "$3.398 por informe"],
    ["flota-100", "$2.999 por informe"],
  ])("%s costs %s", (id, perReport) => {
    const pack = findPack(id, everyPack);
    if (!pack) throw new Error(`no pack ${id}`);
    expect(formatPricePerReport(pack)).toBe(perReport);
  });

  it.each([
    [{ price: 12790, reports: 3 }, 4263], // 4263.33 rounds down
    [{ price: 10, reports: 4 }, 3], // 2.5 rounds up
    [{ price: 10, reports: 3 }, 3], // 3.33
    [{ price: 20, reports: 3 }, 7], // 6.67
    [{ price: 1000, reports: 1 }, 1000],
  ])("%j: %s pesos per report", (pack, expected) => {
    expect(pricePerReport(pack)).toBe(expected);
  });

  const pack = (id: string, price: number, reports: number, segment: Pack["segment"] = "personas"): Pack => ({
    id,
    name: id,
    reports,
    description: "",
    price,
    originalPrice: price,
    segment,
  });

  it.each([
    ["the lowest per report, not the lowest price", [pack("a", 1000, 1), pack("b", 2400, 3)], "b"],
    ["a tie goes to the first listed", [pack("a", 900, 3), pack("b", 300, 1)], "a"],
    ["a fleet pack is no offer to a person", [pack("a", 900, 1), pack("f", 100, 10, "automotoras")], "a"],
    ["the test pack is no offer", [pack("a", 900, 1), pack("prueba", 100, 10)], "a"],
    ["nothing on sale", [pack("f", 100, 10, "automotoras")], undefined],
  ])("cheapest pack, %s", (_, packs, expected) => {
    expect(cheapestPack(packs)?.id).toBe(expected);
  });

  it("the catalogue's cheapest pack per report is Max, never the 100 CLP test pack", () => {
    expect(cheapestPack().id).toBe("max");
    expect(cheapestPack(listPacks(everyPack))?.id).toBe("max");
  });

  it.each([
    ["personas", null, { ok: true, account: "person" }],
    // The balance switch plays no part: a person's pack is the buyer's, even bought by a member.
    ["personas", "administrador", { ok: true, account: "person" }],
    ["personas", "vendedor", { ok: true, account: "person" }],
    ["automotoras", "administrador", { ok: true, account: "organisation" }],
    ["automotoras", "vendedor", { ok: false, refusal: "not_an_admin" }],
    ["automotoras", null, { ok: false, refusal: "not_a_dealer" }],
  ] as const)("a %s pack bought by %s: %j", (segment, role, expected) => {
    expect(purchaseFor({ segment }, role)).toEqual(expected);
  });

  describe("per report, the price falls with volume and a fleet pack costs less than any person's", () => {
    const catalogue = listPacks(everyPack);
    /** The catalogue with one pack's price changed, as a future edit of the price list would. */
    const repriced = (id: string, price: number): Pack[] =>
      catalogue.map((p) => (p.id === id ? { ...p, price } : p));
    const volume = (p: string, than: string): PriceRuleBreach => ({ pack: p, than, rule: "volume" });
    const fleet = (p: string, than: string): PriceRuleBreach => ({
      pack: p,
      than,
      rule: "fleet_below_persons",
    });

    it.each<[string, Pack[], PriceRuleBreach[]]>([
      ["the catalogue keeps it (the 100 CLP test pack is no offer)", catalogue, []],
      // Issue 40's inversions, each of which the old price list had.
      [
        "Max at $22.370 ($4.474) costs more than Plus ($4.263)",
        repriced("max", 22370),
        [volume("max", "plus")],
      ],
      [
        "Flota 100 at $339.800 costs what Flota 50 does ($3.398)",
        repriced("flota-100", 339800),
        [volume("flota-100", "flota-50")],
      ],
      [
        "Flota 10 at $62.830 ($6.283) costs a dealer more than Plus and Max cost a person",
        repriced("flota-10", 62830),
        [fleet("flota-10", "plus"), fleet("flota-10", "max")],
      ],
      [
        "Flota 10 at $39.980 costs what Max does ($3.998), and more than Flota 50 and 100 is fine",
        repriced("flota-10", 39980),
        [fleet("flota-10", "max")],
      ],
      ["Plus at $19.170 costs what three Simple do", repriced("plus", 19170), [volume("plus", "simple")]],
      [
        "Max cut to $12.000 ($2.400) leaves every fleet pack above a person's price",
        repriced("max", 12000),
        [fleet("flota-10", "max"), fleet("flota-50", "max"), fleet("flota-100", "max")],
      ],
      [
        "a pack of the same size in another tab is not compared by size",
        [pack("a", 1000, 1), pack("f", 900, 1, "automotoras")],
        [],
      ],
      [
        "a fleet pack that ties a person's pack per report ($900) is not below it",
        [pack("a", 1000, 1), pack("b", 2700, 3), pack("f", 9000, 10, "automotoras")],
        [fleet("f", "b")],
      ],
    ])("%s", (_, packs, expected) => {
      expect(priceRuleBreaches(packs)).toEqual(expected);
    });
  });

  it("prices are whole CLP", () => {
    for (const p of listPacks({ includeTestPack: true })) expect(Number.isInteger(p.price)).toBe(true);
  });
});
