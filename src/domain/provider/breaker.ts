import { isSettledUnavailable, type Lookup } from "../report/model";

/** What a person reads while the provider is down: refused at once, nothing spent. */
export const PROVIDER_DOWN_MESSAGE = "El servicio de datos no responde. No se descontó ninguna consulta.";

/** Reports in a row that got nothing from any source before the breaker opens. */
export const EMPTY_REPORTS_TO_OPEN = 3;

/**
 * What the product learnt about the provider: it refused our key (401), its firewall answered (403),
 * a report got nothing from any source, or one got an answer.
 */
export type ProviderEvent = "key_rejected" | "firewall" | "report_empty" | "report_answered";

export type Breaker = { openUntil: Date | null; reason: ProviderEvent | null; emptyStreak: number };

export const CLOSED: Breaker = { openUntil: null, reason: null, emptyStreak: 0 };

/**
 * The breaker after `event`. A refused key or a firewall page opens it at once; empty reports open it
 * after a streak; an answer ends the streak, but does not close an open breaker: only the probe does
 * (a report that started before the outage may still be answering from a cache or a partial plan).
 */
export function nextBreaker(state: Breaker, event: ProviderEvent, now: Date, openForMs: number): Breaker {
  const open = (reason: ProviderEvent, emptyStreak: number): Breaker => ({
    openUntil: new Date(now.getTime() + openForMs),
    reason,
    emptyStreak,
  });
  switch (event) {
    case "key_rejected":
    case "firewall":
      return open(event, state.emptyStreak);
    case "report_empty": {
      const streak = state.emptyStreak + 1;
      if (state.openUntil === null && streak >= EMPTY_REPORTS_TO_OPEN) return open(event, streak);
      return { ...state, emptyStreak: streak };
    }
    case "report_answered":
      return { ...state, emptyStreak: 0 };
  }
}

/** Open until `openUntil`, then due for its probe; closed only once a probe got an answer. */
export const breakerStatus = (state: Breaker, now: Date): "closed" | "open" | "probe_due" =>
  state.openUntil === null ? "closed" : state.openUntil.getTime() > now.getTime() ? "open" : "probe_due";

/**
 * Whether a report's sources told anything about the provider: an answer from any of them (a vehicle
 * not on record is an answer), or nothing at all. A source the plan or the deployment leaves out says
 * nothing either way; a report with nothing but those is no evidence.
 */
export function reportEvidence(lookups: readonly Lookup<unknown>[]): ProviderEvent | null {
  if (lookups.some((l) => l.status !== "unavailable")) return "report_answered";
  return lookups.some((l) => !isSettledUnavailable(l)) ? "report_empty" : null;
}
