import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { simulatedPayments, transactions } from "../db/schema";
import type { Checkout, CheckoutRequest, GatewayPayment, PaymentGateway } from "./gateway";

export const SIMULATED_GATEWAY_PATH = "/dev/pasarela";

const APPROVED = "approved";

const approvedPaymentOf = async (db: Database, transactionId: string) => {
  const [row] = await db
    .select({ id: simulatedPayments.id })
    .from(simulatedPayments)
    .where(and(eq(simulatedPayments.transactionId, transactionId), eq(simulatedPayments.status, APPROVED)));
  return row;
};

/**
 * Stands in for Mercado Pago when no access token is set: checkout leads to our own gateway page, and
 * payments are rows the webhook reads back exactly as it would read them from Mercado Pago.
 */
export function createSimulatedGateway(db: Database): PaymentGateway & {
  /** Whether the transaction already has an approved payment: then nothing more may be answered on it. */
  isPaid(transactionId: string): Promise<boolean>;
  /** null when the transaction was already paid: a purchase is approved once, whatever is pressed again. */
  recordPayment(transactionId: string, status: string, amount: number): Promise<GatewayPayment | null>;
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
    async isPaid(transactionId) {
      return (await approvedPaymentOf(db, transactionId)) !== undefined;
    },
    recordPayment(transactionId, status, amount) {
      return db.transaction(async (tx) => {
        // Answers pressed at once on one transaction wait here in turn: two approvals cannot both find it
        // unpaid, and each would be a payment of its own, credited on its own.
        await tx
          .select({ id: transactions.id })
          .from(transactions)
          .where(eq(transactions.id, transactionId))
          .for("update");
        if (await approvedPaymentOf(tx, transactionId)) return null;
        // Numeric like Mercado Pago's payment ids, so every id path is exercised the same way.
        const id = String(randomInt(10 ** 9, 10 ** 10 - 1));
        const [row] = await tx
          .insert(simulatedPayments)
          .values({ id, transactionId, status, amount, currency: "CLP" })
          .returning();
        return toPayment(row as typeof simulatedPayments.$inferSelect);
      });
    },
  };
}
