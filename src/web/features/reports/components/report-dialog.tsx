import { Dialog } from "radix-ui";
import { type RefObject, useEffect, useRef, useState } from "react";
import { formatDateTime } from "../../../../domain/format";
import { Button } from "../../../components/ui/button";
import { StrokeIcon } from "../../../components/ui/stroke-icon";
import type { TAuthorReport } from "../api/report-schemas";
import { ReportActions } from "./report-actions";
import { REPORT_TITLE, ReportBody } from "./report-body";
import { RetrySources } from "./retry-sources";
import { RevokeLink } from "./revoke-link";

function WithdrawnNotice() {
  const ref = useRef<HTMLParagraphElement>(null);
  // It replaces the revoke buttons, which held the focus.
  useEffect(() => ref.current?.focus(), []);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-lg border border-slate-300 bg-slate-100 px-4 py-3 font-medium text-slate-900 focus:outline-none"
    >
      Enlace revocado: quien tenga el enlace ya no podrá ver este informe.
    </p>
  );
}

function ReportDialogContent({ report: generated }: { report: TAuthorReport }) {
  // Asking pending sources again updates the report in place: the dialog shows the newest version.
  const [report, setReport] = useState(generated);
  const [withdrawn, setWithdrawn] = useState(report.revokedAt !== null);
  return (
    <>
      <header className="space-y-3 border-b border-slate-200 px-4 py-4 sm:px-6">
        <div className="flex items-start justify-between gap-3">
          <Dialog.Title className="text-xl font-bold text-slate-900 sm:text-2xl">{REPORT_TITLE}</Dialog.Title>
          <Dialog.Close asChild>
            <Button variant="ghost" aria-label="Cerrar" className="-mt-1 -mr-2 shrink-0 px-3">
              <StrokeIcon d="M6 6l12 12M18 6L6 18" className="size-6" />
            </Button>
          </Dialog.Close>
        </div>
        <Dialog.Description className="text-slate-700">
          Patente {report.plate} · {report.reportCode} · generado el {formatDateTime(report.createdAt)}
        </Dialog.Description>
        <ReportActions shared={report} withdrawn={withdrawn} />
        <RetrySources shared={report} onUpdated={setReport} />
        {withdrawn ? (
          <WithdrawnNotice />
        ) : (
          <div data-print="hide">
            <RevokeLink reportId={report.id} onRevoked={() => setWithdrawn(true)} actionVariant="ghost" />
          </div>
        )}
      </header>
      <div className="px-4 py-6 sm:px-6">
        <ReportBody shared={report} variant="check" />
      </div>
    </>
  );
}

type TReportDialogProps = {
  report: TAuthorReport | null;
  onClose: () => void;
  /** Where focus goes once the dialog closes; the dialog has no trigger button to return to. */
  returnFocusRef: RefObject<HTMLElement | null>;
};

/** The freshly generated report, over the check screen. */
export function ReportDialog({ report, onClose, returnFocusRef }: TReportDialogProps) {
  return (
    <Dialog.Root open={report !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay data-print="hide" className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          data-print="dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
          className="fixed inset-0 z-50 overflow-y-auto bg-white shadow-xl focus:outline-none sm:inset-x-4 sm:inset-y-6 sm:mx-auto sm:max-w-4xl sm:rounded-xl"
        >
          {report && <ReportDialogContent key={report.id} report={report} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
