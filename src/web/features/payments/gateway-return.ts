// What the payment return pages read from the address the gateway (Mercado Pago, or the simulated one that
// copies it) sends the buyer back to. Mercado Pago writes 'null' for what it does not have, such as when the
// buyer came back without paying, and anything can be typed into an address: none of it is shown raw.

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
