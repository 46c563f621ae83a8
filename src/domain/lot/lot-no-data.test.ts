import { describe, expect, it } from "vitest";
import { lotNoDataLeftText, lotNoDataLimitMessage, lotNoDataReachedMessage, waitText } from "./lot-no-data";

describe("waitText", () => {
  it.each([
    [1, "en 1 min"],
    [59, "en 1 min"],
    // Rounded up: a lot is never promised earlier than it can go.
    [61, "en 2 min"],
    [45 * 60, "en 45 min"],
    [59 * 60 + 1, "en 1 h"],
    [60 * 60, "en 1 h"],
    [3 * 60 * 60 + 20 * 60, "en 3 h 20 min"],
    [3 * 60 * 60 + 19 * 60 + 1, "en 3 h 20 min"],
    [24 * 60 * 60, "en 24 h"],
    // Whatever the caller's rounding, never 'en 0 min'.
    [0, "en 1 min"],
  ])("%i s: '%s'", (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });
});

describe("lotNoDataLimitMessage", () => {
  it.each([
    [
      20,
      3 * 60 * 60 + 20 * 60,
      "Tu automotora ya consultó 20 patentes sin datos registrados en las últimas 24 horas, el máximo para sus lotes. Podrás enviar otro lote en 3 h 20 min; mientras, revisa que las patentes estén bien escritas.",
    ],
    [
      1,
      90,
      "Tu automotora ya consultó 1 patente sin datos registrados en las últimas 24 horas, el máximo para sus lotes. Podrás enviar otro lote en 2 min; mientras, revisa que las patentes estén bien escritas.",
    ],
  ])("%i, %i s", (max, wait, text) => {
    expect(lotNoDataLimitMessage(max, wait)).toBe(text);
  });
});

describe("lotNoDataLeftText", () => {
  const then =
    " No se cobran, pero si el lote llega a ese límite, las patentes que falten quedarán sin consultar.";
  it.each([
    [20, 20, "Tu automotora puede consultar hasta 20 patentes sin datos registrados cada 24 horas."],
    [
      14,
      20,
      "A tu automotora le quedan 14 de las 20 patentes sin datos registrados que puede consultar cada 24 horas.",
    ],
    [
      1,
      20,
      "A tu automotora le queda 1 de las 20 patentes sin datos registrados que puede consultar cada 24 horas.",
    ],
    [1, 1, "Tu automotora puede consultar hasta 1 patente sin datos registrados cada 24 horas."],
  ])("%i left of %i", (left, max, start) => {
    expect(lotNoDataLeftText(left, max)).toBe(`${start}${then}`);
  });
});

describe("lotNoDataReachedMessage", () => {
  it.each([
    [
      20,
      "Tu automotora llegó al máximo de 20 patentes sin datos registrados en 24 horas y esta patente no se consultó. No se descontó ninguna consulta: súbela en otro lote más tarde.",
    ],
    [
      1,
      "Tu automotora llegó al máximo de 1 patente sin datos registrados en 24 horas y esta patente no se consultó. No se descontó ninguna consulta: súbela en otro lote más tarde.",
    ],
  ])("%i", (max, text) => {
    expect(lotNoDataReachedMessage(max)).toBe(text);
  });
});
