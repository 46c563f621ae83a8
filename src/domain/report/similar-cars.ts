// 'Autos similares: 62-81, según 37 informes': where a report's score stands among the reports made in
// the product of the same make and model, within a few model years (decision 048).

import { plural } from "../format";

/** Model years on either side of the car's that still count as a similar car. */
export const SIMILAR_YEARS = 3;
/** Fewer reports than this make no range worth showing. */
export const MIN_SIMILAR_REPORTS = 5;

export const NOT_ENOUGH_SIMILAR_TEXT = "Aún no hay suficientes informes de autos similares";

/** How many similar reports there were when the report was made, and the middle half of their scores. */
export type SimilarCars = { count: number; range: { low: number; high: number } | null };

/**
 * The p-th percentile (0-1) of ascending values, interpolating between the two nearest ranks (the method
 * of spreadsheets' PERCENTILE.INC). Needs at least one value.
 */
export function percentile(ascending: readonly number[], p: number): number {
  const position = (ascending.length - 1) * p;
  const below = Math.floor(position);
  const lower = ascending[below] as number;
  const upper = ascending[Math.min(below + 1, ascending.length - 1)] as number;
  return lower + (upper - lower) * (position - below);
}

/** The 25th-75th percentile range of the similar reports' scores, once there are enough of them. */
export function similarCars(scores: readonly number[]): SimilarCars {
  if (scores.length < MIN_SIMILAR_REPORTS) return { count: scores.length, range: null };
  const ascending = [...scores].sort((a, b) => a - b);
  return {
    count: scores.length,
    range: { low: Math.round(percentile(ascending, 0.25)), high: Math.round(percentile(ascending, 0.75)) },
  };
}

export function similarCarsText(similar: SimilarCars): string {
  if (!similar.range) return NOT_ENOUGH_SIMILAR_TEXT;
  const { low, high } = similar.range;
  return `Autos similares: ${low}-${high}, según ${plural(similar.count, "informe", "informes")}`;
}

/** The model years whose reports count as similar to a car of `year`. */
export const similarYears = (year: number): { from: number; to: number } => ({
  from: year - SIMILAR_YEARS,
  to: year + SIMILAR_YEARS,
});
