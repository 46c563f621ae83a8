import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import type { TAuthorReport } from "#domain/contract/reports";
import { formatDateTime } from "#domain/format";
import { Button } from "#web/components/ui/button";
import { StrokeIcon } from "#web/components/ui/stroke-icon";
import { AuthorReportView } from "./author-report-view";
import { REPORT_TITLE } from "./report-body";

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
          className="fixed inset-0 z-50 scroll-pb-24 overflow-y-auto bg-white shadow-xl focus:outline-none sm:inset-x-4 sm:inset-y-6 sm:mx-auto sm:max-w-4xl sm:rounded-xl"
        >
          {report && (
            <>
              {/* Small, so the car, its score and the verdict fit the phone's first screen. */}
              <header className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2 sm:px-6">
                <div className="min-w-0">
                  <Dialog.Title className="font-bold text-slate-900">{REPORT_TITLE}</Dialog.Title>
                  <Dialog.Description className="text-sm text-slate-700">
                    Patente {report.plate} · {report.reportCode} · generado el{" "}
                    {formatDateTime(report.createdAt)}
                  </Dialog.Description>
                </div>
                <Dialog.Close asChild>
                  <Button variant="ghost" aria-label="Cerrar" className="-mr-2 shrink-0 px-3">
                    <StrokeIcon d="M6 6l12 12M18 6L6 18" className="size-6" />
                  </Button>
                </Dialog.Close>
              </header>
              <div className="px-4 pt-4 sm:px-6 sm:py-6">
                <AuthorReportView key={report.id} report={report} level={3} />
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
