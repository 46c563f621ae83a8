/** Where the user is in a multi-step form, as a bar and as words. */
export function StepProgress({ step, total, label }: { step: number; total: number; label: string }) {
  const text = `Paso ${step} de ${total}`;
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-slate-700" aria-hidden="true">
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${(step / total) * 100}%` }}
        />
      </div>
    </div>
  );
}
