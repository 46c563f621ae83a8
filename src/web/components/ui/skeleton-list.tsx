type TSkeletonListProps = {
  /** What is loading, for screen readers; the grey cards themselves are hidden from them. */
  label: string;
  count: number;
  /** How the cards are laid out: a column or a grid, as the loaded list will be. */
  className: string;
  /** The height of one card, close to a real one so the page does not jump when the data arrives. */
  itemClassName: string;
};

export function SkeletonList({ label, count, className, itemClassName }: TSkeletonListProps) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className={className}>
        {Array.from({ length: count }, (_, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell apart.
            key={i}
            className={`${itemClassName} animate-pulse rounded-xl bg-slate-200 motion-reduce:animate-none`}
          />
        ))}
      </div>
    </div>
  );
}
