import { and, eq, sql } from "drizzle-orm";
import type { ReceiptPurchase } from "#domain/purchase-receipt";
import type { Database } from "#server/db/client";
import { isRowId } from "#server/db/ids";
import { creditLedger, organisations, transactions, users } from "#server/db/schema";
import { AppError } from "#server/errors";
import type { Actor } from "../actor";
import { creditOfPayment, paidAt } from "./export-purchases";
import { purchasesVisibleTo } from "./list-payments";

export const RECEIPT_NOT_FOUND_MESSAGE = "No encontramos ese comprobante.";
export const RECEIPT_NOT_PAID_MESSAGE = "Solo una compra pagada tiene comprobante.";

/**
 * The purchase a receipt is drawn from, if `actor` may see it: by the rule of 'Mis pagos'
 * (purchasesVisibleTo), so a person gets their own packs' and an automotora's administradores its fleet
 * packs'. Anyone else is told it does not exist, whether it does or not. Only a paid purchase has one. The
 * amount is the one stored when the checkout started: a purchase keeps its price (decision 098).
 */
export async function purchaseReceipt(
  db: Database,
  actor: Actor,
  transactionId: string,
): Promise<ReceiptPurchase> {
  if (!isRowId(transactionId)) throw new AppError("NOT_FOUND", RECEIPT_NOT_FOUND_MESSAGE);
  const [row] = await db
    .select({
      transaction: transactions,
      paidAt: sql`${paidAt}`.mapWith(transactions.createdAt),
      buyerFirstName: users.firstName,
      buyerLastName: users.lastName,
      buyerEmail: users.email,
      displayName: organisations.displayName,
    })
    .from(transactions)
    .leftJoin(creditLedger, creditOfPayment)
    .leftJoin(users, eq(users.id, transactions.userId))
    .leftJoin(organisations, eq(organisations.id, transactions.organisationId))
    .where(and(eq(transactions.id, transactionId), purchasesVisibleTo(actor)));
  if (!row) throw new AppError("NOT_FOUND", RECEIPT_NOT_FOUND_MESSAGE);
  const { transaction: t } = row;
  if (t.status !== "aprobado") throw new AppError("CONFLICT", RECEIPT_NOT_PAID_MESSAGE);
  return {
    transactionId: t.id,
    paymentId: t.paymentId,
    concept: t.concept,
    reports: t.reports,
    amount: t.amount,
    currency: t.currency,
    provider: t.provider,
    paymentType: t.cardType,
    paidAt: row.paidAt,
    buyer:
      row.buyerEmail === null
        ? null
        : { name: `${row.buyerFirstName ?? ""} ${row.buyerLastName ?? ""}`.trim(), email: row.buyerEmail },
    // A fleet pack whose automotora was deleted since still names whom it was invoiced to.
    organisation:
      row.displayName === null && !t.invoice
        ? null
        : { displayName: row.displayName ?? t.invoice?.legalName ?? "", invoice: t.invoice ?? null },
  };
}
