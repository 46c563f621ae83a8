import { buttonClass } from "#web/components/ui/button";
import { lotExportHref, type TLotExport } from "../api/lot-exports";

const EXPORTS: { format: TLotExport; label: string }[] = [
  { format: "xlsx", label: "Descargar Excel" },
  { format: "csv", label: "Descargar CSV" },
  { format: "zip", label: "Descargar PDFs (ZIP)" },
];

/** The lot as files to take away: plain links, the server streams each export. */
export function LotExports({ lotId, partial }: { lotId: string; partial: boolean }) {
  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {EXPORTS.map(({ format, label }, i) => (
          <a
            key={format}
            href={lotExportHref(lotId, format)}
            className={buttonClass(i === 0 ? "primary" : "secondary")}
          >
            {label}
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
