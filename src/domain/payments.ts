// Payment states as the product shows them (spec section 4, transaction estado), and how Mercado Pago's
// payment statuses map onto them.

export const PAYMENT_STATES = ["pendiente", "aprobado", "rechazado", "fallido", "reembolsado"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * Mercado Pago status -> our estado. Waiting statuses are 'pendiente'; 'cancelled' (e.g. expired after
 * 30 days) is 'fallido'; money returned is 'reembolsado', which the spec's old product did not have.
 */
export function stateFromGateway(status: string): PaymentState {
  switch (status) {
    case "approved":
      return "aprobado";
    case "rejected":
      return "rechazado";
    case "cancelled":
      return "fallido";
    case "refunded":
    case "charged_back":
      return "reembolsado";
    default:
      return "pendiente";
  }
}

export type PaymentBadge = {
  label: string;
  tone: "yellow" | "green" | "red" | "grey";
  actions: ("Completar Pago" | "Ver Reporte" | "Descargar" | "Reintentar Pago")[];
};

const BADGES: Record<PaymentState, PaymentBadge> = {
  pendiente: { label: "Pendiente", tone: "yellow", actions: ["Completar Pago"] },
  aprobado: { label: "Aprobado", tone: "green", actions: ["Ver Reporte", "Descargar"] },
  rechazado: { label: "Rechazado", tone: "red", actions: ["Reintentar Pago"] },
  fallido: { label: "Fallido", tone: "grey", actions: [] },
  reembolsado: { label: "Reembolsado", tone: "grey", actions: [] },
};

/** Unknown values display as pendiente (spec). */
export const paymentBadge = (state: string): PaymentBadge =>
  BADGES[(PAYMENT_STATES as readonly string[]).includes(state) ? (state as PaymentState) : "pendiente"];

/** Spec section 8: the purchase errors the user can read. */
export const PAYMENT_MESSAGES = {
  loginRequired: "Debes estar logueado para comprar servicios",
  preferenceFailed: "No se pudo crear la preferencia de pago",
  connectionError: "Error de conexión al procesar el pago",
  noUrl: "No se obtuvo URL de pago de MercadoPago",
  generic: "Error al procesar el pago. Inténtalo nuevamente.",
  unknownPack: "El pack seleccionado no existe",
  dealerPack: "Los packs para automotoras se contratan por contacto",
} as const;
