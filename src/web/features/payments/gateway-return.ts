// What the payment return pages read from the address the gateway (Mercado Pago, or the simulated one that
// copies it) sends the buyer back to. Mercado Pago writes 'null' for what it does not have, such as when the
// buyer came back without paying, and anything can be typed into an address: none of it is shown raw.

import type { TPayment } from "#domain/contract/payments";
import { NOT_AVAILABLE } from "#domain/format";

const STATUS_LABELS = new Map<string, string>([
  ["approved", "Aprobado"],
  ["authorized", "Autorizado"],
  ["pending", "Pendiente"],
  ["in_process", "En proceso"],
  ["in_mediation", "En mediación"],
  ["rejected", "Rechazado"],
  ["cancelled", "Cancelado"],
  ["refunded", "Reembolsado"],
  ["charged_back", "Contracargo"],
]);

const UNKNOWN_STATUS_LABEL = "Sin información";

/** The gateway's payment status, in Spanish. */
export const gatewayStatusLabel = (status: string | null): string =>
  STATUS_LABELS.get(status?.trim().toLowerCase() ?? "") ?? UNKNOWN_STATUS_LABEL;

/** The gateway's payment id as it came, the number the buyer quotes to support; 'null' is no id. */
export function gatewayPaymentId(paymentId: string | null): string {
  const id = paymentId?.trim() ?? "";
  return id === "" || id === "null" ? NOT_AVAILABLE : id;
}

/**
 * The purchase the buyer is back from, among theirs: by our transaction id (Mercado Pago's
 * external_reference), or by the gateway's payment id. Only to choose which balance the page shows: the
 * address can say anything, and a purchase not in the reader's own list is none of theirs.
 */
export function returnedPurchase(
  payments: readonly TPayment[],
  params: { externalReference: string | null; paymentId: string | null },
): TPayment | null {
  const reference = params.externalReference?.trim() || null;
  const paymentId = params.paymentId?.trim() || null;
  const byReference = reference === null ? undefined : payments.find((payment) => payment.id === reference);
  const byPaymentId =
    paymentId === null || paymentId === "null"
      ? undefined
      : payments.find((payment) => payment.paymentId === paymentId);
  return byReference ?? byPaymentId ?? null;
}
