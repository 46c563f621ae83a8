import { useState } from "react";
import type { TReportSummary } from "#domain/contract/reports";
import { filterByBadge } from "#domain/report/texts";
import { EmptyState } from "#web/components/ui/empty-state";
import { Field } from "#web/components/ui/field";
import { Input } from "#web/components/ui/input";
import { LoadError } from "#web/components/ui/load-error";
import { SkeletonList } from "#web/components/ui/skeleton-list";
import { paths } from "#web/config/paths";
import { usePageTitle } from "#web/hooks/use-page-title";
import { useMyReports } from "../api/get-my-reports";
import { ReportCard } from "../components/report-card";
import { ReportStats } from "../components/report-stats";
import { ScoreFilter, type TScoreFilter } from "../components/score-filter";

// Plates and codes are typed with or without spaces and dashes; both sides are compared without them.
const searchable = (s: string): string => s.replace(/[^A-Za-z0-9]/g, "").toUpperCase();

const matches = (report: TReportSummary, query: string): boolean =>
  [report.plate, report.reportCode, report.accessCode].some((field) => searchable(field).includes(query));

export default function MyReportsPage() {
  usePageTitle("Mis reportes");
  const query = useMyReports();
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<TScoreFilter>("all");

  const content = () => {
    if (query.isPending) {
      return (
        <SkeletonList
          label="Cargando reportes..."
          count={6}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          itemClassName="h-48"
        />
      );
    }
    if (query.isError) return <LoadError error={query.error} fallback="No se pudieron cargar tus reportes" />;
    const { reports, stats } = query.data;
    if (reports.length === 0) {
      return (
        <EmptyState
          title="Aún no tienes reportes"
          text="Verifica una patente y tu primer informe aparecerá aquí."
          actionTo={paths.dashboard.verify.automovil.getHref()}
          actionLabel="Verificar un vehículo"
        />
      );
    }
    const wanted = searchable(search);
    const shown = filterByBadge(reports, filter, (r) => r.score).filter((r) => matches(r, wanted));
    return (
      <>
        <ReportStats stats={stats} />
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div className="md:w-80">
            <Field label="Buscar por patente o código">
              {(control) => (
                <Input
                  {...control}
                  type="search"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                />
              )}
            </Field>
          </div>
          <ScoreFilter value={filter} onChange={setFilter} />
        </div>
        <p role="status" className="text-slate-700">
          {shown.length === 0
            ? "Ningún reporte coincide con la búsqueda."
            : `Mostrando ${shown.length} de ${reports.length} ${reports.length === 1 ? "reporte" : "reportes"}`}
        </p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </div>
      </>
    );
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Mis reportes</h1>
      {content()}
    </div>
  );
}
