export type TLotExport = "xlsx" | "csv" | "zip";

/** GET /api/lots/{id}/export.{xlsx,csv,zip}: a plain link, the server names the file it sends. */
export const lotExportHref = (id: string, format: TLotExport): string =>
  `/api/lots/${encodeURIComponent(id)}/export.${format}`;
