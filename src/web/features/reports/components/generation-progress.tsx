import { useEffect, useId, useRef, useState } from "react";
import { easeToward, queueText, SOURCE_NAMES } from "#domain/report/progress";
import { ProgressBar } from "#web/components/ui/progress-bar";
import type { TProgress } from "../api/create-report";

/** The counter moves a step every 150 ms (spec section 9), so it glides instead of jumping. */
const EASE_TICK_MS = 150;

function useEasedPercent(target: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown === target) return;
    const timer = window.setTimeout(() => setShown((current) => easeToward(current, target)), EASE_TICK_MS);
    return () => window.clearTimeout(timer);
  }, [shown, target]);
  return shown;
}

type TLineState = TProgress["sources"][number]["state"];

const STATE_TEXT: Record<TLineState, string> = {
  answered: "Listo",
  unanswered: "No respondió",
  waiting: "Esperando",
};

function SourceMark({ state }: { state: TLineState }) {
  if (state === "answered") {
    return (
      <svg className="size-6 shrink-0 text-green-700" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path
          d="m7.5 12.5 3 3 6-6.5"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    );
  }
  if (state === "unanswered") {
    return (
      <svg className="size-6 shrink-0 text-amber-700" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="M12 7v6" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        <circle cx="12" cy="16.5" r="1.3" fill="#fff" />
      </svg>
    );
  }
  return (
    <svg
      className="size-6 shrink-0 text-slate-500 motion-safe:animate-spin motion-safe:[animation-duration:3s]"
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" strokeDasharray="3 3" />
    </svg>
  );
}

/**
 * Shown while the sources answer: the real share of work done, and a line per source asked, those that
 * answered first in the order they did.
 */
export function GenerationProgress({ plate, progress }: { plate: string; progress: TProgress }) {
  const shown = useEasedPercent(progress.percent);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form that had focus is gone; the heading takes it so the wait is announced.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-5 sm:p-6">
      <h2
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus:outline-none"
      >
        Generando informe de la patente {plate}
      </h2>
      <p aria-live="polite" className="mt-2 min-h-6 font-medium text-slate-800">
        {progress.notice ??
          (progress.queue ? queueText(progress.queue.position, progress.queue.etaSeconds) : "")}
      </p>
      <p className="mt-4 text-4xl font-extrabold text-brand-dark" aria-hidden="true">
        {shown}%
      </p>
      <ProgressBar value={shown} name={{ labelledBy: headingId }} className="mt-2 h-3" />
      {progress.sources.length > 0 && (
        <ol aria-label="Fuentes consultadas" className="mt-6 space-y-3">
          {progress.sources.map(({ source, state }) => (
            <li key={source} className="flex items-center gap-3">
              <SourceMark state={state} />
              <span
                className={
                  state === "waiting" ? "flex-1 text-slate-700" : "flex-1 font-medium text-slate-900"
                }
              >
                {SOURCE_NAMES[source]}
              </span>
              <span
                className={
                  state === "unanswered" ? "text-sm font-medium text-amber-800" : "text-sm text-slate-600"
                }
              >
                {STATE_TEXT[state]}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
