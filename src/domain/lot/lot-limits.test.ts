import { describe, expect, it } from "vitest";
import { availableCredits, lotCreditsMissingMessage } from "./lot-limits";

describe("availableCredits", () => {
  it.each([
    [10, 0, 10],
    [10, 4, 6],
    [10, 10, 0],
    // A refund took reports back while requests held them: nothing is available, not a negative.
    [3, 5, 0],
  ])("%i left, %i held -> %i", (left, held, expected) => {
    expect(availableCredits(left, held)).toBe(expected);
  });
});

describe("lotCreditsMissingMessage", () => {
  it.each([
    [
      12,
      5,
      "Este lote usa 12 informes y tu automotora tiene 5 disponibles: te faltan 7. Compra un pack Flota 10, Flota 50 o Flota 100 en Paquetes.",
    ],
    [
      1,
      0,
      "Este lote usa 1 informe y tu automotora no tiene informes disponibles: te falta 1. Compra un pack Flota 10, Flota 50 o Flota 100 en Paquetes.",
    ],
    [
      500,
      499,
      "Este lote usa 500 informes y tu automotora tiene 499 disponibles: te falta 1. Compra un pack Flota 10, Flota 50 o Flota 100 en Paquetes.",
    ],
  ])("%i needed, %i available", (credits, available, expected) => {
    expect(lotCreditsMissingMessage(credits, available)).toBe(expected);
  });
});
