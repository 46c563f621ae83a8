/**
 * The share of a lot's plates that ended, as a bar. Its number is for assistive technology through the
 * progressbar role; the words beside it ('12 de 40 listos') are the caller's.
 */
export function LotProgressBar({
  percent,
  label,
  className = "",
}: {
  percent: number;
  /** The bar's accessible name: 'Avance del lote'. */
  label: string;
  className?: string;
}) {
  const shown = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
      aria-valuetext={`${shown} %`}
      className={`h-2.5 overflow-hidden rounded-full bg-slate-200 ${className}`}
    >
      <div
        className="h-full rounded-full bg-brand transition-[width] duration-500 motion-reduce:transition-none"
        style={{ width: `${shown}%` }}
      />
    </div>
  );
}
