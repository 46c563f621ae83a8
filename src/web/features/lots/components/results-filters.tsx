import { useId } from "react";
import { CheckboxField } from "#web/components/ui/checkbox-field";
import { inputClass } from "#web/components/ui/input";
import type { LotFilter, LotSort, LotVerdictFilter } from "../lot-table";
import { VERDICT_FILTER_LABELS } from "../lot-words";

const VERDICT_OPTIONS: LotVerdictFilter[] = ["all", "red", "yellow", "neutral", "green", "none"];

/** The orders a phone offers in place of the table's headers. */
const PHONE_SORTS: { value: string; label: string; sort: LotSort }[] = [
  { value: "position", label: "Orden del archivo", sort: { key: "position", direction: "ascending" } },
  { value: "verdict", label: "Veredicto: peores primero", sort: { key: "verdict", direction: "ascending" } },
  { value: "score-asc", label: "Puntaje: menor primero", sort: { key: "score", direction: "ascending" } },
  { value: "score-desc", label: "Puntaje: mayor primero", sort: { key: "score", direction: "descending" } },
  { value: "alerts", label: "Más alertas primero", sort: { key: "alerts", direction: "descending" } },
  { value: "plate", label: "Patente (A-Z)", sort: { key: "plate", direction: "ascending" } },
  { value: "status", label: "Estado", sort: { key: "status", direction: "ascending" } },
];

const sortValue = (sort: LotSort): string =>
  PHONE_SORTS.find((o) => o.sort.key === sort.key && o.sort.direction === sort.direction)?.value ?? "";

type TResultsFiltersProps = {
  filter: LotFilter;
  onFilter: (filter: LotFilter) => void;
  counts: Record<LotVerdictFilter, number>;
  sort: LotSort;
  onSortChoice: (sort: LotSort) => void;
};

export function ResultsFilters({ filter, onFilter, counts, sort, onSortChoice }: TResultsFiltersProps) {
  const id = useId();
  const selectClass = `${inputClass} pr-8`;
  const chosen = sortValue(sort);
  return (
    <div className="grid gap-4 sm:grid-cols-2 md:flex md:flex-wrap md:items-end">
      <div className="space-y-1 md:w-56">
        <label htmlFor={`${id}-plate`} className="block font-medium text-slate-900">
          Buscar patente
        </label>
        <input
          id={`${id}-plate`}
          type="search"
          maxLength={12}
          autoComplete="off"
          spellCheck={false}
          value={filter.plate}
          onChange={(e) => onFilter({ ...filter, plate: e.target.value })}
          className={`${inputClass} uppercase`}
        />
      </div>
      <div className="space-y-1 md:w-80">
        <label htmlFor={`${id}-verdict`} className="block font-medium text-slate-900">
          Veredicto
        </label>
        <select
          id={`${id}-verdict`}
          value={filter.verdict}
          onChange={(e) => onFilter({ ...filter, verdict: e.target.value as LotVerdictFilter })}
          className={selectClass}
        >
          {VERDICT_OPTIONS.map((option) => (
            <option key={option} value={option} disabled={option !== "all" && counts[option] === 0}>
              {VERDICT_FILTER_LABELS[option]} ({counts[option]})
            </option>
          ))}
        </select>
      </div>
      {/* On a phone the table's headers are gone: the order is chosen here. */}
      <div className="space-y-1 md:hidden">
        <label htmlFor={`${id}-sort`} className="block font-medium text-slate-900">
          Ordenar por
        </label>
        <select
          id={`${id}-sort`}
          value={chosen}
          onChange={(e) => {
            const option = PHONE_SORTS.find((o) => o.value === e.target.value);
            if (option) onSortChoice(option.sort);
          }}
          className={selectClass}
        >
          {chosen === "" && <option value="">Orden elegido en la tabla</option>}
          {PHONE_SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-h-11 items-center sm:col-span-2 md:pb-1">
        <CheckboxField
          label="Solo con alertas"
          checked={filter.onlyAlerts}
          onChange={(onlyAlerts) => onFilter({ ...filter, onlyAlerts })}
        />
      </div>
    </div>
  );
}
