import { Dialog } from "radix-ui";
import { type RefObject, useState } from "react";
import type { TAuthorReport } from "#domain/contract/reports";
import { formatDateTime } from "#domain/format";
import { Button } from "#web/components/ui/button";
import { StrokeIcon } from "#web/components/ui/stroke-icon";
import { authorReportPdfHref } from "../api/report-pdf";
import { shareLinkState } from "../share-link-state";
import { ReportActions } from "./report-actions";
import { REPORT_TITLE, ReportBody } from "./report-body";
import { RetrySources } from "./retry-sources";
import { ShareLinkControls } from "./share-link-controls";

function ReportDialogContent({ report: generated }: { report: TAuthorReport }) {
  // Asking pending sources again, extending or withdrawing the link update the report in place: the
  // dialog shows the newest version.
  const [report, setReport] = useState(generated);
  const linkWorks = shareLinkState(report, new Date()) === "active";
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
        <ReportActions shared={report} pdfHref={authorReportPdfHref(report.id)} linkWorks={linkWorks} />
        <ShareLinkControls
          link={report}
          onChange={(change) => setReport((current) => ({ ...current, ...change }))}
          actionVariant="ghost"
        />
      </header>
      <div className="px-4 py-6 sm:px-6">
        <ReportBody
          shared={report}
          variant="check"
          retry={<RetrySources shared={report} onUpdated={setReport} />}
        />
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
