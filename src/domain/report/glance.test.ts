import { describe, expect, it } from "vitest";
import { alertsCountText, vehicleTitle } from "./glance";

describe("vehicleTitle", () => {
  it.each([
    [{ make: "Toyota", model: "Corolla", year: 2019 }, "Toyota Corolla 2019"],
    [{ make: "Toyota", model: null, year: 2019 }, "Toyota 2019"],
    [{ make: null, model: "Corolla", year: null }, "Corolla"],
    [{ make: "Kia", model: "Rio", year: undefined }, "Kia Rio"],
    // A year alone does not say which car: the plate stands in its place.
    [{ make: null, model: null, year: 2019 }, null],
    [{ make: "", model: undefined, year: null }, null],
    // As the registry types them: runs of spaces, a blank model.
    [{ make: "  MERCEDES   BENZ ", model: " ", year: 2021 }, "MERCEDES BENZ 2021"],
    [{ make: "   ", model: "\t", year: 2021 }, null],
  ])("%o -> %s", (vehicle, expected) => {
    expect(vehicleTitle(vehicle)).toBe(expected);
  });
});

describe("alertsCountText", () => {
  it.each([
    [0, "Sin alertas"],
    [1, "1 alerta"],
    [2, "2 alertas"],
    [11, "11 alertas"],
  ])("%i -> %s", (count, expected) => {
    expect(alertsCountText(count)).toBe(expected);
  });
});
