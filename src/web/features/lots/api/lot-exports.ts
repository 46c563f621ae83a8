import type { LotExportFormat } from "#domain/contract/lots";

/** GET /api/lots/{id}/export.{xlsx,csv,zip}: a plain link, the server names the file it sends. */
export const lotExportHref = (id: string, format: LotExportFormat): string =>
  `/api/lots/${encodeURIComponent(id)}/export.${format}`;
