import type { TPublicReport } from "#domain/contract/reports";
import { LINK_COPIED_MESSAGE, LINK_COPY_FAILED_MESSAGE } from "#domain/report/texts";
import { Button, buttonClass } from "#web/components/ui/button";
import { CopyButton } from "./copy-button";
import { WhatsappShareLink } from "./whatsapp-share-link";

type TReportActionsProps = {
  shared: TPublicReport;
  /** The shared view's PDF on the shared page, the full one in the author's dialog. */
  pdfHref: string;
  /** False once the link was withdrawn or expired: copying it would hand out a link that fails. */
  linkWorks?: boolean;
};

export function ReportActions({ shared, pdfHref, linkWorks = true }: TReportActionsProps) {
  return (
    <div data-print="hide" className="flex flex-wrap gap-2">
      {linkWorks && (
        <>
          {/* The access code opens the report, so that is what the link carries. */}
          <CopyButton
            text={() => `${window.location.origin}${shared.sharePath}`}
            label="Copiar enlace"
            copiedLabel="¡Copiado!"
            copiedMessage={LINK_COPIED_MESSAGE}
            failedMessage={LINK_COPY_FAILED_MESSAGE}
          />
          <WhatsappShareLink sharePath={shared.sharePath} plate={shared.plate} />
        </>
      )}
      <a href={pdfHref} download className={buttonClass("secondary")}>
        Descargar PDF
      </a>
      <Button variant="secondary" onClick={() => window.print()}>
        Imprimir
      </Button>
    </div>
  );
}
