import { useState } from "react";
import type { TAdminPrivacyRequest, TClosedPrivacyRequest } from "#domain/contract/privacy";
import { plural, santiagoDate } from "#domain/format";
import { LoadError } from "#web/components/ui/load-error";
import { LoadingState } from "#web/components/ui/spinner";
import { usePageTitle } from "#web/hooks/use-page-title";
import { ApiError } from "#web/lib/api";
import { usePrivacyRequests } from "../api/get-privacy-requests";
import { PrivacyRequestCard } from "../components/privacy-request-card";

const LISTS = {
  abierta: { title: "Abiertas", empty: "No hay solicitudes abiertas." },
  cerrada: { title: "Cerradas recientemente", empty: "Aún no hay solicitudes cerradas." },
} as const;

const closedMessage = ({ hiddenReports }: TClosedPrivacyRequest): string =>
  hiddenReports > 0
    ? `Solicitud cerrada. Se ocultó el propietario en ${plural(hiddenReports, "informe", "informes")}.`
    : "Solicitud cerrada.";

function RequestList({
  title,
  requests,
  empty,
  today,
  onClosed,
}: {
  title: string;
  requests: TAdminPrivacyRequest[];
  empty: string;
  today: string;
  onClosed: (closed: TClosedPrivacyRequest) => void;
}) {
  return (
    <section className="space-y-4">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      {requests.length === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        requests.map((request) => (
          <PrivacyRequestCard key={request.id} request={request} today={today} onClosed={onClosed} />
        ))
      )}
    </section>
  );
}

/** /admin/privacidad: the privacy team's queue of rights requests; the server refuses anyone else. */
export default function PrivacyRequestsAdminPage() {
  usePageTitle("Solicitudes de privacidad");
  const requests = usePrivacyRequests();
  const [notice, setNotice] = useState("");
  const today = santiagoDate(new Date()) ?? "";

  return (
    <div className="mx-auto w-full max-w-3xl space-y-8 px-4 py-10">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Solicitudes de privacidad</h1>
        <p className="mt-2 text-slate-700">
          Solicitudes de derechos (Ley 21.719): las abiertas primero, por plazo legal.
        </p>
      </div>
      <p role="status" className="font-medium text-green-800 empty:hidden">
        {notice}
      </p>
      {requests.isPending && <LoadingState label="Cargando solicitudes..." />}
      {requests.isError && (
        <LoadError
          error={requests.error}
          fallback="No pudimos cargar las solicitudes."
          // A refusal (not on the privacy team) stays one; only a failed connection is worth retrying.
          onRetry={requests.error instanceof ApiError ? undefined : () => void requests.refetch()}
        />
      )}
      {requests.isSuccess &&
        (["abierta", "cerrada"] as const).map((status) => (
          <RequestList
            key={status}
            {...LISTS[status]}
            requests={requests.data.filter((request) => request.status === status)}
            today={today}
            onClosed={(closed) => setNotice(closedMessage(closed))}
          />
        ))}
    </div>
  );
}
