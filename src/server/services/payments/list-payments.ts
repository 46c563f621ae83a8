import { desc, eq } from "drizzle-orm";
import { isUnfinishedCheckout } from "#domain/payments";
import type { Database } from "#server/db/client";
import { transactions } from "#server/db/schema";

export type PaymentSummary = {
  id: string;
  concept: string;
  packId: string;
  reports: number;
  amount: number;
  currency: string;
  provider: string;
  /** The stored estado, or 'sin_completar' for a checkout left before paying (decision 065). */
  status: string;
  paymentId: string | null;
  cardType: string | null;
  /** Where 'Completar Pago' sends a pending purchase. */
  redirectUrl: string | null;
  createdAt: string;
};

export async function listPayments(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<PaymentSummary[]> {
  const rows = await db
    .select()
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .orderBy(desc(transactions.createdAt));
  // A payment id is only ever written from what the gateway said about a payment.
  const records = rows.map((r) => ({ ...r, gatewayReported: r.paymentId !== null }));
  return records.map((r) => {
    const status = isUnfinishedCheckout(r, records, now) ? "sin_completar" : r.status;
    return {
      id: r.id,
      concept: r.concept,
      packId: r.packId,
      reports: r.reports,
      amount: r.amount,
      currency: r.currency,
      provider: r.provider,
      status,
      paymentId: r.paymentId,
      cardType: r.cardType,
      redirectUrl: status === "pendiente" ? r.redirectUrl : null,
      createdAt: r.createdAt.toISOString(),
    };
  });
}
