import type { TAuthorReport } from "#domain/contract/reports";
import { santiagoDate } from "#domain/format";
import { canRetry, partialNote, unverifiedChecks } from "#domain/report/pending";
import { Button } from "#web/components/ui/button";
import { retrySourcesErrorMessage, useRetrySources } from "../api/retry-sources";

/** Whether a report still has checks to ask again, within the free window. */
function retryable(shared: TAuthorReport, now: Date): boolean {
  const { report } = shared;
  const { vehicle } = report.sections;
  if (vehicle.status !== "found" || !canRetry(report.generatedAt, now)) return false;
  const today = santiagoDate(report.generatedAt) ?? report.generatedAt.slice(0, 10);
  const names = unverifiedChecks({
    sections: report.sections,
    vehicle: vehicle.data,
    inspection: report.inspectionVerdict,
    today,
  });
  return partialNote(names) !== null;
}

/**
 * 'Reintentar fuentes pendientes' for the author of a partial report: the same report, and its link, are
 * completed with whatever the sources answer now; free for 24 hours after the report.
 */
export function RetrySources({
  shared,
  onUpdated,
}: {
  shared: TAuthorReport;
  onUpdated: (report: TAuthorReport) => void;
}) {
  const retry = useRetrySources();
  if (!retryable(shared, new Date())) return null;
  return (
    <div data-print="hide" className="space-y-2">
      <Button
        variant="secondary"
        disabled={retry.isPending}
        onClick={() => retry.mutate(shared.id, { onSuccess: onUpdated })}
      >
        {retry.isPending ? "Consultando fuentes..." : "Reintentar fuentes pendientes"}
      </Button>
      <div aria-live="polite" className="text-sm">
        {retry.isSuccess && retryable(retry.data, new Date()) && (
          <p className="text-slate-700">Algunas fuentes siguen sin responder. Puedes intentarlo más tarde.</p>
        )}
        {retry.isError && <p className="text-red-800">{retrySourcesErrorMessage(retry.error)}</p>}
      </div>
    </div>
  );
}
