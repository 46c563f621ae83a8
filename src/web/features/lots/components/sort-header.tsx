import type { ReactNode } from "react";
import type { LotSort, LotSortKey } from "../lot-table";

function SortMark({ direction }: { direction: LotSort["direction"] | null }) {
  return (
    <svg viewBox="0 0 12 16" className="size-3.5 shrink-0" aria-hidden="true">
      <path d="M6 1 11 6H1z" fill="currentColor" opacity={direction === "ascending" ? 1 : 0.3} />
      <path d="M6 15 1 10h10z" fill="currentColor" opacity={direction === "descending" ? 1 : 0.3} />
    </svg>
  );
}

/**
 * A column header that sorts the table: a button inside the header cell, and aria-sort on the cell of the
 * column the table is sorted by, as the APG's sortable table does.
 */
export function SortHeader({
  column,
  sort,
  onSort,
  children,
  className = "",
}: {
  column: LotSortKey;
  sort: LotSort;
  onSort: (column: LotSortKey) => void;
  children: ReactNode;
  className?: string;
}) {
  const direction = sort.key === column ? sort.direction : null;
  return (
    <th
      scope="col"
      aria-sort={direction ?? undefined}
      className={`px-3 py-2 text-left align-bottom ${className}`}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={`-mx-1 inline-flex min-h-11 items-center gap-1.5 rounded px-1 font-semibold whitespace-nowrap hover:text-brand ${direction ? "text-brand-dark" : "text-slate-800"}`}
      >
        {children}
        <SortMark direction={direction} />
      </button>
    </th>
  );
}
