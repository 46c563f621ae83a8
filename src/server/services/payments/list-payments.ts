import { desc, eq } from "drizzle-orm";
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
  status: string;
  paymentId: string | null;
  cardType: string | null;
  /** Where 'Completar Pago' sends a pending purchase. */
  redirectUrl: string | null;
  createdAt: string;
};

export async function listPayments(db: Database, userId: string): Promise<PaymentSummary[]> {
  const rows = await db
    .select()
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .orderBy(desc(transactions.createdAt));
  return rows.map((r) => ({
    id: r.id,
    concept: r.concept,
    packId: r.packId,
    reports: r.reports,
    amount: r.amount,
    currency: r.currency,
    provider: r.provider,
    status: r.status,
    paymentId: r.paymentId,
    cardType: r.cardType,
    redirectUrl: r.status === "pendiente" ? r.redirectUrl : null,
    createdAt: r.createdAt.toISOString(),
  }));
}
