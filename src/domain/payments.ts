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

/**
 * How the payments list shows a purchase: its stored state, or 'sin_completar' for a checkout left before
 * paying (see isUnfinishedCheckout), which is never stored because the gateway could still report it.
 */
export type ListedPaymentState = PaymentState | "sin_completar";

export type PaymentBadge = {
  label: string;
  tone: "yellow" | "green" | "red" | "grey";
  /**
   * The buttons, in sentence case (issue 40 overrides the spec's capitals). The spec's 'Ver Reporte' is
   * gone: a purchase is a pack of reports to spend, not a report to open. 'Descargar comprobante'
   * downloads the purchase's receipt as a PDF (decision 098).
   */
  actions: ("Completar pago" | "Descargar comprobante" | "Reintentar pago")[];
  /** A line under the badge where the label alone could be misread. */
  note?: string;
};

const BADGES: Record<ListedPaymentState, PaymentBadge> = {
  pendiente: { label: "Pendiente", tone: "yellow", actions: ["Completar pago"] },
  aprobado: { label: "Aprobado", tone: "green", actions: ["Descargar comprobante"] },
  rechazado: { label: "Rechazado", tone: "red", actions: ["Reintentar pago"] },
  fallido: { label: "Fallido", tone: "grey", actions: [] },
  reembolsado: { label: "Reembolsado", tone: "grey", actions: [] },
  sin_completar: {
    label: "Sin completar",
    tone: "grey",
    actions: [],
    note: "No se llegó a pagar en Mercado Pago, así que no hubo cobro.",
  },
};

/** Unknown values display as pendiente (spec). */
export const paymentBadge = (state: string): PaymentBadge =>
  Object.hasOwn(BADGES, state) ? BADGES[state as ListedPaymentState] : BADGES.pendiente;

/** A day is longer than any payment in Mercado Pago's checkout takes, and short enough not to linger. */
export const UNFINISHED_AFTER_MS = 24 * 60 * 60 * 1000;

export type CheckoutRecord = {
  status: string;
  packId: string;
  /** Whether the gateway ever told us about a payment for it (webhook or return-page confirmation). */
  gatewayReported: boolean;
  createdAt: Date;
};

/**
 * A checkout the buyer left before paying: still 'pendiente', never reported by the gateway, and either a
 * day old or followed by an approved purchase of the same pack. Left as 'Pendiente · Completar pago' it
 * would stand forever, often beside that approved purchase, and read like a double charge (decision 065).
 * A payment the gateway reported as pending is really waiting (a transfer, a review) and stays pendiente.
 */
export function isUnfinishedCheckout(
  checkout: CheckoutRecord,
  others: readonly CheckoutRecord[],
  now: Date,
): boolean {
  if (checkout.status !== "pendiente" || checkout.gatewayReported) return false;
  if (now.getTime() - checkout.createdAt.getTime() >= UNFINISHED_AFTER_MS) return true;
  return others.some(
    (other) =>
      other.packId === checkout.packId && other.status === "aprobado" && other.createdAt > checkout.createdAt,
  );
}

/** Spec section 8: the purchase errors the user can read. */
export const PAYMENT_MESSAGES = {
  loginRequired: "Debes estar logueado para comprar servicios",
  preferenceFailed: "No se pudo crear la preferencia de pago",
  connectionError: "Error de conexión al procesar el pago",
  noUrl: "No se obtuvo URL de pago de MercadoPago",
  generic: "Error al procesar el pago. Inténtalo nuevamente.",
  unknownPack: "El pack seleccionado no existe",
  /** Said to someone in no automotora; its administradores buy fleet packs online (decision 078). */
  dealerPack:
    "Los packs flota son para automotoras: contáctanos, o crea la cuenta de tu automotora y cómpralos como administrador.",
  fleetAdminOnly: "Solo un administrador de la automotora puede comprar packs flota.",
} as const;
