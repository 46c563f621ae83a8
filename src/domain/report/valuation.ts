// Fiscal valuation (tasación fiscal) and the yearly circulation permit, from a catalogue keyed by make,
// model, year and version, none of which the vehicle record gives as the catalogue does (decision 050).
// The match is made step by step and never guesses: a make or model that matches no single entry has no
// valuation, and several versions that fit equally well are shown as a range.

import { formatClp, NOT_AVAILABLE } from "../format";
import type { FiscalValuation, PresentedSection, Row, Section, ValuedVersion, Vehicle } from "./model";
import { provenance } from "./section-parts";
import { unansweredText } from "./texts";
import { nameTokens, normalizeName } from "./vehicle-name";

export const VALUATION_TITLE = "Tasación fiscal y permiso de circulación";
/** Impuesto a la transferencia de vehículos usados: 1,5% of the price or of the fiscal valuation, the higher. */
export const TRANSFER_TAX_RATE = 0.015;

export type CatalogueEntry = { id: number; name: string };

/** A catalogue version with what it can be matched on. */
export type CatalogueVersion = ValuedVersion & {
  engineLitres: number | null;
  fuel: string | null;
  transmission: string | null;
};

const single = <T>(items: readonly T[]): T | null => (items.length === 1 ? (items[0] as T) : null);

/** The make's catalogue entry, by name; null when none or more than one has it. */
export const matchBrand = (brands: readonly CatalogueEntry[], make: string | null): CatalogueEntry | null => {
  const name = normalizeName(make);
  return name ? single(brands.filter((b) => normalizeName(b.name) === name)) : null;
};

/**
 * The model's catalogue entry: registries write more than the model ('NEW WRX S AWD CVT 2.0T'), so an
 * entry matches when every word of its name is in the registry's text, and the entry with most words
 * wins. A tie is no match: two models could be meant.
 */
export function matchModel(models: readonly CatalogueEntry[], model: string | null): CatalogueEntry | null {
  const words = new Set(nameTokens(model));
  const fitting = models
    .map((m) => ({ m, tokens: nameTokens(m.name) }))
    .filter(({ tokens }) => tokens.length > 0 && tokens.every((t) => words.has(t)));
  const most = Math.max(0, ...fitting.map(({ tokens }) => tokens.length));
  return single(fitting.filter(({ tokens }) => tokens.length === most))?.m ?? null;
}

/** '2.0' -> 2, '1598' (cubic centimetres) -> 1.6, tenths of a litre as catalogues give them. */
export function engineLitres(engineSize: string | number | null | undefined): number | null {
  const value = Number.parseFloat(String(engineSize));
  if (!Number.isFinite(value) || value <= 0) return null;
  const litres = value >= 100 ? value / 1000 : value;
  return Math.round(litres * 10) / 10;
}

type FuelKind = "hybrid" | "electric" | "diesel" | "gasoline";
const FUEL_WORDS: [FuelKind, RegExp][] = [
  ["hybrid", /HIBRID/],
  ["electric", /ELECTRIC/],
  ["diesel", /DIESEL|PETROLEO/],
  ["gasoline", /BENCINA|GASOLINA/],
];

/** 'GASOLINA' and 'Bencina' are one fuel; unknown words are no fuel at all (nothing to compare). */
export function fuelKind(text: string | null | undefined): FuelKind | null {
  const name = normalizeName(text);
  return FUEL_WORDS.find(([, words]) => words.test(name))?.[0] ?? null;
}

const MANUAL = new Set(["MT", "MECANICA", "MECANICO", "MANUAL"]);
const AUTOMATIC = new Set(["AT", "CVT", "AUTOMATICA", "AUTOMATICO", "DCT", "DSG", "AMT"]);

/** 'MECANICA', 'MT' -> manual; 'AUTOMATICA', 'CVT', 'AT' -> automatic; else unknown. */
export function gearKind(text: string | null | undefined): "manual" | "automatic" | null {
  const tokens = nameTokens(text);
  if (tokens.some((t) => MANUAL.has(t))) return "manual";
  if (tokens.some((t) => AUTOMATIC.has(t))) return "automatic";
  return null;
}

/** Keeps the versions that agree with the vehicle on what both sides know; unknown on either side agrees. */
const agreeing = <K>(
  versions: readonly CatalogueVersion[],
  mine: K | null,
  theirs: (v: CatalogueVersion) => K | null,
): CatalogueVersion[] =>
  versions.filter((v) => {
    const other = theirs(v);
    return mine === null || other === null || other === mine;
  });

const valued = ({ name, siiCode, valuation, circulationPermit }: CatalogueVersion): ValuedVersion => ({
  name,
  siiCode,
  valuation,
  circulationPermit,
});

/**
 * The catalogue versions that can be this vehicle: those that agree on engine size, fuel and gearbox,
 * then the one named as the registry names the version, else those whose names share the most words with
 * the registry's model and version. Several left means ambiguous; none, no valuation.
 */
export function matchVersions(
  versions: readonly CatalogueVersion[],
  vehicle: Pick<Vehicle, "model" | "version" | "engineSize" | "gasType" | "transmission">,
): ValuedVersion[] {
  let fitting = agreeing(versions, engineLitres(vehicle.engineSize), (v) => v.engineLitres);
  fitting = agreeing(fitting, fuelKind(vehicle.gasType), (v) => fuelKind(v.fuel));
  fitting = agreeing(fitting, gearKind(vehicle.transmission), (v) => gearKind(v.transmission));
  const version = normalizeName(vehicle.version);
  const named = fitting.filter((v) => version !== "" && normalizeName(v.name) === version);
  if (named.length) return named.map(valued);
  const words = new Set([...nameTokens(vehicle.model), ...nameTokens(vehicle.version)]);
  const shared = fitting.map((v) => nameTokens(v.name).filter((t) => words.has(t)).length);
  const most = Math.max(0, ...shared);
  return fitting.filter((_, i) => shared[i] === most).map(valued);
}

const span = (values: readonly number[]): string => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? formatClp(low) : `${formatClp(low)} a ${formatClp(high)}`;
};

/** The transfer tax is at least this much: 1,5% of the lowest valuation the report found. */
export const transferTaxFloor = (valuation: FiscalValuation): number =>
  Math.round(Math.min(...valuation.versions.map((v) => v.valuation)) * TRANSFER_TAX_RATE);

/** The yearly permit as the report knows it: one amount or a range, null without a valuation. */
export const permitText = (valuation: Section<FiscalValuation>): string | null =>
  valuation.status === "found" && valuation.data.versions.length
    ? span(valuation.data.versions.map((v) => v.circulationPermit))
    : null;

function foundRows(data: FiscalValuation): {
  rows: Row[];
  lists: PresentedSection["lists"];
  notes: string[];
} {
  const valuations = data.versions.map((v) => v.valuation);
  const permits = data.versions.map((v) => v.circulationPermit);
  const amounts: Row[] = [
    { label: "Tasación fiscal", value: span(valuations) },
    { label: "Permiso de circulación (anual)", value: span(permits) },
  ];
  const model: Row = { label: "Modelo del catálogo", value: `${data.catalogueModel} ${data.year}` };
  const [only] = data.versions;
  if (only && data.versions.length === 1) {
    const version: Row[] = [
      { label: "Versión", value: only.name },
      { label: "Código SII", value: only.siiCode ?? NOT_AVAILABLE },
    ];
    return { rows: [model, ...version, ...amounts], lists: [], notes: [] };
  }
  return {
    rows: [model, ...amounts],
    lists: [
      {
        title: "Versiones posibles",
        items: data.versions.map(
          (v) => `${v.name}: tasación ${formatClp(v.valuation)}, permiso ${formatClp(v.circulationPermit)}`,
        ),
      },
    ],
    notes: [
      `${data.versions.length} versiones de este modelo y año calzan con los datos del vehículo; como no sabemos cuál es, mostramos el rango de todas.`,
    ],
  };
}

export function valuationSection(valuation: Section<FiscalValuation>): PresentedSection {
  const found = valuation.status === "found" && valuation.data.versions.length > 0 ? valuation.data : null;
  const shown = found
    ? foundRows(found)
    : {
        rows: [],
        lists: [],
        notes:
          valuation.status === "not_found"
            ? ["No encontramos esta marca, modelo y año en el catálogo de tasación fiscal."]
            : [],
      };
  return {
    key: "valuation",
    title: VALUATION_TITLE,
    provenance: provenance(valuation),
    status: {
      text: found ? span(found.versions.map((v) => v.valuation)) : unansweredText(valuation),
      tone: "neutral",
    },
    ...shown,
    links: [],
    warnings: [],
  };
}
