type TProgressBarProps = {
  /** How far it got, from `min` to `max`; rounded, and kept between them. */
  value: number;
  min?: number;
  max?: number;
  /** Its accessible name: words of its own, or the id of the heading that already says them. */
  name: { label: string } | { labelledBy: string };
  /** What assistive technology reads instead of the bare number: 'Paso 2 de 4', '45 %'. */
  valueText?: string;
  /** Its height, and where it sits. */
  className: string;
};

/** A bar that fills as something advances; the words beside it, if any, are the caller's. */
export function ProgressBar({ value, min = 0, max = 100, name, valueText, className }: TProgressBarProps) {
  const now = Math.min(max, Math.max(min, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={"label" in name ? name.label : undefined}
      aria-labelledby={"labelledBy" in name ? name.labelledBy : undefined}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={now}
      aria-valuetext={valueText}
      className={`overflow-hidden rounded-full bg-slate-200 ${className}`}
    >
      {/* Filled from zero, not from `min`: the first of four steps already shows its quarter. */}
      <div
        className="h-full rounded-full bg-brand transition-[width] duration-500 motion-reduce:transition-none"
        style={{ width: `${(now / max) * 100}%` }}
      />
    </div>
  );
}
