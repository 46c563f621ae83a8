import type { TMyReports } from "#domain/contract/reports";

export function ReportStats({ stats }: { stats: NonNullable<TMyReports["stats"]> }) {
  const cards = [
    { term: "Reportes totales", value: stats.total },
    { term: "Puntaje promedio", value: stats.averageScore },
    { term: "Puntaje 80 o más", value: stats.highCount },
    { term: "Este mes", value: stats.thisMonth },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ term, value }) => (
        <div key={term} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-700">{term}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
