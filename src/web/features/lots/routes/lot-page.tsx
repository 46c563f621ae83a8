import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { LOT_NOT_FOUND_MESSAGE } from "#domain/contract/lots";
import { formatDateTime, plural } from "#domain/format";
import { Alert } from "#web/components/ui/alert";
import { BackLink } from "#web/components/ui/back-link";
import { buttonClass } from "#web/components/ui/button";
import { LoadError } from "#web/components/ui/load-error";
import { LoadingState } from "#web/components/ui/spinner";
import { paths } from "#web/config/paths";
import { usePageTitle } from "#web/hooks/use-page-title";
import { ApiError } from "#web/lib/api";
import { useSession } from "#web/lib/auth";
import { useLot } from "../api/get-lot";
import { InputNotes } from "../components/input-notes";
import { LotExports } from "../components/lot-exports";
import { LotProgress } from "../components/lot-progress";
import { LotResults } from "../components/lot-results";
import { NoOrganisation } from "../components/no-organisation";
import { inputNotesSummary, lotName, rowWordOf } from "../lot-words";

function LotFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-10">
      <BackLink to={paths.dashboard.lots.getHref()}>Lotes</BackLink>
      <h1 className="text-2xl font-bold wrap-anywhere text-slate-900 sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

function LotContent({ query }: { query: ReturnType<typeof useLot> }) {
  const lot = query.data;
  if (!lot) {
    if (query.isPending) return <LoadingState label="Cargando el lote..." />;
    // An address that is no lot's (404, or no lot id at all: 400) is answered the same way.
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
      return (
        <div className="space-y-4">
          <Alert>{query.error.message || LOT_NOT_FOUND_MESSAGE}</Alert>
          <Link to={paths.dashboard.lots.getHref()} className={buttonClass("primary")}>
            Ver los lotes
          </Link>
        </div>
      );
    }
    return (
      <LoadError
        error={query.error ?? new Error()}
        fallback="No pudimos cargar el lote"
        onRetry={() => void query.refetch()}
      />
    );
  }
  // TanStack Query keeps the last lot while a later poll fails: it stays on screen, said to be stale.
  const reconnecting = query.isError || query.failureCount > 0;
  const rowWord = rowWordOf(lot);
  const notes = inputNotesSummary(lot.input, rowWord);
  return (
    <>
      <p className="-mt-4 text-slate-700">
        {formatDateTime(lot.createdAt)} · {plural(lot.plates, "patente", "patentes")}
        {lot.createdBy && ` · enviado por ${lot.createdBy}`}
      </p>
      <LotProgress lot={lot} reconnecting={reconnecting} />
      {lot.counts.done > 0 && <LotExports lotId={lot.id} partial={!lot.finished} />}
      {notes && (
        <details className="rounded-xl border border-slate-200 bg-white px-4 py-1 sm:px-5">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium text-slate-900">
            Al revisar el lote: {notes}
          </summary>
          <div className="pb-4">
            <InputNotes
              invalid={lot.input.invalid}
              duplicates={lot.input.duplicates}
              rowWord={rowWord}
              when="after"
            />
          </div>
        </details>
      )}
      <LotResults rows={lot.rows} rowWord={rowWord} />
    </>
  );
}

function Lot({ id }: { id: string }) {
  const query = useLot(id);
  const title = query.data ? lotName(query.data) : "Lote";
  usePageTitle(query.data ? `Lote ${title}` : "Lote");
  return (
    <LotFrame title={title}>
      <LotContent query={query} />
    </LotFrame>
  );
}

/** /dashboard/lotes/{id}: a lot's progress, then its results, followed from the server's database. */
export default function LotPage() {
  const { lotId = "" } = useParams();
  const { me } = useSession();
  if (me?.organisation) return <Lot id={lotId} />;
  return (
    <LotFrame title="Lote">
      <NoOrganisation />
    </LotFrame>
  );
}
