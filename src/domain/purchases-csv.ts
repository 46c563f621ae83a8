import { z } from "zod";
import { formatDate, santiagoDate } from "./format";
import type { InvoiceData } from "./organisation/invoice";
import { paymentBadge } from "./payments";

// The operator's export of purchases for the accountant (GET /api/admin/purchases.csv, decision 078): one
// line per purchase paid in a range of Santiago days, with the factura data a fleet pack was bought with.
// A person's pack gets a boleta and has no factura data: those columns stay empty.

export const RANGE_DATE_MESSAGE = "Indica las fechas desde y hasta como aaaa-mm-dd (por ejemplo 2026-11-01).";
export const RANGE_ORDER_MESSAGE = "La fecha hasta no puede ser anterior a la fecha desde.";

/** A calendar day as typed in the address: its length first, then its shape, then whether it exists. */
const ZDay = z
  .string({ error: RANGE_DATE_MESSAGE })
  .max(10, RANGE_DATE_MESSAGE)
  .regex(/^\d{4}-\d{2}-\d{2}$/, RANGE_DATE_MESSAGE)
  .refine((day) => santiagoDate(day) === day, RANGE_DATE_MESSAGE);

/** ?desde=aaaa-mm-dd&hasta=aaaa-mm-dd: both days included, in Santiago time. */
export const ZPurchaseRange = z
  .object({ desde: ZDay, hasta: ZDay })
  // Same-length ISO days compare as text.
  .refine(({ desde, hasta }) => desde <= hasta, { message: RANGE_ORDER_MESSAGE, path: ["hasta"] });
export type TPurchaseRange = z.output<typeof ZPurchaseRange>;

/** A purchase as the export reads it: paid (or paid and refunded), never a checkout left unpaid. */
export type ExportedPurchase = {
  /** When the payment was credited; the checkout's start where no credit was recorded. */
  paidAt: Date;
  transactionId: string;
  paymentId: string | null;
  concept: string;
  reports: number;
  amount: number;
  status: "aprobado" | "reembolsado";
  /** A fleet pack's factura data as it was at purchase; null for a person's pack (boleta). */
  invoice: InvoiceData | null;
};

export const PURCHASE_CSV_HEADERS = [
  "Fecha",
  "Transacción",
  "Pago Mercado Pago",
  "Pack",
  "Informes",
  "Monto (CLP)",
  "Estado",
  "Documento",
  "Razón social",
  "RUT",
  "Giro",
  "Dirección",
  "Comuna",
  "Correo de facturación",
] as const;

/**
 * One purchase's cells, in the headers' order. The amount is a bare integer, so a spreadsheet adds it up;
 * the date is the Santiago day the payment was credited.
 */
export function purchaseCsvValues(p: ExportedPurchase): string[] {
  const i = p.invoice;
  return [
    formatDate(p.paidAt.toISOString()),
    p.transactionId,
    p.paymentId ?? "",
    p.concept,
    String(p.reports),
    String(p.amount),
    paymentBadge(p.status).label,
    i ? "Factura" : "Boleta",
    i?.legalName ?? "",
    i?.rut ?? "",
    i?.businessActivity ?? "",
    i?.address ?? "",
    i?.comuna ?? "",
    i?.billingEmail ?? "",
  ];
}

/** 'compras-2026-11-01-a-2026-11-30.csv'. */
export const purchaseCsvFileName = ({ desde, hasta }: TPurchaseRange): string =>
  `compras-${desde}-a-${hasta}.csv`;
