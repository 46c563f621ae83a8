// What the checkout and the webhook need from a payment provider. Mercado Pago implements it for real;
// the simulated gateway implements it locally so a purchase works offline.

export type CheckoutRequest = {
  transactionId: string;
  packId: string;
  title: string;
  amount: number;
  payerEmail: string;
};

export type Checkout = { preferenceId: string; redirectUrl: string };

/** A payment as the gateway reports it; never trust a notification body or a return URL instead. */
export type GatewayPayment = {
  id: string;
  status: string;
  externalReference: string | null;
  amount: number;
  currency: string;
  paymentTypeId: string | null;
};

export class GatewayError extends Error {
  constructor(
    readonly kind: "connection" | "rejected" | "no_url",
    message: string,
  ) {
    super(message);
  }
}

export interface PaymentGateway {
  readonly provider: "mercadopago" | "simulado";
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** null when the gateway does not know the payment. */
  getPayment(id: string): Promise<GatewayPayment | null>;
}
