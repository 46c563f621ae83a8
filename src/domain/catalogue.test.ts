import { describe, expect, it } from "vitest";
import { findPack, isPurchasable, listPacks, packConcept, visibleOriginalPrice } from "./catalogue";

describe("catalogue", () => {
  it.each([
    ["simple", 1, 6390, 7990],
    ["plus", 3, 12790, null],
    ["max", 5, 22370, 27970],
    ["flota-10", 10, 62830, 78540],
    ["flota-50", 50, 304630, null],
    ["flota-100", 100, 609280, 761600],
  ])("%s: %i reports for %i, struck-through %s", (id, reports, price, original) => {
    const pack = findPack(id, { includeTestPack: false });
    expect(pack).toMatchObject({ reports, price });
    expect(visibleOriginalPrice(pack as NonNullable<typeof pack>)).toBe(original);
  });

  it("offers the 100 CLP test pack only when enabled", () => {
    expect(findPack("prueba", { includeTestPack: false })).toBeUndefined();
    expect(findPack("prueba", { includeTestPack: true })).toMatchObject({ price: 100, reports: 10 });
    expect(listPacks({ includeTestPack: false }).map((p) => p.id)).not.toContain("prueba");
  });

  it.each([
    ["simple", true],
    ["max", true],
    ["flota-10", false],
  ])("%s purchasable online: %s", (id, expected) => {
    expect(isPurchasable(findPack(id, { includeTestPack: false }) as never)).toBe(expected);
  });

  it.each([
    [{ name: "Simple", reports: 1 }, "Pack Simple (1 informe)"],
    [{ name: "Plus", reports: 3 }, "Pack Plus (3 informes)"],
  ])("%j -> %s", (pack, concept) => {
    expect(packConcept(pack)).toBe(concept);
  });

  it("prices are whole CLP", () => {
    for (const p of listPacks({ includeTestPack: true })) expect(Number.isInteger(p.price)).toBe(true);
  });
});
