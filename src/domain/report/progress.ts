import { isSettledUnavailable, type Lookup, type SectionKey } from "./model";
import { SECTION_TITLES } from "./present";
import { RECALLS_TITLE } from "./recalls";
import { THEFT_TITLE } from "./theft";
import { CROSSINGS_TITLE } from "./tolls";
import { VALUATION_TITLE } from "./valuation";

/**
 * Each source as the check screen names it while it waits: its report section's title where the section
 * is the source's alone; where one section shows two sources (inspection and SOAP, the two fines), the
 * name the section gives that part, so a person meets one name for one thing.
 */
export const SOURCE_NAMES: Record<SectionKey, string> = {
  vehicle: SECTION_TITLES.vehicle,
  soap: "SOAP",
  inspection: "Revisión técnica",
  trafficFines: "Multas de tránsito",
  plateFines: "Servicio de multas por patente",
  tag: SECTION_TITLES.tag,
  crossings: CROSSINGS_TITLE,
  recalls: RECALLS_TITLE,
  valuation: VALUATION_TITLE,
  theft: THEFT_TITLE,
};

/** Every source a report asks, in the report's order: the order of those still waiting. */
export const SOURCES = Object.keys(SOURCE_NAMES) as [SectionKey, ...SectionKey[]];

/**
 * How a source ended: it answered (data, or nothing on record), it did not (error, time up), or it was
 * never asked, as this deployment or the provider's plan lacks it.
 */
export type SourceOutcome = "answered" | "unanswered" | "not asked";

export const outcomeOf = (lookup: Lookup<unknown>): SourceOutcome =>
  lookup.status !== "unavailable" ? "answered" : isSettledUnavailable(lookup) ? "not asked" : "unanswered";

/** A source that ended, as a request keeps them: in the order they ended. */
export type SettledSource = { source: SectionKey; outcome: SourceOutcome };

export const LINE_STATES = ["answered", "unanswered", "waiting"] as const;
/** One line of the check screen's progress. */
export type SourceLine = { source: SectionKey; state: (typeof LINE_STATES)[number] };

export type Progress = {
  percent: number;
  sources: SourceLine[];
  /**
   * Always empty. A page drawn before the sources were named reads five steps here; empty, it shows its
   * percentage with no step ticked instead of failing to read the event.
   */
  done: boolean[];
};

/**
 * Real progress: the share of sources that ended, with saving the report as the last unit; and one line
 * per source asked: those that answered in the order they did, then those that did not, then those still
 * waiting. A source asked again (the job ran again) keeps its first place and its last outcome.
 */
export function progressOf(settled: readonly SettledSource[], saved: boolean): Progress {
  const ended = new Map<SectionKey, SourceOutcome>();
  for (const { source, outcome } of settled) ended.set(source, outcome);
  const endedAs = (outcome: SourceOutcome): SourceLine[] =>
    [...ended].flatMap(([source, o]) =>
      o === outcome ? [{ source, state: outcome === "answered" ? "answered" : "unanswered" }] : [],
    );
  const waiting = SOURCES.filter((source) => !ended.has(source));
  const units = ended.size + (saved ? 1 : 0);
  return {
    percent: Math.min(100, Math.round((units / (SOURCES.length + 1)) * 100)),
    sources: [
      ...endedAs("answered"),
      ...endedAs("unanswered"),
      ...waiting.map((source) => ({ source, state: "waiting" as const })),
    ],
    done: [],
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
