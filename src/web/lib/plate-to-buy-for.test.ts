import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forgetPlateToBuyFor, PLATE_KEPT_MS, plateToBuyFor, rememberPlateToBuyFor } from "./plate-to-buy-for";
import { forgetPersonalValues } from "./storage";

/** A browser's localStorage, enough for storage.ts. */
function fakeLocalStorage() {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const NOW = Date.parse("2026-12-01T15:00:00Z");

beforeEach(() => {
  Object.assign(globalThis, { window: { localStorage: fakeLocalStorage() } });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, "window");
});

describe("the plate kept across a purchase", () => {
  it.each([
    // What the packs page was opened with → what the success page offers, and when.
    ["BBCL10", 0, "BBCL10"],
    ["bb-cl10", 0, "BBCL10"],
    ["BBCL10", PLATE_KEPT_MS, "BBCL10"],
    // Two hours later it is no longer what they came for.
    ["BBCL10", PLATE_KEPT_MS + 1, null],
    // Written in the future (a clock put back): not trusted.
    ["BBCL10", -1, null],
    // Only a plate is ever kept.
    ["<script>", 0, null],
    ["", 0, null],
    [null, 0, null],
  ])("%j, read %i ms later → %j", (plate, later, expected) => {
    rememberPlateToBuyFor(plate, NOW);
    expect(plateToBuyFor(NOW + later)).toBe(expected);
  });

  it("gives back only a valid plate, whatever the storage was made to hold", () => {
    window.localStorage.setItem(
      "patente-clara:personal:plate-to-buy-for",
      JSON.stringify({ plate: "javascript:alert(1)", savedAt: NOW }),
    );
    expect(plateToBuyFor(NOW)).toBeNull();
    window.localStorage.setItem("patente-clara:personal:plate-to-buy-for", "{not json");
    expect(plateToBuyFor(NOW)).toBeNull();
  });

  it("a newer plate replaces the older; forgetting it, or signing out, leaves none", () => {
    rememberPlateToBuyFor("BBCL10", NOW);
    rememberPlateToBuyFor("AB1234", NOW);
    expect(plateToBuyFor(NOW)).toBe("AB1234");
    forgetPlateToBuyFor();
    expect(plateToBuyFor(NOW)).toBeNull();
    rememberPlateToBuyFor("AB1234", NOW);
    forgetPersonalValues();
    expect(plateToBuyFor(NOW)).toBeNull();
  });

  it("without storage (a private window that refuses it), nothing breaks and nothing is given back", () => {
    Object.assign(globalThis, {
      window: {
        localStorage: {
          setItem: () => {
            throw new Error("QuotaExceededError");
          },
          getItem: () => null,
        },
      },
    });
    rememberPlateToBuyFor("BBCL10", NOW);
    expect(plateToBuyFor(NOW)).toBeNull();
  });
});
