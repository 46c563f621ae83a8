import { MercadoPagoConfig, Payment, Preference } from "mercadopago";
import { AppConfig } from "mercadopago/dist/utils/config/index.js";
import {
  type Checkout,
  type CheckoutRequest,
  GatewayError,
  type GatewayPayment,
  type PaymentGateway,
} from "./gateway";

export type MercadoPagoOptions = {
  accessToken: string;
  apiUrl: string;
  publicUrl: string;
  maxRetries?: number;
  timeoutMs?: number;
};

/** Checkout Pro through the official SDK. */
export function createMercadoPagoGateway(opts: MercadoPagoOptions): PaymentGateway {
  // The SDK reads this at call time and offers no per-client base URL; tests and staging point it elsewhere.
  (AppConfig as { BASE_URL: string }).BASE_URL = opts.apiUrl.replace(/\/+$/, "");
  const options = { timeout: opts.timeoutMs ?? 10_000, maxRetries: opts.maxRetries ?? 2 };
  const sandbox = opts.accessToken.startsWith("TEST-");

  return {
    provider: "mercadopago",
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      // A fresh config per call: an idempotency key set on a shared one leaks into later requests.
      const config = new MercadoPagoConfig({
        accessToken: opts.accessToken,
        options: { ...options, idempotencyKey: request.transactionId },
      });
      let created: Awaited<ReturnType<Preference["create"]>>;
      try {
        created = await new Preference(config).create({
          body: {
            items: [
              {
                id: request.packId,
                title: request.title,
                quantity: 1,
                currency_id: "CLP",
                unit_price: request.amount,
              },
            ],
            payer: { email: request.payerEmail },
            external_reference: request.transactionId,
            metadata: { transaction_id: request.transactionId },
            back_urls: {
              success: `${opts.publicUrl}/payment/success`,
              failure: `${opts.publicUrl}/payment/error`,
              pending: `${opts.publicUrl}/payment/pending`,
            },
            auto_return: "approved",
            notification_url: `${opts.publicUrl}/api/webhooks/mercadopago?source_news=webhooks`,
            statement_descriptor: "PATENTE CLARA",
          },
        });
      } catch (err) {
        const status = (err as { status?: number }).status;
        throw status
          ? new GatewayError("rejected", `preference refused with HTTP ${status}`)
          : new GatewayError("connection", err instanceof Error ? err.message : String(err));
      }
      const redirectUrl = sandbox ? (created.sandbox_init_point ?? created.init_point) : created.init_point;
      if (!created.id || !redirectUrl) throw new GatewayError("no_url", "preference without init_point");
      return { preferenceId: created.id, redirectUrl };
    },
    async getPayment(id: string): Promise<GatewayPayment | null> {
      const config = new MercadoPagoConfig({ accessToken: opts.accessToken, options });
      try {
        const p = await new Payment(config).get({ id });
        return {
          id: String(p.id),
          status: p.status ?? "unknown",
          externalReference: p.external_reference ?? null,
          amount: Number(p.transaction_amount),
          currency: p.currency_id ?? "",
          paymentTypeId: p.payment_type_id ?? null,
        };
      } catch (err) {
        if ((err as { status?: number }).status === 404) return null;
        throw err;
      }
    },
  };
}
