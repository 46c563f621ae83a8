import { useState } from "react";
import { Link } from "react-router";
import { filterByBadge } from "../../../../domain/report/texts";
import { Alert } from "../../../components/ui/alert";
import { buttonClass } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { paths } from "../../../config/paths";
import { usePageTitle } from "../../../hooks/use-page-title";
import { ApiError } from "../../../lib/api";
import { type TReportSummary, useMyReports } from "../api/get-my-reports";
import { ReportCard } from "../components/report-card";
import { ReportStats } from "../components/report-stats";
import { ScoreFilter, type TScoreFilter } from "../components/score-filter";

const SKELETON_CARDS = 6;

// Plates and codes are typed with or without spaces and dashes; both sides are compared without them.
const searchable = (s: string): string => s.replace(/[^A-Za-z0-9]/g, "").toUpperCase();

const matches = (report: TReportSummary, query: string): boolean =>
  [report.plate, report.reportCode, report.accessCode].some((field) => searchable(field).includes(query));

function LoadingSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Cargando reportes...</span>
      <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell apart.
            key={i}
            className="h-48 animate-pulse rounded-xl bg-slate-200 motion-reduce:animate-none"
          />
        ))}
      </div>
    </div>
  );
}

function EmptyState() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
      <h2 className="text-xl font-bold text-slate-900">Aún no tienes reportes</h2>
      <p className="mt-2 text-slate-700">Verifica una patente y tu primer informe aparecerá aquí.</p>
      <Link to={paths.dashboard.verify.automovil.getHref()} className={buttonClass("primary", "mt-6")}>
        Verificar un vehículo
      </Link>
    </div>
  );
}

export function MyReportsPage() {
  usePageTitle("Mis reportes");
  const query = useMyReports();
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<TScoreFilter>("all");

  const content = () => {
    if (query.isPending) return <LoadingSkeleton />;
    if (query.isError) {
      return (
        <Alert>
          {query.error instanceof ApiError ? query.error.message : "No se pudieron cargar tus reportes"}
        </Alert>
      );
    }
    const { reports, stats } = query.data;
    if (reports.length === 0) return <EmptyState />;
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
