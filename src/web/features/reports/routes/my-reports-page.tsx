import { useEffect, useState } from "react";
import { Button } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { Field } from "#web/components/ui/field";
import { Input } from "#web/components/ui/input";
import { LoadError } from "#web/components/ui/load-error";
import { SkeletonList } from "#web/components/ui/skeleton-list";
import { paths } from "#web/config/paths";
import { usePageTitle } from "#web/hooks/use-page-title";
import { errorMessageOf } from "#web/lib/api";
import { useMyReports } from "../api/get-my-reports";
import { ReportCard } from "../components/report-card";
import { ReportStats } from "../components/report-stats";
import { ScoreFilter, type TScoreFilter } from "../components/score-filter";

/** The search is asked of the server once typing pauses, not at every key. */
const SEARCH_PAUSE_MS = 300;

function usePaused(value: string, ms: number): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setPaused(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return paused;
}

export default function MyReportsPage() {
  usePageTitle("Mis reportes");
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<TScoreFilter>("all");
  const q = usePaused(search.trim(), SEARCH_PAUSE_MS);
  const query = useMyReports({ score: filter === "all" ? undefined : filter, q: q || undefined });

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
    // A page after the first that failed keeps the ones shown; its error goes by the button.
    if (!query.data) return <LoadError error={query.error} fallback="No se pudieron cargar tus reportes" />;
    const [first] = query.data.pages;
    const stats = first?.stats;
    if (!stats || stats.total === 0) {
      return (
        <EmptyState
          title="Aún no tienes reportes"
          text="Verifica una patente y tu primer informe aparecerá aquí."
          actionTo={paths.dashboard.verify.automovil.getHref()}
          actionLabel="Verificar un vehículo"
        />
      );
    }
    const reports = query.data.pages.flatMap((page) => page.reports);
    const matching = first.matching ?? reports.length;
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
                  maxLength={40}
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                />
              )}
            </Field>
          </div>
          <ScoreFilter value={filter} onChange={setFilter} />
        </div>
        <p role="status" className="text-slate-700">
          {matching === 0
            ? "Ningún reporte coincide con la búsqueda."
            : `Mostrando ${reports.length} de ${matching} ${matching === 1 ? "reporte" : "reportes"}`}
        </p>
        <div
          aria-busy={query.isPlaceholderData}
          className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? "opacity-60" : ""}`}
        >
          {reports.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </div>
        {query.hasNextPage && (
          <div className="flex flex-col items-center gap-2">
            {query.isFetchNextPageError && (
              <p role="alert" className="text-red-800">
                {errorMessageOf(query.error, "No se pudieron cargar más reportes. Inténtalo de nuevo.")}
              </p>
            )}
            <Button
              variant="secondary"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? "Cargando reportes..." : "Ver más reportes"}
            </Button>
          </div>
        )}
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
