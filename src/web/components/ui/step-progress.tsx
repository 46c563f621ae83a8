import { ProgressBar } from "./progress-bar";

/** Where the user is in a multi-step form, as a bar and as words. */
export function StepProgress({ step, total, label }: { step: number; total: number; label: string }) {
  const text = `Paso ${step} de ${total}`;
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-slate-700" aria-hidden="true">
        {text}
      </p>
      <ProgressBar value={step} min={1} max={total} name={{ label }} valueText={text} className="h-2" />
    </div>
  );
}
