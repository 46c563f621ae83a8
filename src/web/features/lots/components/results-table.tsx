import type { TLotRow } from "#domain/contract/lots";
import type { LotRowWord } from "#domain/lot/lot-texts";
import type { LotSort, LotSortKey } from "../lot-table";
import { RowAlerts, RowReportLink, RowScore, RowStatus, RowVerdict } from "./row-parts";
import { SortHeader } from "./sort-header";

type TResultsTableProps = {
  rows: readonly TLotRow[];
  rowWord: LotRowWord;
  sort: LotSort;
  onSort: (key: LotSortKey) => void;
  caption: string;
};

/** The lot's results from a tablet up: one row per plate, every column sortable from its header. */
export function ResultsTable({ rows, rowWord, sort, onSort, caption }: TResultsTableProps) {
  const header = { sort, onSort };
  return (
    // Wide screens need no sideways scroll, so the header can stay in sight down a 500-row lot.
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white lg:overflow-visible">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-sm lg:sticky lg:top-16 lg:z-10">
          <tr>
            <SortHeader column="position" {...header}>
              {rowWord}
            </SortHeader>
            <SortHeader column="plate" {...header}>
              Patente
            </SortHeader>
            <SortHeader column="vehicle" {...header}>
              Vehículo
            </SortHeader>
            <SortHeader column="score" {...header}>
              Puntaje
            </SortHeader>
            <SortHeader column="verdict" {...header}>
              Veredicto
            </SortHeader>
            <SortHeader column="alerts" {...header}>
              Alertas
            </SortHeader>
            <SortHeader column="status" {...header}>
              Estado
            </SortHeader>
            <th scope="col" className="px-3 py-2 align-bottom">
              <span className="sr-only">Informe</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.plate} className="align-top hover:bg-slate-50">
              <td className="px-3 py-3 text-slate-700 tabular-nums">{row.rows.join(", ")}</td>
              <th
                scope="row"
                className="px-3 py-3 font-mono font-bold tracking-wider whitespace-nowrap text-slate-900"
              >
                {row.plate}
              </th>
              <td className="px-3 py-3 text-slate-900">
                {row.vehicle ?? <span className="text-slate-500">—</span>}
              </td>
              <td className="px-3 py-3">
                <RowScore row={row} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap">
                <RowVerdict row={row} />
              </td>
              <td className="min-w-48 px-3 py-3 text-sm">
                <RowAlerts row={row} />
              </td>
              <td className="px-3 py-3">
                <RowStatus row={row} />
              </td>
              <td className="px-3 py-1">
                <RowReportLink row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
