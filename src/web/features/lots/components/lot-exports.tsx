import { LOT_EXPORT_FORMATS, type LotExportFormat } from "#domain/contract/lots";
import { buttonClass } from "#web/components/ui/button";
import { lotExportHref } from "../api/lot-exports";

const LABELS: Record<LotExportFormat, string> = {
  xlsx: "Descargar Excel",
  csv: "Descargar CSV",
  zip: "Descargar PDFs (ZIP)",
};

/** The lot as files to take away: plain links, the server streams each export. */
export function LotExports({ lotId, partial }: { lotId: string; partial: boolean }) {
  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {/* The contract's order: Excel first, the one most dealers want. */}
        {LOT_EXPORT_FORMATS.map((format, i) => (
          <a
            key={format}
            href={lotExportHref(lotId, format)}
            className={buttonClass(i === 0 ? "primary" : "secondary")}
          >
            {LABELS[format]}
          </a>
        ))}
      </div>
      {partial && (
        <p className="text-sm text-slate-700">
          El lote sigue en curso: las descargas traen los informes listos hasta ahora.
        </p>
      )}
    </div>
  );
}
