import { useId } from "react";
import type { ReportBadge } from "#domain/report/texts";
import { RadioOptions } from "#web/components/ui/radio-options";

export type TScoreFilter = ReportBadge | "all";

const options: { value: TScoreFilter; label: string }[] = [
  { value: "all", label: "Todos" },
  { value: "high", label: "Alto (80+)" },
  { value: "medium", label: "Medio (60-79)" },
  { value: "low", label: "Bajo (<60)" },
];

/** A segmented control made of native radios, so arrow keys move between the options. */
export function ScoreFilter({
  value,
  onChange,
}: {
  value: TScoreFilter;
  onChange: (v: TScoreFilter) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1 font-medium text-slate-900">Filtrar por puntaje</legend>
      <div className="grid grid-cols-2 gap-1 rounded-lg border border-slate-300 bg-white p-1 sm:inline-grid sm:grid-cols-4">
        <RadioOptions name={name} options={options} value={value} onChange={onChange} look="segment" />
      </div>
    </fieldset>
  );
}
