import { useEffect, useId, useRef, useState } from "react";
import { easeToward, PROGRESS_STEPS, queueText } from "#domain/report/progress";
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

function StepMark({ done }: { done: boolean }) {
  return done ? (
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
  ) : (
    <svg className="size-6 shrink-0 text-slate-500" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" strokeDasharray="3 3" />
    </svg>
  );
}

/** Shown while the sources answer: the real share of work done and the five steps. */
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
      <div
        role="progressbar"
        aria-labelledby={headingId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
        className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${shown}%` }} />
      </div>
      <ol className="mt-6 space-y-3">
        {PROGRESS_STEPS.map((step, index) => {
          const done = progress.done[index] === true;
          return (
            <li key={step.label} className="flex items-center gap-3">
              <StepMark done={done} />
              <span className={done ? "font-medium text-slate-900" : "text-slate-700"}>
                {step.label}
                <span className="sr-only">{done ? " (completado)" : " (pendiente)"}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
