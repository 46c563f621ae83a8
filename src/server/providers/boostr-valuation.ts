import { LRUCache } from "lru-cache";
import type { FiscalValuation, Lookup, Vehicle } from "#domain/report/model";
import {
  type CatalogueEntry,
  type CatalogueVersion,
  engineLitres,
  matchBrand,
  matchModel,
  matchVersions,
} from "#domain/report/valuation";
import type { BoostrData } from "./boostr-answers";

// Fiscal valuation from Boostr's catalogue: brands, then the brand's models, then the versions of one
// model and year (decision 050). Brands and models hardly change, so they are kept a day per instance and
// a report usually spends one request here, on the versions.

type Entry = BoostrData<"brands">[number];

/** Entries without an id or a name cannot be matched, so they are left out. */
const entries =
  (idOf: (item: Entry) => number | null) =>
  (items: Entry[]): CatalogueEntry[] =>
    items.flatMap((item) => {
      const id = idOf(item);
      return id !== null && item.name ? [{ id, name: item.name }] : [];
    });
// A brand list of unknown shape may name its ids either way; a model's `brand_id` is its brand's.
export const brandEntries = entries((item) => item.id ?? item.brand_id);
export const modelEntries = entries((item) => item.id);

const toVersions = (items: BoostrData<"versions">): CatalogueVersion[] =>
  items.map((v) => ({
    name: v.name,
    siiCode: v.sii_code,
    valuation: v.valuation,
    circulationPermit: v.road_tax,
    engineLitres: engineLitres(v.cc),
    fuel: v.fuel,
    transmission: v.transmission_type,
  }));

type CatalogueGet = <E extends "brands" | "models" | "versions", T>(
  endpoint: E,
  path: string,
  map: (data: BoostrData<E>) => T,
  signal?: AbortSignal,
) => Promise<Lookup<T>>;

export type CataloguePaths = {
  brands: string;
  /** {brand_id} */
  models: string;
  /** {model_id}, {year} */
  versions: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_FOUND = { status: "not_found" } as const;

export function createValuationLookup({
  get,
  paths,
  fill,
}: {
  get: CatalogueGet;
  paths: CataloguePaths;
  fill: (template: string, values: Record<string, string | number>) => string;
}) {
  const kept = new LRUCache<string, CatalogueEntry[]>({ max: 500, ttl: DAY_MS });

  /** The list from memory, or asked and kept when it came back. */
  async function list(
    key: string,
    ask: () => Promise<Lookup<CatalogueEntry[]>>,
  ): Promise<Lookup<CatalogueEntry[]>> {
    const known = kept.get(key);
    if (known) return { status: "found", data: known };
    const answer = await ask();
    if (answer.status === "found") kept.set(key, answer.data);
    return answer;
  }

  return async function valuation(vehicle: Vehicle, signal?: AbortSignal): Promise<Lookup<FiscalValuation>> {
    const { make, model, year } = vehicle;
    if (!make || !model || year === null) return NOT_FOUND;
    const brands = await list("brands", () => get("brands", paths.brands, brandEntries, signal));
    if (brands.status !== "found") return brands;
    const brand = matchBrand(brands.data, make);
    if (!brand) return NOT_FOUND;
    const models = await list(`models:${brand.id}`, () =>
      get("models", fill(paths.models, { brand_id: brand.id }), modelEntries, signal),
    );
    if (models.status !== "found") return models;
    const catalogueModel = matchModel(models.data, model);
    if (!catalogueModel) return NOT_FOUND;
    const path = fill(paths.versions, { model_id: catalogueModel.id, year });
    const versions = await get("versions", path, toVersions, signal);
    if (versions.status !== "found") return versions;
    const matched = matchVersions(versions.data, vehicle);
    return matched.length
      ? {
          status: "found",
          data: { catalogueModel: `${brand.name} ${catalogueModel.name}`, year, versions: matched },
        }
      : NOT_FOUND;
  };
}
