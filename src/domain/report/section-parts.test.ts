import { describe, expect, it } from "vitest";
import { orNa, provenance, webAddress } from "./section-parts";

describe("webAddress", () => {
  it.each([
    [
      "https://www.sernac.cl/portal/619/w3-article-83667.html",
      "https://www.sernac.cl/portal/619/w3-article-83667.html",
    ],
    ["http://www.sernac.cl", "http://www.sernac.cl/"],
    ["javascript:alert(1)", null],
    ["data:text/html,hola", null],
    ["www.sernac.cl", null],
    ["", null],
    [null, null],
  ])("%j -> %j", (url, expected) => {
    expect(webAddress(url)).toBe(expected);
  });
});

describe("orNa and provenance", () => {
  it.each([
    [null, "No disponible"],
    [undefined, "No disponible"],
    ["", "No disponible"],
    [0, "0"],
    ["GRIS", "GRIS"],
  ])("orNa(%j) -> %s", (value, expected) => {
    expect(orNa(value)).toBe(expected);
  });

  it("names the first source and the latest time", () => {
    const at = (consultedAt: string) => ({ status: "not_found" as const, source: "Boostr", consultedAt });
    expect(provenance(at("2025-08-31T14:05:00.000Z"), at("2025-08-31T15:10:00.000Z"))).toBe(
      "Fuente: Boostr · consultado el 31-08-2025 11:10",
    );
  });

  it("says a section older reports never asked was not consulted", () => {
    const notAsked = {
      status: "unavailable" as const,
      reason: "not asked",
      source: "Boostr",
      consultedAt: "2025-08-31T14:05:00.000Z",
    };
    expect(provenance(notAsked)).toBe("No consultado: el informe es anterior a esta sección");
    expect(provenance({ ...notAsked, reason: "timeout" })).toBe(
      "Fuente: Boostr · consultado el 31-08-2025 10:05",
    );
    // Beside a section that was consulted, the consultation is what the reader needs to know.
    expect(provenance(notAsked, { ...notAsked, status: "not_found" })).toBe(
      "Fuente: Boostr · consultado el 31-08-2025 10:05",
    );
  });
});
