import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { simulatedPayments } from "../db/schema";
import type { Checkout, CheckoutRequest, GatewayPayment, PaymentGateway } from "./gateway";

export const SIMULATED_GATEWAY_PATH = "/dev/pasarela";

/**
 * Stands in for Mercado Pago when no access token is set: checkout leads to our own gateway page, and
 * payments are rows the webhook reads back exactly as it would read them from Mercado Pago.
 */
export function createSimulatedGateway(db: Database): PaymentGateway & {
  recordPayment(transactionId: string, status: string, amount: number): Promise<GatewayPayment>;
} {
  const toPayment = (row: typeof simulatedPayments.$inferSelect): GatewayPayment => ({
    id: row.id,
    status: row.status,
    externalReference: row.transactionId,
    amount: row.amount,
    currency: row.currency,
    paymentTypeId: "credit_card",
  });
  return {
    provider: "simulado",
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      return {
        preferenceId: `sim-${request.transactionId}`,
        redirectUrl: `${SIMULATED_GATEWAY_PATH}/${request.transactionId}`,
      };
    },
    async getPayment(id: string) {
      const [row] = await db.select().from(simulatedPayments).where(eq(simulatedPayments.id, id));
      return row ? toPayment(row) : null;
    },
    async recordPayment(transactionId, status, amount) {
      // Numeric like Mercado Pago's payment ids, so every id path is exercised the same way.
      const id = String(randomInt(10 ** 9, 10 ** 10 - 1));
      const [row] = await db
        .insert(simulatedPayments)
        .values({ id, transactionId, status, amount, currency: "CLP" })
        .returning();
      return toPayment(row as typeof simulatedPayments.$inferSelect);
    },
  };
}
