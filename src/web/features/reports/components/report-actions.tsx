import { useEffect, useState } from "react";
import { LINK_COPIED_MESSAGE, LINK_COPY_FAILED_MESSAGE } from "../../../../domain/report/texts";
import { Button, buttonClass } from "../../../components/ui/button";
import { useToast } from "../../../components/ui/toast";
import { reportPdfHref } from "../api/get-public-report";
import type { TPublicReport } from "../api/report-schemas";

const COPIED_LABEL_MS = 2000;

/** Copies the report's public address: the access code opens it, so that is what the link carries. */
function CopyLinkButton({ sharePath }: { sharePath: string }) {
  const toast = useToast();
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = window.setTimeout(() => setCopiedAt(null), COPIED_LABEL_MS);
    return () => window.clearTimeout(timer);
  }, [copiedAt]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${sharePath}`);
      setCopiedAt(Date.now());
      toast(LINK_COPIED_MESSAGE);
    } catch {
      // No clipboard (insecure context, permission refused): say so rather than fail silently.
      toast(LINK_COPY_FAILED_MESSAGE);
    }
  };

  return (
    <Button variant="secondary" onClick={() => void copy()}>
      {copiedAt === null ? "Copiar enlace" : "¡Copiado!"}
    </Button>
  );
}

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
          <CopyLinkButton sharePath={shared.sharePath} />
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
