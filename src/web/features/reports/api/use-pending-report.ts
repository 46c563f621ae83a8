import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { TAuthorReport } from "#domain/contract/reports";
import { NO_PROGRESS, pendingReport, type TProgress } from "./create-report";
import { getReportState } from "./get-report-state";

/**
 * A report this browser asked for and left before it arrived: followed until it is made, then handed
 * over once. Nothing when there is none.
 */
export function usePendingReport(): {
  plate: string | null;
  progress: TProgress | null;
  report: TAuthorReport | null;
} {
  const [pending] = useState(() => pendingReport.read());
  const query = useQuery({
    queryKey: ["report-state", pending?.id],
    queryFn: () => getReportState(pending?.id as string),
    enabled: pending !== undefined,
    refetchInterval: (q) =>
      q.state.data?.status === "queued" || q.state.data?.status === "running" ? 2000 : false,
  });
  const state = query.data;
  useEffect(() => {
    if (state === null || state?.status === "done" || state?.status === "failed") pendingReport.clear();
  }, [state]);
  if (!pending || !state) return { plate: null, progress: null, report: null };
  if (state.status === "done") return { plate: pending.plate, progress: null, report: state.report };
  if (state.status === "queued") {
    const queue = { position: state.position, etaSeconds: state.etaSeconds };
    return { plate: pending.plate, progress: { ...NO_PROGRESS, queue }, report: null };
  }
  if (state.status === "running") return { plate: pending.plate, progress: state.progress, report: null };
  return { plate: null, progress: null, report: null };
}
