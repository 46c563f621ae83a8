import type { FiscalValuation, Lookup, Vehicle } from "#domain/report/model";
import { type CatalogueVersion, engineLitres, matchVersions } from "#domain/report/valuation";
import { hash } from "./demo-random";

// The demo's invented valuation catalogue: for any make, model and year, the car's own version and a
// better-equipped one of the same engine and gearbox, so that a car whose record names no version shows
// a range, as a real catalogue would. Amounts are invented from the names; nothing here is the SII's.

const YEARLY_DEPRECIATION = 0.88;
/** Roughly what the example answer's permit is of its valuation. */
const PERMIT_SHARE = 0.029;
const roundTo = (n: number, step: number) => Math.round(n / step) * step;

function versionOf(vehicle: Vehicle, name: string, newPrice: number, age: number): CatalogueVersion {
  const valuation = roundTo(newPrice * YEARLY_DEPRECIATION ** Math.max(0, age), 1000);
  return {
    name,
    siiCode: `DM${hash(name + String(vehicle.year)) % 10_000_000}`,
    valuation,
    circulationPermit: roundTo(valuation * PERMIT_SHARE, 1),
    engineLitres: engineLitres(vehicle.engineSize),
    fuel: vehicle.gasType,
    transmission: vehicle.transmission,
  };
}

/** What the demo catalogue says of this vehicle: matched as Boostr's is, by the same rule. */
export function demoValuation(vehicle: Vehicle, now: Date): Lookup<FiscalValuation> {
  const { make, model, year } = vehicle;
  if (!make || !model || year === null) return { status: "not_found" };
  const age = now.getUTCFullYear() - year;
  const newPrice = 9_000_000 + (hash(`${make} ${model}`) % 22) * 1_000_000;
  const own = vehicle.version ?? "BASE";
  const versions = [
    versionOf(vehicle, own, newPrice, age),
    versionOf(vehicle, `${own} FULL`, newPrice * 1.15, age),
  ];
  const matched = matchVersions(versions, vehicle);
  return { status: "found", data: { catalogueModel: `${make} ${model}`, year, versions: matched } };
}
