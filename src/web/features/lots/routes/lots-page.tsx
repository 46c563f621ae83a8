import { Link } from "react-router";
import { buttonClass } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { LoadError } from "#web/components/ui/load-error";
import { SkeletonList } from "#web/components/ui/skeleton-list";
import { paths } from "#web/config/paths";
import { usePageTitle } from "#web/hooks/use-page-title";
import { useSession } from "#web/lib/auth";
import { useLots } from "../api/get-lots";
import { LotList } from "../components/lot-list";
import { NoOrganisation } from "../components/no-organisation";
import { OrganisationBalance } from "../components/organisation-balance";

function Lots() {
  const query = useLots();
  if (query.isPending) {
    return <SkeletonList label="Cargando lotes..." count={3} className="space-y-3" itemClassName="h-28" />;
  }
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        fallback="No se pudieron cargar los lotes"
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        title="Aún no hay lotes"
        text="Pega las patentes o sube un CSV o Excel y verifícalas todas de una vez."
        actionTo={paths.dashboard.newLot.getHref()}
        actionLabel="Nuevo lote"
      />
    );
  }
  return <LotList lots={query.data} />;
}

/** /dashboard/lotes: the automotora's lots, and the way to send a new one. */
export default function LotsPage() {
  usePageTitle("Lotes");
  const { me } = useSession();
  const organisation = me?.organisation ?? null;
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Lotes</h1>
          <p className="mt-2 text-slate-700">
            {organisation
              ? `Los lotes de ${organisation.displayName}, del más reciente al más antiguo. Cada lote usa el saldo de la automotora.`
              : "Verifica hasta 500 patentes de una vez."}
          </p>
        </div>
        {organisation && (
          <Link to={paths.dashboard.newLot.getHref()} className={buttonClass("primary", "shrink-0")}>
            Nuevo lote
          </Link>
        )}
      </div>
      {organisation ? (
        <>
          <OrganisationBalance organisation={organisation} />
          <Lots />
        </>
      ) : (
        <NoOrganisation />
      )}
    </div>
  );
}
