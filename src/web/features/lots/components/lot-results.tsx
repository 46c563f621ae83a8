import { useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import type { TLotRow } from "#domain/contract/lots";
import { plural } from "#domain/format";
import type { LotRowWord } from "#domain/lot/lot-texts";
import { Button } from "#web/components/ui/button";
import {
  filterLotRows,
  type LotFilter,
  type LotSort,
  NO_FILTER,
  nextSort,
  readTableState,
  sortLotRows,
  tableSearch,
  verdictCounts,
} from "../lot-table";
import { ResultsCards } from "./results-cards";
import { ResultsFilters } from "./results-filters";
import { ResultsTable } from "./results-table";

/** The lot's plates and what came of each, sorted and filtered as the dealer asks. */
export function LotResults({ rows, rowWord }: { rows: readonly TLotRow[]; rowWord: LotRowWord }) {
  const location = useLocation();
  const [initial] = useState(() => readTableState(location.search));
  const [sort, setSort] = useState<LotSort>(initial.sort);
  const [filter, setFilter] = useState<LotFilter>(initial.filter);
  // Written over the current history entry, not navigated to: a navigation would ask the server for the
  // route's data again at every key typed in the search.
  useEffect(() => {
    const search = tableSearch({ sort, filter });
    if (search === window.location.search) return;
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${search}${hash}`);
  }, [sort, filter]);
  const shown = useMemo(() => sortLotRows(filterLotRows(rows, filter), sort), [rows, filter, sort]);
  const counts = useMemo(() => verdictCounts(rows), [rows]);
  const filtered = filter.verdict !== "all" || filter.onlyAlerts || filter.plate.trim() !== "";
  const summary =
    shown.length === rows.length
      ? plural(rows.length, "patente", "patentes")
      : `Mostrando ${shown.length} de ${plural(rows.length, "patente", "patentes")}`;
  return (
    <section aria-labelledby="lot-results-heading" className="space-y-4">
      <h2 id="lot-results-heading" className="text-xl font-bold text-slate-900">
        Resultados
      </h2>
      <ResultsFilters
        filter={filter}
        onFilter={setFilter}
        counts={counts}
        sort={sort}
        onSortChoice={setSort}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-slate-700">
          {summary}
        </p>
        {filtered && (
          <Button variant="ghost" className="underline" onClick={() => setFilter(NO_FILTER)}>
            Quitar filtros
          </Button>
        )}
      </div>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-slate-700">
          Ninguna patente coincide con los filtros.
        </p>
      ) : (
        <>
          <div className="hidden md:block">
            <ResultsTable
              rows={shown}
              rowWord={rowWord}
              sort={sort}
              onSort={(key) => setSort((current) => nextSort(current, key))}
              caption={`Resultados del lote: ${summary}`}
            />
          </div>
          <div className="md:hidden">
            <ResultsCards rows={shown} rowWord={rowWord} label="Resultados del lote" />
          </div>
        </>
      )}
    </section>
  );
}
