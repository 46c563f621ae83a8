export type TDetail = { term: string; value: string };

/** Labelled values of a payment; long ids break anywhere rather than widen a 360 px screen. */
export function DetailList({ items, className = "" }: { items: TDetail[]; className?: string }) {
  return (
    <dl className={`grid gap-3 ${className}`}>
      {items.map(({ term, value }) => (
        <div key={term}>
          <dt className="text-sm text-slate-600">{term}</dt>
          <dd className="font-medium break-all text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
