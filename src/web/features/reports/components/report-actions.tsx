import { LINK_COPIED_MESSAGE, LINK_COPY_FAILED_MESSAGE } from "../../../../domain/report/texts";
import { Button, buttonClass } from "../../../components/ui/button";
import { reportPdfHref } from "../api/get-public-report";
import type { TPublicReport } from "../api/report-schemas";
import { CopyButton } from "./copy-button";

type TReportActionsProps = {
  shared: TPublicReport;
  /** The author withdrew the link: copying it or downloading through it would only fail. */
  withdrawn?: boolean;
};

export function ReportActions({ shared, withdrawn = false }: TReportActionsProps) {
  return (
    <div data-print="hide" className="flex flex-wrap gap-2">
      {!withdrawn && (
        <>
          {/* The access code opens the report, so that is what the link carries. */}
          <CopyButton
            text={() => `${window.location.origin}${shared.sharePath}`}
            label="Copiar enlace"
            copiedLabel="¡Copiado!"
            copiedMessage={LINK_COPIED_MESSAGE}
            failedMessage={LINK_COPY_FAILED_MESSAGE}
          />
          <a href={reportPdfHref(shared.accessCode)} download className={buttonClass("secondary")}>
            Descargar PDF
          </a>
        </>
      )}
      <Button variant="secondary" onClick={() => window.print()}>
        Imprimir
      </Button>
    </div>
  );
}
