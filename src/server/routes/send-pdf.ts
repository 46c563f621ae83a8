import type { Context } from "hono";

/** A report's PDF in a route's definition. */
export const PDF_ANSWER = {
  description: "The report as an A4 PDF (content-disposition: attachment)",
  content: { "application/pdf": { schema: { type: "string" as const, format: "binary" } } },
};

/** A report's PDF as a download named after its plate and code, never kept by a cache. */
export function sendPdf(c: Context, pdf: Buffer, view: { plate: string; reportCode: string }): Response {
  c.header("content-type", "application/pdf");
  c.header("content-disposition", `attachment; filename="informe-${view.plate}-${view.reportCode}.pdf"`);
  c.header("cache-control", "private, no-store");
  return c.body(new Uint8Array(pdf));
}
