import type { SectionKey } from "./model";

export type ProgressStep = { label: string; sources: readonly SectionKey[] };

/**
 * The five steps the check screen lists (spec section 2, in the spec's order). Each is done when its
 * sources have answered; 'Compilando informe final' is done when the report is saved.
 */
export const PROGRESS_STEPS: readonly ProgressStep[] = [
  { label: "Verificando información del vehículo", sources: ["vehicle"] },
  { label: "Consultando registros del propietario", sources: ["tag"] },
  { label: "Revisando historial del vehículo", sources: ["inspection", "soap", "recalls", "valuation"] },
  { label: "Compilando informe final", sources: [] },
  { label: "Validando multas y registros", sources: ["trafficFines", "plateFines", "crossings", "theft"] },
];

export type Progress = { percent: number; done: boolean[] };

/** Real progress: the share of sources that answered, with saving the report as the last unit. */
export function progressOf(answered: ReadonlySet<SectionKey>, saved: boolean): Progress {
  const units = answered.size + (saved ? 1 : 0);
  const sources = PROGRESS_STEPS.reduce((n, step) => n + step.sources.length, 0);
  return {
    percent: Math.min(100, Math.round((units / (sources + 1)) * 100)),
    done: PROGRESS_STEPS.map((step) =>
      step.sources.length === 0 ? saved : step.sources.every((s) => answered.has(s)),
    ),
  };
}

/** The displayed counter moves toward the real figure a little every tick (150 ms), never past it. */
export function easeToward(shown: number, target: number): number {
  if (shown >= target) return target;
  return Math.min(target, shown + Math.max(1, Math.ceil((target - shown) / 4)));
}

/** 'Tu informe está en cola: 2 antes que tú (≈ 20 s)': where a waiting report stands, for the check screen. */
export function queueText(position: number, etaSeconds: number): string {
  const ahead = position <= 0 ? "eres el siguiente" : `${position} antes que tú`;
  const eta =
    etaSeconds < 60 ? `${Math.max(1, Math.round(etaSeconds))} s` : `${Math.ceil(etaSeconds / 60)} min`;
  return `Tu informe está en cola: ${ahead} (≈ ${eta})`;
}
