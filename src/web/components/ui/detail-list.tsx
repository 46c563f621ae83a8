import type { ReactNode } from "react";

export type TDetail = { term: string; value: ReactNode };

/** Labelled values; a long id or address breaks anywhere rather than widen a 360 px screen. */
export function DetailList({ items, className = "" }: { items: readonly TDetail[]; className?: string }) {
  return (
    <dl className={`grid gap-3 ${className}`}>
      {items.map(({ term, value }) => (
        <div key={term}>
          <dt className="text-sm text-slate-600">{term}</dt>
          <dd className="font-medium wrap-anywhere text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
